import { Text } from '@mantine/core';

/** What a section of the expertise page says when it has nothing to show. */
export function SectionEmpty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
