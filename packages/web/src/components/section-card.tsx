import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: ReactNode;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled region of a page; its heading names the region for screen readers. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={2}>
              {description}
            </Text>
          )}
          {actions}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
