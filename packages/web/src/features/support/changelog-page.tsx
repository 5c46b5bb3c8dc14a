import { Badge, Group, List, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { localized } from '../../lib/localized.ts';
import { useChangelogQuery } from './api/get-changelog.ts';

/** /changelog: what each release of the portal brought, newest first. */
export default function ChangelogPage() {
  const { t, i18n } = useTranslation();
  const changelog = useChangelogQuery('partner');
  const isEnglish = i18n.language.startsWith('en');

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('support.changelog.title')} subtitle={t('support.changelog.subtitle')} />
      {!changelog.data ? (
        <QueryState error={changelog.error} />
      ) : changelog.data.length === 0 ? (
        <ListEmpty title={t('support.changelog.emptyTitle')} description={t('support.changelog.emptyDescription')} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Timeline active={0} bulletSize={24} lineWidth={2}>
            {changelog.data.map((entry, index) => (
              <Timeline.Item
                key={entry.id}
                bullet={index === 0 ? <IconSparkles size={14} aria-hidden /> : undefined}
                title={
                  <Group gap="xs">
                    <Title order={2} size="h5">
                      {localized(entry, 'title', i18n.language)}
                    </Title>
                    <Badge variant="light" size="sm" c="dark.7">
                      {t('support.changelog.version', { version: entry.version })}
                    </Badge>
                  </Group>
                }
              >
                <Text size="xs" c="dimmed" mb={4}>
                  {formatDate(entry.released_on, i18n.language)}
                </Text>
                <List size="sm" spacing={2}>
                  {(isEnglish ? entry.items_en : entry.items_id).map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      )}
    </Stack>
  );
}
