import type { SourceRow } from '@irama/contracts';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/money.ts';

const SOURCE_COLORS = ['red', 'grape', 'blue', 'teal', 'yellow'] as const;

/** Nett rupiah by source as a donut, with a legend that names each source and its amount. */
export function SourceDonut({ sources }: { sources: readonly SourceRow[] }) {
  const { t, i18n } = useTranslation();
  const cells = sources.map((row, index) => ({
    name: t(`youtube.sources.${row.source}`),
    value: row.nett_idr,
    color: SOURCE_COLORS[index % SOURCE_COLORS.length] ?? 'gray',
  }));
  return (
    <Group gap="lg" justify="center" wrap="wrap">
      <DonutChart
        size={170}
        thickness={26}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => formatIdr(value, i18n.language)}
        data={cells.map((cell) => ({ ...cell, color: `${cell.color}.6` }))}
      />
      <Stack gap={6}>
        {cells.map((cell) => (
          <Group key={cell.name} gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${cell.color}-6)`} size={12} withShadow={false} />
            <Text size="sm">{cell.name}</Text>
            <Text size="sm" c="dimmed" ml="auto" pl="md" style={{ whiteSpace: 'nowrap' }}>
              {formatIdr(cell.value, i18n.language)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
