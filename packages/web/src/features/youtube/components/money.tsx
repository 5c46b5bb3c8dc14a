import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatMicros } from '../../../lib/money.ts';

interface MoneyProps {
  micros: number;
  idr: number;
  /** Right-aligned, as in a table's figure column. */
  isEnd?: boolean;
  isStrong?: boolean;
}

/** One figure in both currencies it is kept in, one under the other and never added together. */
export function Money({ micros, idr, isEnd = false, isStrong = false }: MoneyProps) {
  const { i18n } = useTranslation();
  return (
    <div style={{ textAlign: isEnd ? 'end' : undefined, whiteSpace: 'nowrap' }}>
      <Text size="sm" fw={isStrong ? 600 : undefined} span display="block">
        {formatMicros(micros, 'USD', i18n.language)}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {formatIdr(idr, i18n.language)}
      </Text>
    </div>
  );
}
