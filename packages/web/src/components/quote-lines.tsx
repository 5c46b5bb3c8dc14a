import { Group, Stack, Text } from '@mantine/core';

/** One line of a quote: what it is and its amount; the strong one is the sum the reader decides on. */
export interface QuoteLine {
  label: string;
  value: string;
  isStrong?: boolean;
}

interface QuoteLinesProps {
  lines: readonly QuoteLine[];
  gap: number;
  /** The strong line's amount stands out in size too where the quote is the step's whole subject. */
  strongValueSize?: 'sm' | 'lg';
}

/** A quote's lines, label left and amount right, the amount never wrapping. */
export function QuoteLines({ lines, gap, strongValueSize = 'sm' }: QuoteLinesProps) {
  return (
    <Stack gap={gap}>
      {lines.map((line) => (
        <Group key={line.label} justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" fw={line.isStrong ? 700 : undefined}>
            {line.label}
          </Text>
          <Text
            size={line.isStrong ? strongValueSize : 'sm'}
            fw={line.isStrong ? 800 : 600}
            style={{ whiteSpace: 'nowrap' }}
          >
            {line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
