import { ReviewRunRequestSchema, type RunDetail } from '@irama/contracts';
import { Alert, Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClockPause, IconFileUpload, IconSend, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadingWithHint } from '../../../components/heading-with-hint.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateWith } from '../../../lib/validate-with.ts';
import { type ReviewAction, useReviewRunMutation } from '../api/review-run.ts';
import { SummaryChecksTable } from './summary-checks-table.tsx';

/**
 * A DSR's summary checks: while the run is held, each disagreeing total beside the body's and the
 * accept / reject form (a reason is required); then the run's history with every decision.
 */
export function ReviewTab({ detail }: { detail: RunDetail }) {
  const { t } = useTranslation();
  const { run, checks } = detail;
  const isHeld = run.status === 'needs_review';
  const disagreeing = checks.filter((check) => !check.is_match);
  return (
    <Stack gap="lg">
      {isHeld && (
        <Alert color="orange" variant="light" title={t('ingest.review.held.title')}>
          {t('ingest.review.held.message', { count: disagreeing.length })}
        </Alert>
      )}
      {run.status === 'rejected' && (
        <Alert color="gray" variant="light">
          {t('ingest.review.rejectedNote')}
        </Alert>
      )}
      {checks.length > 0 && (
        <Stack gap="xs">
          <HeadingWithHint title={t('ingest.review.checks.title')} hint={t('ingest.review.checks.description')} />
          <SummaryChecksTable checks={isHeld ? disagreeing : checks} />
        </Stack>
      )}
      {isHeld && <ReviewForm runId={run.id} />}
      <RunHistory detail={detail} />
    </Stack>
  );
}

function ReviewForm({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const mutation = useReviewRunMutation(runId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReviewAction | null>(null);

  function submit(action: ReviewAction) {
    const checked = validateWith(ReviewRunRequestSchema, { reason });
    setReasonError(checked.errors?.reason ?? null);
    if (!checked.data) return;
    setPending(action);
    mutation.mutate(
      { action, reason: checked.data.reason },
      {
        onSuccess: () => notifySuccess(t(`ingest.review.done.${action}`, { id: runId })),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
          notifyError(t, t(`ingest.review.failed.${action}`), error);
        },
        onSettled: () => setPending(null),
      },
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit('accept');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('ingest.review.decide.title')}
        </Title>
        <ReasonField
          label={t('ingest.review.reason.label')}
          description={t('ingest.review.reason.description')}
          rows={3}
          value={reason}
          onChange={setReason}
          error={reasonError}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} />}
            loading={pending === 'reject'}
            disabled={pending === 'accept'}
            onClick={() => submit('reject')}
          >
            {t('ingest.review.decide.reject')}
          </Button>
          <Button
            type="submit"
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={pending === 'accept'}
            disabled={pending === 'reject'}
          >
            {t('ingest.review.decide.accept')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('ingest.review.decide.help')}
        </Text>
      </Stack>
    </form>
  );
}

/** What happened to the run, oldest first: upload, hold, each decision with its reason, publishing. */
function RunHistory({ detail }: { detail: RunDetail }) {
  const { t, i18n } = useTranslation();
  const { run, reviews, checks } = detail;
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const wasHeld = checks.some((check) => !check.is_match);
  const items = [
    {
      key: 'uploaded',
      icon: <IconFileUpload size={14} />,
      title: t('ingest.review.history.uploaded'),
      at: run.created_at,
    },
    ...(wasHeld && run.finished_at
      ? [
          {
            key: 'held',
            icon: <IconClockPause size={14} />,
            title: t('ingest.review.history.held'),
            at: run.finished_at,
          },
        ]
      : []),
    ...reviews.map((review, index) => ({
      key: `review-${index}`,
      icon: review.decision === 'accepted' ? <IconCheck size={14} /> : <IconX size={14} />,
      title: t(`ingest.review.history.${review.decision}`, { name: review.reviewer_name }),
      at: review.created_at,
      reason: review.reason,
    })),
    ...(run.published_at
      ? [
          {
            key: 'published',
            icon: <IconSend size={14} />,
            title: t('ingest.review.history.published'),
            at: run.published_at,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('ingest.review.history.title')}
      </Title>
      <Timeline active={items.length - 1} bulletSize={24} lineWidth={2}>
        {items.map((item) => (
          <Timeline.Item key={item.key} bullet={item.icon} title={item.title}>
            <Text size="xs" c="dimmed">
              {when(item.at)}
            </Text>
            {'reason' in item && item.reason && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.reason}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
