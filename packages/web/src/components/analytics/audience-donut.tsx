import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DataNotFound } from './data-not-found.tsx';

const DonutBody = lazy(() => import('./chart-bodies.tsx').then((module) => ({ default: module.DonutBody })));

const COLORS = ['red', 'blue', 'teal', 'grape', 'yellow', 'cyan', 'orange', 'lime', 'pink', 'indigo'] as const;

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
}

interface AudienceDonutProps {
  slices: readonly DonutSlice[];
  valueFormatter?: (value: number) => string;
  size?: number;
}

/** Shares of a whole (gender, age, OS, traffic source) as a donut, with a legend naming each slice and its share. */
export function AudienceDonut({ slices, valueFormatter, size = 160 }: AudienceDonutProps) {
  const { i18n } = useTranslation();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  if (total <= 0) return <DataNotFound compact />;
  const plain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const format = valueFormatter ?? ((value: number) => plain.format(value));
  const cells = slices.map((slice, index) => ({ ...slice, color: COLORS[index % COLORS.length] ?? 'gray' }));
  return (
    <Group gap="lg" justify="center" wrap="wrap" align="center">
      <Suspense fallback={<Skeleton circle height={size} />}>
        <DonutBody
          size={size}
          valueFormatter={format}
          data={cells.map((cell) => ({ name: cell.label, value: cell.value, color: `${cell.color}.6` }))}
        />
      </Suspense>
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 160px' }}>
        {cells.map((cell) => (
          <Group key={cell.key} gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${cell.color}-6)`} size={12} withShadow={false} />
            <Text size="sm" truncate>
              {cell.label}
            </Text>
            <Text size="sm" c="dimmed" ml="auto" pl="sm" style={{ whiteSpace: 'nowrap' }} title={format(cell.value)}>
              {percent.format(cell.value / total)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
