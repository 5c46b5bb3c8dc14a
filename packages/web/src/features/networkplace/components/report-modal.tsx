import { REPORT_REASONS, type ReportReason } from '@irama/contracts';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReportMutation } from '../api/report-profile.ts';

interface ReportModalProps {
  profileId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Reports a profile to the distributor's staff with a reason and an optional note. */
export function ReportModal({ profileId, name, opened, onClose }: ReportModalProps) {
  const { t } = useTranslation();
  const report = useReportMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [isMissingReason, setMissingReason] = useState(false);

  function handleSubmit() {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    report.mutate(
      { id: profileId, report: { reason, note: note.trim() } },
      {
        onSuccess: () => {
          notifySuccess(t('networkplace.report.sent'));
          setReason(null);
          setNote('');
          onClose();
        },
        onError: (error) => notifyError(t, t('networkplace.report.failed'), error),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('networkplace.report.title', { name })} centered>
      <Stack gap="md">
        <Select
          label={t('networkplace.report.reason')}
          placeholder={t('networkplace.report.reasonPlaceholder')}
          data={REPORT_REASONS.map((value) => ({ value, label: t(`networkplace.report.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => {
            setMissingReason(false);
            setReason(value as ReportReason | null);
          }}
          error={isMissingReason ? t('validation.required') : undefined}
          required
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label={t('networkplace.report.note')}
          description={t('networkplace.report.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile.actions.cancel')}
          </Button>
          <Button color="red" loading={report.isPending} onClick={handleSubmit}>
            {t('networkplace.report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
