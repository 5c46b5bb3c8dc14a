import type { OpsReport } from '@irama/contracts';
import { Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type ReportAct, useActOnReportMutation } from '../api/act-on-report.ts';

/** Who a report names: the profile's name and company. */
function Party({ label, party }: { label: string; party: { display_name: string; company_name: string } }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {party.display_name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {party.company_name}
      </Text>
    </div>
  );
}

/** The staff's actions on one report: each says what it did once the server agrees. */
function ReportActions({ report }: { report: OpsReport }) {
  const { t } = useTranslation();
  const act = useActOnReportMutation();
  const isHidden = report.reported.is_hidden_by_staff;
  const run = (change: ReportAct, done: string) =>
    act.mutate(change, {
      onSuccess: () => notifySuccess(t(`pages.ops.networkplace.done.${done}`)),
      onError: (error) => notifyError(t, t('pages.ops.networkplace.failed'), error),
    });
  const profileId = report.reported.profile_id;

  return (
    <Group gap="xs">
      {report.status === 'open' && !isHidden && (
        <Button
          size="xs"
          color="red"
          loading={act.isPending}
          onClick={() => run({ kind: 'resolve', reportId: report.id, action: 'profile_hidden' }, 'hidden')}
        >
          {t('pages.ops.networkplace.actions.hide')}
        </Button>
      )}
      {isHidden && (
        <Button
          size="xs"
          variant="light"
          loading={act.isPending}
          onClick={() => run({ kind: 'visibility', profileId, isHidden: false }, 'restored')}
        >
          {t('pages.ops.networkplace.actions.restore')}
        </Button>
      )}
      {report.conversation_id !== null && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          loading={act.isPending}
          onClick={() => run({ kind: 'closeConversation', conversationId: report.conversation_id ?? 0 }, 'closed')}
        >
          {t('pages.ops.networkplace.actions.closeConversation')}
        </Button>
      )}
      {report.status === 'open' && (
        <Button
          size="xs"
          variant="default"
          loading={act.isPending}
          onClick={() => run({ kind: 'resolve', reportId: report.id, action: 'dismissed' }, 'dismissed')}
        >
          {t('pages.ops.networkplace.actions.dismiss')}
        </Button>
      )}
    </Group>
  );
}

/** One report as staff read it: who reported whom, why, what was written, and what was done. */
export function ReportCard({ report }: { report: OpsReport }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('pages.ops.networkplace.reportOf', { name: report.reported.display_name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color="red" variant="light" tt="none">
              {t(`report.reasons.${report.reason}`)}
            </Badge>
            <Badge color="gray" variant="outline" tt="none">
              {t(`pages.ops.networkplace.kinds.${report.kind}`)}
            </Badge>
            {report.reported.is_hidden_by_staff && (
              <Badge color="dark" variant="light" tt="none">
                {t('pages.ops.networkplace.hidden')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(report.created_at, i18n.language)}
          </Text>
        </Group>
        <Group gap="xl" align="flex-start">
          <Party label={t('pages.ops.networkplace.reporter')} party={report.reporter} />
          <Party label={t('pages.ops.networkplace.reported')} party={report.reported} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {t('pages.ops.networkplace.note')}:{' '}
          </Text>
          {report.note || t('pages.ops.networkplace.noNote')}
        </Text>
        {report.message_text !== null && (
          <Blockquote
            p="sm"
            color="gray"
            cite={t('pages.ops.networkplace.message')}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {report.message_text}
          </Blockquote>
        )}
        {report.action && (
          <Text size="sm" c="dimmed">
            {t(`pages.ops.networkplace.outcomes.${report.action}`)}
            {report.resolved_at && ` · ${formatDateTime(report.resolved_at, i18n.language)}`}
          </Text>
        )}
        <ReportActions report={report} />
      </Stack>
    </Paper>
  );
}
