import type { MusicbankRequest } from '@irama/contracts';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { FactGrid } from '../../../components/fact-grid.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatIdr } from '../../../lib/money.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelRequestMutation } from '../api/cancel-request.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { RequestTimeline } from './request-timeline.tsx';

const CANCELLABLE: readonly string[] = ['on_request', 'need_action'];

/** Withdraws a request still open, after asking. */
function CancelRequest({ request }: { request: MusicbankRequest }) {
  const { t } = useTranslation();
  const cancel = useCancelRequestMutation();
  const [isAsking, setAsking] = useState(false);

  function handleConfirm() {
    cancel.mutate(request.id, {
      onSuccess: () => notifySuccess(t('musicbank.cancel.done', { reference: request.reference })),
      onError: (error) => notifyError(t, t('musicbank.cancel.failed'), error),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => setAsking(true)}>
        {t('musicbank.cancel.button')}
      </Button>
      <ConfirmModal
        opened={isAsking}
        title={t('musicbank.cancel.title')}
        message={t('musicbank.cancel.message', { title: request.item.title })}
        confirmLabel={t('musicbank.cancel.confirm')}
        isDanger
        isPending={cancel.isPending}
        onConfirm={handleConfirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** One request in full: its facts and history, the final terms once staff accepted, and what the partner may do. */
export function RequestDetail({ request }: { request: MusicbankRequest }) {
  const { t, i18n } = useTranslation();
  const facts = [
    {
      label: t('musicbank.requests.columns.song'),
      value: `${request.item.title} · ${request.item.writers.join(', ')}`,
    },
    { label: t('musicbank.requests.columns.fee'), value: formatIdr(request.fee_idr, i18n.language) },
    { label: t('musicbank.detail.intendedRelease'), value: formatDate(request.intended_release, i18n.language) },
    { label: t('musicbank.detail.requestedBy'), value: request.requested_by ?? t('musicbank.detail.deletedUser') },
    ...(request.pay_by && request.status === 'need_action'
      ? [{ label: t('musicbank.detail.payBy'), value: formatDateTime(request.pay_by, i18n.language) }]
      : []),
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text ff="monospace" size="sm">
          {request.reference}
        </Text>
        <RequestStatusBadge status={request.status} />
      </Group>
      <FactGrid facts={facts} />
      {request.message && (
        <div>
          <Text size="xs" c="dimmed">
            {t('musicbank.detail.message')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.message}
          </Text>
        </div>
      )}
      <section aria-label={t('musicbank.detail.terms')}>
        <Title order={3} size="h5" mb={4}>
          {t(request.decided_at ? 'musicbank.detail.finalTerms' : 'musicbank.detail.terms')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.terms}
        </Text>
      </section>
      <RequestTimeline request={request} />
      {request.status === 'need_action' && (
        <>
          <Divider />
          <PaymentPanel request={request} />
        </>
      )}
      {CANCELLABLE.includes(request.status) && (
        <Group justify="flex-start">
          <CancelRequest request={request} />
        </Group>
      )}
    </Stack>
  );
}
