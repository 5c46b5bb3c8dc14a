import type { SwitchKey } from '@irama/contracts';
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SwitchCardProps {
  switchKey: SwitchKey;
  isOn: boolean;
  onToggle: (key: SwitchKey, isOn: boolean) => void;
}

/** One feature's switch: what turning it on opens, its state, and its toggle (which asks first). */
export function SwitchCard({ switchKey, isOn, onToggle }: SwitchCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} component="h2" size="md" m={0} id={titleId}>
            {t(`switches.features.${switchKey}.name`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`switches.features.${switchKey}.description`)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600} c={isOn ? undefined : 'dimmed'} aria-hidden>
            {t(isOn ? 'switches.on' : 'switches.off')}
          </Text>
          <Switch size="md" checked={isOn} onChange={() => onToggle(switchKey, !isOn)} aria-labelledby={titleId} />
        </Group>
      </Group>
    </Paper>
  );
}
