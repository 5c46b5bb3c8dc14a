import { type Conflict, ConflictActionSchema, MEDIA_MAX_BYTES } from '@irama/contracts';
import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateWith } from '../../../lib/validate-with.ts';
import { uploadEvidence, useActOnConflictMutation } from '../api/act-on-conflict.ts';

const EVIDENCE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.mp4,application/pdf,image/jpeg,image/png,video/mp4';

interface CounterModalProps {
  conflict: Conflict;
  opened: boolean;
  onClose: () => void;
}

/** Appeals a conflict: a required reason and an optional evidence file, uploaded first with its progress. */
export function CounterModal({ conflict, opened, onClose }: CounterModalProps) {
  const { t } = useTranslation();
  const act = useActOnConflictMutation();
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; evidence?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const isBusy = progress !== null || act.isPending;

  function handleClose() {
    if (isBusy) return;
    setReason('');
    setEvidence(null);
    setErrors({});
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema checks the reason first, so the owner learns before any upload starts.
    const checked = validateWith(ConflictActionSchema, { action: 'counter', asset_id: conflict.id, reason });
    const nextErrors: typeof errors = {};
    if (checked.errors?.reason) nextErrors.reason = checked.errors.reason;
    if (evidence && evidence.size > MEDIA_MAX_BYTES)
      nextErrors.evidence = 'catalogs.conflicts.counter.evidenceTooLarge';
    setErrors(nextErrors);
    if (!checked.data || Object.keys(nextErrors).length > 0) return;

    let evidenceUrl: string | undefined;
    if (evidence) {
      setProgress(0);
      try {
        evidenceUrl = (await uploadEvidence(evidence, setProgress)).url;
      } catch (error) {
        setErrors({ evidence: errorMessageKey(error) });
        return;
      } finally {
        setProgress(null);
      }
    }
    act.mutate(
      { ...checked.data, ...(evidenceUrl ? { evidence_url: evidenceUrl } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('catalogs.conflicts.notify.countered', { title: conflict.asset_title ?? conflict.asset_id }));
          setReason('');
          setEvidence(null);
          onClose();
        },
        onError: (error) => {
          // A refused reason or evidence shows at its field, in the reader's language.
          if (error instanceof ApiError) {
            const { reason, evidence_url: evidenceKey } = error.fieldErrors;
            if (reason || evidenceKey) setErrors({ reason, evidence: evidenceKey });
          }
          notifyError(t, t('catalogs.conflicts.notify.failed'), error);
        },
      },
    );
  }

  return (
    <FormDialog
      opened={opened}
      onClose={handleClose}
      title={t('catalogs.conflicts.counter.title')}
      onSubmit={handleSubmit}
      gap="md"
      cancelLabel={t('catalogs.conflicts.actions.cancel')}
      submitLabel={t('catalogs.conflicts.counter.submit')}
      isPending={isBusy}
      isCancelLocked
    >
      <Text size="sm">{t('catalogs.conflicts.counter.description')}</Text>
      <ReasonField
        label={t('catalogs.conflicts.counter.reason')}
        description={t('catalogs.conflicts.counter.reasonHelp')}
        rows={5}
        value={reason}
        onChange={setReason}
        error={errors.reason}
        disabled={isBusy}
      />
      <FileInput
        label={t('catalogs.conflicts.counter.evidence')}
        description={t('catalogs.conflicts.counter.evidenceHelp')}
        leftSection={<IconPaperclip size={16} />}
        accept={EVIDENCE_ACCEPT}
        clearable
        value={evidence}
        onChange={setEvidence}
        error={errors.evidence ? t(errors.evidence) : undefined}
        disabled={isBusy}
      />
      {progress !== null && (
        <Stack gap={4}>
          <Progress value={progress} aria-label={t('catalogs.conflicts.counter.uploading')} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('catalogs.conflicts.counter.uploadProgress', { percent: progress })}
          </Text>
        </Stack>
      )}
    </FormDialog>
  );
}
