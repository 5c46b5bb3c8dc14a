import { MEDIA_MAX_BYTES, type Payment } from '@irama/contracts';
import { FileInput, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatIdr } from '../../../lib/money.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { uploadTaxProofFile, useAttachTaxProofMutation } from '../api/upload-tax-proof.ts';

const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

interface TaxProofModalProps {
  /** The payment the proof is for; the modal is open while it is set. */
  payment: Payment | null;
  onClose: () => void;
}

/** Uploads a payment's tax proof (bukti potong): the file goes to the media service first, then to the payment. */
export function TaxProofModal({ payment, onClose }: TaxProofModalProps) {
  const { t, i18n } = useTranslation();
  const attach = useAttachTaxProofMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isBusy = progress !== null || attach.isPending;

  function handleClose() {
    if (isBusy) return;
    setFile(null);
    setError(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!payment) return;
    if (!file) return setError('payment.upload.fileRequired');
    if (file.size > MEDIA_MAX_BYTES) return setError('payment.upload.tooLarge');
    setError(null);
    setProgress(0);
    let url: string;
    try {
      url = (await uploadTaxProofFile(file, setProgress)).url;
    } catch (uploadError) {
      setError(errorMessageKey(uploadError));
      return;
    } finally {
      setProgress(null);
    }
    attach.mutate(
      { hash: payment.hash, document_url: url, document_name: file.name },
      {
        onSuccess: () => {
          notifySuccess(t('payment.upload.done'));
          setFile(null);
          onClose();
        },
        onError: (attachError) => {
          if (attachError instanceof ApiError && attachError.code === 'payment.tax_proof_invalid')
            setError(errorMessageKey(attachError));
          else notifyError(t, t('payment.upload.failed'), attachError);
        },
      },
    );
  }

  return (
    <Modal
      opened={payment !== null}
      onClose={handleClose}
      title={t('payment.upload.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {payment && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('payment.upload.description', {
                amount: formatIdr(payment.amount_idr, i18n.language),
                deadline: formatDate(payment.tax_deadline, i18n.language),
              })}
            </Text>
            <FileInput
              label={t('payment.upload.file')}
              description={t('payment.upload.fileHelp')}
              leftSection={<IconPaperclip size={16} />}
              accept={PROOF_ACCEPT}
              clearable
              withAsterisk
              value={file}
              onChange={setFile}
              error={error ? t(error) : undefined}
              disabled={isBusy}
            />
            {progress !== null && (
              <Stack gap={4}>
                <Progress value={progress} aria-label={t('payment.upload.uploading')} />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('payment.upload.progress', { percent: progress })}
                </Text>
              </Stack>
            )}
            <ModalActions
              cancelLabel={t('payment.actions.cancel')}
              onCancel={handleClose}
              submitLabel={t('payment.upload.submit')}
              isPending={isBusy}
              isCancelLocked
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
