import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface UnmatchedSelectionBarProps {
  count: number;
  isPending: boolean;
  onAssign: () => void;
  onNotOurs: () => void;
}

/** How many rows are ticked, with the buttons that assign them or set them aside together. */
export function UnmatchedSelectionBar({ count, isPending, onAssign, onNotOurs }: UnmatchedSelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" mr="auto">
        {t('ingest.unmatched.selected', { count })}
      </Text>
      <Button size="xs" disabled={count === 0} onClick={onAssign}>
        {t('ingest.unmatched.assignSelected')}
      </Button>
      <Button size="xs" variant="default" disabled={count === 0} loading={isPending} onClick={onNotOurs}>
        {t('ingest.unmatched.notOursSelected')}
      </Button>
    </Group>
  );
}
