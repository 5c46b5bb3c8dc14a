import type { RunDetail } from '@irama/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePublishPeriodMutation } from '../api/publish-period.ts';
import { storeSuffix } from '../lib/run-source.ts';

/** Why a run's period cannot be published yet, or null when it can. */
export function publishBlocker(detail: RunDetail): { key: string; count?: number } | null {
  const { run } = detail;
  if (run.status === 'published') return { key: 'ingest.publish.blocked.published' };
  if (run.status === 'needs_review') return { key: 'ingest.review.publishBlocked' };
  if (run.status !== 'parsed') return { key: 'ingest.publish.blocked.notParsed' };
  const open = detail.unmatched.find((group) => group.status === 'open');
  if (open && open.rows > 0) return { key: 'ingest.publish.blocked.unmatched', count: open.rows };
  if (!detail.totals.is_balanced) return { key: 'ingest.publish.blocked.unbalanced' };
  return null;
}

/** Publishes the run's source and period, after a confirmation; the reason shows while it cannot. */
export function PublishPanel({ detail }: { detail: RunDetail }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const mutation = usePublishPeriodMutation();
  const { run } = detail;
  const blocker = publishBlocker(detail);
  const target = {
    source: t(`ingest.sources.${run.source}`),
    store: storeSuffix(run),
    period: run.period,
  };

  function handlePublish() {
    mutation.mutate(
      { source: run.source, period: run.period, store: run.store },
      {
        onSuccess: (result) => {
          setConfirming(false);
          notifySuccess(t('ingest.publish.done', { ...target, count: result.credits.length }));
        },
      },
    );
  }

  return (
    <Stack gap="xs" mt="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('ingest.publish.what', target)}</Text>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={blocker !== null}
          onClick={() => setConfirming(true)}
          aria-describedby={blocker ? `publish-blocker-${run.id}` : undefined}
        >
          {t('ingest.publish.action')}
        </Button>
      </Group>
      {blocker && (
        <Alert color={run.status === 'published' ? 'green' : 'yellow'} variant="light" id={`publish-blocker-${run.id}`}>
          {t(blocker.key, { count: blocker.count ?? 0 })}
        </Alert>
      )}
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('ingest.publish.confirmTitle', target)}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('ingest.publish.confirmMessage', { ...target, count: detail.companies.length })}</Text>
          {mutation.isError && <ErrorAlert error={mutation.error} />}
          <ModalActions
            cancelLabel={t('ingest.actions.cancel')}
            onCancel={() => setConfirming(false)}
            submitLabel={t('ingest.publish.confirm')}
            isPending={mutation.isPending}
            onSubmit={handlePublish}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
