import { REPORT_REASONS, type ReportReason, type ReportRequest, ReportRequestSchema } from '@irama/contracts';
import { Blockquote, Modal, Select, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useFieldMessage } from '../lib/use-field-message.ts';
import { ModalActions } from './modal-actions.tsx';

const NOTE_MAX_LENGTH = 1000;

interface ReportFormModalProps {
  title: string;
  /** What is reported, quoted above the form (a message's text). */
  quote?: string;
  isPending: boolean;
  onClose: () => void;
  /** Sends the report; settles when the server has answered. */
  onSubmit: (report: ReportRequest) => Promise<unknown>;
}

/**
 * A report to the distributor's staff, of a profile or a message: a reason and an optional note,
 * checked with the contract's schema; the server's field messages land on their fields.
 */
export function ReportFormModal({ title, quote, isPending, onClose, onSubmit }: ReportFormModalProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReportRequestSchema.safeParse({ reason: reason ?? undefined, note });
    if (!reason || !parsed.success) {
      const issues = parsed.success ? [] : parsed.error.issues;
      setErrors({
        ...Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])),
        ...(reason ? {} : { reason: 'report.reasonRequired' }),
      });
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      notifySuccess(t('report.sent'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyError(t, t('report.failed'), error);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {quote !== undefined && (
            <Blockquote p="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {quote}
            </Blockquote>
          )}
          <Select
            label={t('report.reason')}
            placeholder={t('report.reasonPlaceholder')}
            data={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as ReportReason | null)}
            error={fieldMessage(errors.reason)}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('report.note')}
            description={t('report.noteHint', { count: note.length, max: NOTE_MAX_LENGTH })}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={fieldMessage(errors.note)}
            maxLength={NOTE_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={8}
          />
          <ModalActions
            cancelLabel={t('report.cancel')}
            onCancel={onClose}
            submitLabel={t('report.submit')}
            submitColor="red"
            isPending={isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
