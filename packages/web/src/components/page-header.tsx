import { Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** Space between title and subtitle: the sign-in screens and ingest have a little more. */
  subtitleMt?: number;
  /** A guided tour's anchor. */
  'data-tour'?: string | undefined;
}

/** A page's title (its only h1) and the dimmed line under it. */
export function PageHeader({ title, subtitle, subtitleMt, 'data-tour': dataTour }: PageHeaderProps) {
  return (
    <div data-tour={dataTour}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={subtitleMt}>
        {subtitle}
      </Text>
    </div>
  );
}
