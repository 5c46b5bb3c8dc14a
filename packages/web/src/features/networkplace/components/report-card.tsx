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
      onSuccess: () => notifySuccess(t(`networkplace.ops.done.${done}`)),
      onError: (error) => notifyError(t, t('networkplace.ops.failed'), error),
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
          {t('networkplace.ops.actions.hide')}
        </Button>
      )}
      {isHidden && (
        <Button
          size="xs"
          variant="light"
          loading={act.isPending}
          onClick={() => run({ kind: 'visibility', profileId, isHidden: false }, 'restored')}
        >
          {t('networkplace.ops.actions.restore')}
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
          {t('networkplace.ops.actions.closeConversation')}
        </Button>
      )}
      {report.status === 'open' && (
        <Button
          size="xs"
          variant="default"
          loading={act.isPending}
          onClick={() => run({ kind: 'resolve', reportId: report.id, action: 'dismissed' }, 'dismissed')}
        >
          {t('networkplace.ops.actions.dismiss')}
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
      aria-label={t('networkplace.ops.reportOf', { name: report.reported.display_name })}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color="red" variant="light" tt="none">
              {t(`report.reasons.${report.reason}`)}
            </Badge>
            <Badge color="gray" variant="outline" tt="none">
              {t(`networkplace.ops.kinds.${report.kind}`)}
            </Badge>
            {report.reported.is_hidden_by_staff && (
              <Badge color="dark" variant="light" tt="none">
                {t('networkplace.ops.hidden')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(report.created_at, i18n.language)}
          </Text>
        </Group>
        <Group gap="xl" align="flex-start">
          <Party label={t('networkplace.ops.reporter')} party={report.reporter} />
          <Party label={t('networkplace.ops.reported')} party={report.reported} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {t('networkplace.ops.note')}:{' '}
          </Text>
          {report.note || t('networkplace.ops.noNote')}
        </Text>
        {report.message_text !== null && (
          <Blockquote
            p="sm"
            color="gray"
            cite={t('networkplace.ops.message')}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {report.message_text}
          </Blockquote>
        )}
        {report.action && (
          <Text size="sm" c="dimmed">
            {t(`networkplace.ops.outcomes.${report.action}`)}
            {report.resolved_at && ` · ${formatDateTime(report.resolved_at, i18n.language)}`}
          </Text>
        )}
        <ReportActions report={report} />
      </Stack>
    </Paper>
  );
}
