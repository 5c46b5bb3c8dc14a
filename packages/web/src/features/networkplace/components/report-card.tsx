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

/** One staff action: whether it applies now, how its button looks, what it asks, and its notice (`done`). */
interface ReportAction {
  key: string;
  isShown: boolean;
  variant?: string;
  color?: string;
  change: ReportAct;
  done: string;
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
  const isOpen = report.status === 'open';
  const resolve = (action: 'dismissed' | 'profile_hidden'): ReportAct => ({
    kind: 'resolve',
    reportId: report.id,
    action,
  });
  const actions: ReportAction[] = [
    { key: 'hide', isShown: isOpen && !isHidden, color: 'red', change: resolve('profile_hidden'), done: 'hidden' },
    {
      key: 'restore',
      isShown: isHidden,
      variant: 'light',
      change: { kind: 'visibility', profileId: report.reported.profile_id, isHidden: false },
      done: 'restored',
    },
    {
      key: 'closeConversation',
      isShown: report.conversation_id !== null,
      variant: 'light',
      color: 'orange',
      change: { kind: 'closeConversation', conversationId: report.conversation_id ?? 0 },
      done: 'closed',
    },
    { key: 'dismiss', isShown: isOpen, variant: 'default', change: resolve('dismissed'), done: 'dismissed' },
  ];

  return (
    <Group gap="xs">
      {actions
        .filter((action) => action.isShown)
        .map((action) => (
          <Button
            key={action.key}
            size="xs"
            variant={action.variant}
            color={action.color}
            loading={act.isPending}
            onClick={() => run(action.change, action.done)}
          >
            {t(`networkplace.ops.actions.${action.key}`)}
          </Button>
        ))}
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
