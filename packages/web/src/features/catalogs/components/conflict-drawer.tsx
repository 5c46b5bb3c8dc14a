import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActOnConflictMutation } from '../api/act-on-conflict.ts';
import { useConflictQuery } from '../api/get-conflict.ts';
import { ConflictExplanation } from './conflict-explanation.tsx';
import { ConflictFacts } from './conflict-facts.tsx';
import { ConflictHistory } from './conflict-history.tsx';
import { ConflictStatusBadge } from './conflict-status-badge.tsx';
import { CounterModal } from './counter-modal.tsx';

interface ConflictDrawerProps {
  /** The conflict shown; null keeps the drawer closed. */
  id: number | null;
  onClose: () => void;
}

/** One conflict: its fields, what each action does, its history and, while open, accept or counter. */
export function ConflictDrawer({ id, onClose }: ConflictDrawerProps) {
  const { t } = useTranslation();
  const conflict = useConflictQuery(id);
  const act = useActOnConflictMutation();
  const [isAccepting, setAccepting] = useState(false);
  const [isCountering, setCountering] = useState(false);
  const data = conflict.data;
  const title = data ? (data.asset_title ?? data.asset_id ?? `#${data.id}`) : '';

  function handleAccept() {
    if (!data) return;
    act.mutate(
      { action: 'accept', asset_id: data.id },
      {
        onSuccess: () => notifySuccess(t('catalogue.conflicts.notify.accepted', { title })),
        onError: (error) => notifyError(t, t('catalogue.conflicts.notify.failed'), error),
        onSettled: () => setAccepting(false),
      },
    );
  }

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
                {t('catalogue.conflicts.detail.against', { owner: data.conflicting_owner })}
              </Text>
            </div>
            <ConflictStatusBadge status={data.status} />
          </Group>
          <ConflictFacts conflict={data} />
          <ConflictExplanation />
          {data.status === 'open' && (
            <Group gap="sm">
              <Button leftSection={<IconCheck size={16} />} variant="default" onClick={() => setAccepting(true)}>
                {t('catalogue.conflicts.actions.accept')}
              </Button>
              <Button leftSection={<IconScale size={16} />} onClick={() => setCountering(true)}>
                {t('catalogue.conflicts.actions.counter')}
              </Button>
            </Group>
          )}
          <div>
            <Title order={3} size="h5" mb="sm">
              {t('catalogue.conflicts.history.title')}
            </Title>
            <ConflictHistory history={data.history} />
          </div>
          <ConfirmModal
            opened={isAccepting}
            title={t('catalogue.conflicts.accept.title')}
            message={t('catalogue.conflicts.accept.message', { owner: data.conflicting_owner })}
            confirmLabel={t('catalogue.conflicts.accept.confirm')}
            isDanger
            isPending={act.isPending}
            onConfirm={handleAccept}
            onClose={() => setAccepting(false)}
          />
          <CounterModal conflict={data} opened={isCountering} onClose={() => setCountering(false)} />
        </Stack>
      )}
    </Drawer>
  );
}
