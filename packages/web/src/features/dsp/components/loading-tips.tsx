import { Paper, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner.tsx';

export const TIP_COUNT = 6;

/** While the insights load: a tip about reading store analytics, a new one every few seconds. */
export function LoadingTips({ seconds = 4 }: { seconds?: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => Math.floor(Math.random() * TIP_COUNT));
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % TIP_COUNT), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="sm">
        <LoadingSpinner size="sm" label={t('dsp.smart.loading')} />
        <Text size="sm" fw={600}>
          {t('dsp.smart.loading')}
        </Text>
        <Text size="sm" c="dimmed" ta="center" role="status" aria-live="polite" maw={520}>
          <IconBulb size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          {t(`dsp.smart.tips.${index}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
