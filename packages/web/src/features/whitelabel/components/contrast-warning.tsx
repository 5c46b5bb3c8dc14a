import type { ContrastCheck } from '@irama/contracts';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContrastPairs } from '../lib/contrast.ts';

/** Warns, as the user types, about colour pairs below WCAG AA (4.5:1). */
export function ContrastWarning({ pairs }: { pairs: ContrastPairs }) {
  const { t } = useTranslation();
  const failing = (Object.entries(pairs) as [keyof ContrastPairs, ContrastCheck | null][]).filter(
    (entry): entry is [keyof ContrastPairs, ContrastCheck] => entry[1] !== null && !entry[1].is_aa,
  );
  if (failing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('whitelabel.contrast.warningTitle')}
    >
      <List size="sm" spacing={4}>
        {failing.map(([pair, check]) => (
          <List.Item key={pair}>
            {t(pair === 'white_on_main' ? 'whitelabel.contrast.whiteOnMainLow' : 'whitelabel.contrast.darkOnMenuLow', {
              ratio: check.ratio.toFixed(2),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
