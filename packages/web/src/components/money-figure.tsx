import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatUsd, type UsdPrecision } from '../lib/money.ts';

interface MoneyFigureProps {
  idr: number;
  micros: number;
  /** Cents on every page; every micro in a detail view. */
  precision?: UsdPrecision;
  /** Names the figure for screen readers, each currency after it. */
  label?: string;
  /** Right-aligned, as in a table's figure column. */
  isEnd?: boolean;
  isStrong?: boolean;
  /** As a summary card's headline figure. */
  isLarge?: boolean;
}

/**
 * One amount of a partner's report in the two currencies it is kept in, never added together: rupiah,
 * what the partner is paid, as the figure, and under it the dollars the store paid.
 */
export function MoneyFigure({
  idr,
  micros,
  precision = 'cents',
  label,
  isEnd = false,
  isStrong = false,
  isLarge = false,
}: MoneyFigureProps) {
  const { t, i18n } = useTranslation();
  const named = (currency: string) => (label ? { 'aria-label': `${label}, ${currency}` } : {});
  return (
    <div style={{ textAlign: isEnd ? 'end' : undefined, whiteSpace: 'nowrap' }}>
      <Text
        size={isLarge ? 'xl' : 'sm'}
        fw={isLarge ? 700 : isStrong ? 600 : undefined}
        span
        display="block"
        mt={isLarge ? 4 : undefined}
        {...named(t('money.currency.idr'))}
      >
        {formatIdr(idr, i18n.language)}
      </Text>
      <Text size={isLarge ? 'sm' : 'xs'} c="dimmed" span display="block" {...named(t('money.currency.usd'))}>
        {formatUsd(micros, i18n.language, precision)}
      </Text>
    </div>
  );
}
