import { Text, Title } from '@mantine/core';

// A page's own sections use h2; a block inside a section, h3. Each keeps one visual size.
const SIZE_OF_ORDER = { 2: 'h4', 3: 'h5' } as const;

interface HeadingWithHintProps {
  title: string;
  /** One dimmed line under the heading saying what follows. */
  hint: string;
  order?: keyof typeof SIZE_OF_ORDER;
}

/** A heading and its dimmed hint line, laid out by the parent (a stack, or a plain block). */
export function HeadingWithHint({ title, hint, order = 3 }: HeadingWithHintProps) {
  return (
    <>
      <Title order={order} size={SIZE_OF_ORDER[order]}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </>
  );
}
