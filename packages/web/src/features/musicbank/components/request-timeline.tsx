import type { MusicbankRequest } from '@irama/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { declineNote } from '../lib/decline-note.ts';

interface Step {
  key: string;
  title: string;
  at: string;
  note?: string | undefined;
}

/** The steps a request went through, in order: asked, decided by staff, then paid or closed. */
function stepsOf(request: MusicbankRequest, t: (key: string, values?: Record<string, string>) => string): Step[] {
  const steps: Step[] = [{ key: 'created', title: t('musicbank.timeline.created'), at: request.created_at }];
  if (request.decided_at) {
    const isDeclined = request.status === 'declined';
    steps.push({
      key: 'decided',
      title: t(isDeclined ? 'musicbank.timeline.declined' : 'musicbank.timeline.accepted'),
      at: request.decided_at,
      note: declineNote(request, t),
    });
  }
  if (request.paid_at) {
    const method = request.payment_method ? t(`musicbank.pay.methods.${request.payment_method}`) : '';
    steps.push({ key: 'paid', title: t('musicbank.timeline.paid', { method }), at: request.paid_at });
  }
  if (request.closed_at) {
    steps.push({ key: 'closed', title: t(`musicbank.timeline.${request.status}`), at: request.closed_at });
  }
  return steps;
}

/** A request's history as a timeline; while it waits for payment, the day it expires is the next step. */
export function RequestTimeline({ request }: { request: MusicbankRequest }) {
  const { t, i18n } = useTranslation();
  const steps = stepsOf(request, t);
  const isAwaitingPayment = request.status === 'need_action' && request.pay_by;
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} aria-label={t('musicbank.timeline.label')}>
      {steps.map((step) => (
        <Timeline.Item key={step.key} title={step.title}>
          <Text size="xs" c="dimmed">
            {formatDateTime(step.at, i18n.language)}
          </Text>
          {step.note && <Text size="sm">{step.note}</Text>}
        </Timeline.Item>
      ))}
      {isAwaitingPayment && (
        <Timeline.Item title={t('musicbank.timeline.payBy')} lineVariant="dashed">
          <Text size="xs" c="dimmed">
            {formatDateTime(request.pay_by ?? '', i18n.language)}
          </Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}
