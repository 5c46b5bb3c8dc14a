import { List, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the two actions do, in plain words, before the owner chooses one. */
export function ConflictExplanation() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Text size="sm" fw={600} mb={4}>
        {t('catalogs.conflicts.explain.title')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('catalogs.conflicts.actions.accept')}:
          </Text>{' '}
          {t('catalogs.conflicts.explain.accept')}
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('catalogs.conflicts.actions.counter')}:
          </Text>{' '}
          {t('catalogs.conflicts.explain.counter')}
        </List.Item>
        <List.Item>{t('catalogs.conflicts.explain.expire')}</List.Item>
      </List>
    </Paper>
  );
}
