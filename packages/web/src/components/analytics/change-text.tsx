import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBps } from '../../lib/format-number.ts';

/** A change against the period before, signed and coloured; `newLabel` when there was nothing before. */
export function ChangeText({ bps, newLabel }: { bps: number | null; newLabel: string }) {
  const { i18n } = useTranslation();
  if (bps === null)
    return (
      <Text size="xs" c="dimmed">
        {newLabel}
      </Text>
    );
  return (
    <Text size="xs" c={bps > 0 ? 'teal.9' : bps < 0 ? 'red.9' : 'dimmed'} fw={600}>
      {formatBps(bps, i18n.language, true)}
    </Text>
  );
}
