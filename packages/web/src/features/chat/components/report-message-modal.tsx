import { type ChatMessage, REPORT_REASONS, type ReportReason, ReportRequestSchema } from '@irama/contracts';
import { Blockquote, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useReportMessageMutation } from '../api/report-message.ts';

const NOTE_MAX_LENGTH = 1000;

interface ReportMessageModalProps {
  conversationId: number;
  message: ChatMessage;
  onClose: () => void;
}

/** Reports the other side's message to the distributor's staff, with a reason and an optional note. */
export function ReportMessageModal({ conversationId, message, onClose }: ReportMessageModalProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const mutation = useReportMessageMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: 'chat.report.reasonRequired' });
      return;
    }
    const parsed = ReportRequestSchema.safeParse({ reason, note });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    mutation.mutate(
      { conversationId, messageId: message.id, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('chat.report.sent'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          notifyError(t, t('chat.report.failed'), error);
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('chat.report.title')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Blockquote p="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Blockquote>
          <Select
            label={t('chat.report.reason')}
            placeholder={t('chat.report.reasonPlaceholder')}
            data={REPORT_REASONS.map((value) => ({ value, label: t(`chat.report.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as ReportReason | null)}
            error={fieldMessage(errors.reason)}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('chat.report.note')}
            description={t('chat.report.noteHint', { count: note.length, max: NOTE_MAX_LENGTH })}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={fieldMessage(errors.note)}
            maxLength={NOTE_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={8}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat.report.cancel')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {t('chat.report.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
