import { Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useOpsConflictQuery } from '../api/get-ops-conflict.ts';
import { AppealDecisionForm } from './appeal-decision-form.tsx';
import { ConflictFacts } from './conflict-facts.tsx';
import { ConflictHistory } from './conflict-history.tsx';
import { ConflictStatusBadge } from './conflict-status-badge.tsx';

/** A conflict as staff review it: whose, its fields, the owner's reason and evidence in the history, the decision. */
export function OpsConflictDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const conflict = useOpsConflictQuery(id);
  const data = conflict.data;
  const title = data ? (data.asset_title ?? data.asset_id ?? `#${data.id}`) : '';
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('catalogue.conflicts.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {!data ? (
        <QueryState error={conflict.error} />
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {data.company_name} · {t('catalogue.conflicts.detail.against', { owner: data.conflicting_owner })}
              </Text>
            </div>
            <ConflictStatusBadge status={data.status} />
          </Group>
          <ConflictFacts conflict={data} />
          {data.status === 'appealed' && <AppealDecisionForm id={data.id} title={title} />}
          <div>
            <Title order={3} size="h5" mb="sm">
              {t('catalogue.conflicts.history.title')}
            </Title>
            <ConflictHistory history={data.history} />
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
