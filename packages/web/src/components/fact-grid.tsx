import { SimpleGrid, Text } from '@mantine/core';

/** One labelled value of a detail view. */
export interface Fact {
  label: string;
  value: string;
}

/** A detail view's facts, label over value, two a row from a small phone up. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
