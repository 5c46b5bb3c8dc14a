import type { WhitelabelConfig } from '@irama/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The server's contrast report of the saved configuration. */
export function ContrastReport({ config }: { config: WhitelabelConfig }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { label: t('whitelabel.contrast.whiteOnMain'), check: config.contrast.white_on_main },
    { label: t('whitelabel.contrast.darkOnMenu'), check: config.contrast.dark_on_menu },
  ];
  const savedAt = config.updated_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(config.updated_at),
      )
    : null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {savedAt ? t('whitelabel.contrast.savedAt', { date: savedAt }) : t('whitelabel.contrast.notSaved')}
      </Text>
      {rows.map(({ label, check }) => {
        const level = check.is_aa ? 'aa' : check.is_aa_large ? 'aaLarge' : 'fail';
        return (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{label}</Text>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {check.ratio.toFixed(2)}:1
              </Text>
              <Badge
                color={level === 'aa' ? 'green' : level === 'aaLarge' ? 'yellow' : 'red'}
                variant="light"
                radius="sm"
              >
                {t(`whitelabel.contrast.levels.${level}`)}
              </Badge>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
