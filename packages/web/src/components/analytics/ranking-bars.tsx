import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name.ts';
import { DataNotFound } from './data-not-found.tsx';

export interface RankingItem {
  key: string;
  /** An ISO country code: the row shows its flag and its name in the reader's language. */
  country?: string;
  /** The row's name when it is not a country. */
  label?: string;
  value: number;
}

/** A flag from an ISO 3166 alpha-2 code (regional indicator letters); nothing for codes that are not two letters. */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === 'ZZ') return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

interface RankingBarsProps {
  items: readonly RankingItem[];
  valueFormatter?: (value: number) => string;
  /** How many rows to show; the largest first. */
  limit?: number;
  color?: string;
}

/** The largest items (countries, say) with a bar against the first, each named and valued. */
export function RankingBars({ items, valueFormatter, limit = 10, color = 'red' }: RankingBarsProps) {
  const { i18n } = useTranslation();
  const plain = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const format = valueFormatter ?? ((value: number) => plain.format(value));
  const rows = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const top = rows[0]?.value ?? 0;
  if (rows.length === 0 || top <= 0) return <DataNotFound compact />;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((item) => {
        const name = item.country ? countryName(item.country, i18n.language) : (item.label ?? item.key);
        const flag = item.country ? countryFlag(item.country) : '';
        return (
          <li key={item.key}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {flag && (
                  <span aria-hidden style={{ marginRight: 6 }}>
                    {flag}
                  </span>
                )}
                {name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {format(item.value)}
              </Text>
            </Group>
            <Progress value={(Math.max(item.value, 0) / top) * 100} color={color} size="sm" aria-hidden mt={4} />
          </li>
        );
      })}
    </Stack>
  );
}
