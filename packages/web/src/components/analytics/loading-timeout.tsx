import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** True once `isLoading` has lasted longer than `seconds`; back to false when loading ends. */
export function useLoadingTimedOut(isLoading: boolean, seconds: number): boolean {
  const [isTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), seconds * 1000);
    return () => clearTimeout(timer);
  }, [isLoading, seconds]);
  return isLoading && isTimedOut;
}

interface LoadingTimeoutProps {
  isLoading: boolean;
  onRetry: () => void;
  /** How long a load may take before the label shows (SPEC §8 "Loading time-out label"). */
  seconds?: number;
}

/** "Taking longer than usual" with a retry, shown only when a load passes its time. */
export function LoadingTimeout({ isLoading, onRetry, seconds = 10 }: LoadingTimeoutProps) {
  const { t } = useTranslation();
  const isTimedOut = useLoadingTimedOut(isLoading, seconds);
  if (!isTimedOut) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('analyticsUi.timeout.label')}</Text>
        <Button size="xs" variant="light" color="yellow" onClick={onRetry}>
          {t('analyticsUi.timeout.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
