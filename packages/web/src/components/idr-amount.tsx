import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../lib/money.ts';

/** Whole rupiah in a table cell: bold, and never broken across lines. */
export function IdrAmount({ amount }: { amount: number }) {
  const { i18n } = useTranslation();
  return (
    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatIdr(amount, i18n.language)}
    </Text>
  );
}
