import type { ConflictDetail } from '@irama/contracts';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useActOnConflictMutation } from '../api/act-on-conflict.ts';
import { useConflictQuery } from '../api/get-conflict.ts';
import { ConflictExplanation } from './conflict-explanation.tsx';
import { ConflictSheet } from './conflict-sheet.tsx';
import { CounterModal } from './counter-modal.tsx';

/** What the owner may do with a conflict: read what each action means and, while it is open, take one. */
function ConflictActions({ conflict, title }: { conflict: ConflictDetail; title: string }) {
  const { t } = useTranslation();
  const act = useActOnConflictMutation();
  const [isAccepting, setAccepting] = useState(false);
  const [isCountering, setCountering] = useState(false);

  function handleAccept() {
    act.mutate(
      { action: 'accept', asset_id: conflict.id },
      {
        onSuccess: () => notifySuccess(t('catalogs.conflicts.notify.accepted', { title })),
        onError: (error) => notifyError(t, t('catalogs.conflicts.notify.failed'), error),
        onSettled: () => setAccepting(false),
      },
    );
  }

  return (
    <>
      <ConflictExplanation />
      {conflict.status === 'open' && (
        <Group gap="sm">
          <Button leftSection={<IconCheck size={16} />} variant="default" onClick={() => setAccepting(true)}>
            {t('catalogs.conflicts.actions.accept')}
          </Button>
          <Button leftSection={<IconScale size={16} />} onClick={() => setCountering(true)}>
            {t('catalogs.conflicts.actions.counter')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={isAccepting}
        title={t('catalogs.conflicts.accept.title')}
        message={t('catalogs.conflicts.accept.message', { owner: conflict.conflicting_owner })}
        confirmLabel={t('catalogs.conflicts.accept.confirm')}
        isDanger
        isPending={act.isPending}
        onConfirm={handleAccept}
        onClose={() => setAccepting(false)}
      />
      <CounterModal conflict={conflict} opened={isCountering} onClose={() => setCountering(false)} />
    </>
  );
}

/** One of the company's conflicts in a drawer: its fields, what each action does, its history, and the actions. */
export function ConflictDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const conflict = useConflictQuery(id);
  return (
    <ConflictSheet id={id} query={conflict} onClose={onClose}>
      {(data, title) => <ConflictActions conflict={data} title={title} />}
    </ConflictSheet>
  );
}
