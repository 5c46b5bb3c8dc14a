import type { PayablePeriod } from '@irama/contracts';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingualLabel } from '../../../components/bilingual-hint.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRecordPaymentMutation } from '../api/record-payment.ts';

interface PayModalProps {
  /** The period to pay; the modal is open while it is set. */
  period: PayablePeriod | null;
  onClose: () => void;
}

const NO_NOTE = { id: '', en: '' };

/**
 * Staff confirm a transfer of one company's period, with an optional note the owner reads on each
 * payment, in Indonesian, English or both.
 */
export function PayModal({ period, onClose }: PayModalProps) {
  const { t, i18n } = useTranslation();
  const label = useBilingualLabel();
  const pay = useRecordPaymentMutation();
  const [description, setDescription] = useState(NO_NOTE);

  function handleClose() {
    if (pay.isPending) return;
    setDescription(NO_NOTE);
    pay.reset();
    onClose();
  }

  function handleConfirm() {
    if (!period) return;
    pay.mutate(
      {
        company_id: period.company_id,
        periode: period.periode,
        is_adjustment: period.is_adjustment,
        description: description.id.trim(),
        description_en: description.en.trim(),
      },
      {
        onSuccess: ({ payments }) => {
          notifySuccess(t('payment.ops.paid', { count: payments.length, company: period.company_name }));
          setDescription(NO_NOTE);
          pay.reset();
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={period !== null}
      onClose={handleClose}
      title={t('payment.ops.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {period && (
        <Stack gap="md">
          <Text size="sm">
            {t(period.is_adjustment ? 'payment.ops.confirmAdjustment' : 'payment.ops.confirmMessage', {
              company: period.company_name,
              period: formatPeriod(period.periode, i18n.language),
              amount: formatIdr(period.credited_idr, i18n.language),
              count: period.projects,
            })}
          </Text>
          {(['id', 'en'] as const).map((language) => (
            <Textarea
              key={language}
              label={label(language, t('payment.ops.description'))}
              description={language === 'id' ? t('payment.ops.descriptionHelp') : undefined}
              maxLength={500}
              rows={3}
              value={description[language]}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setDescription((current) => ({ ...current, [language]: value }));
              }}
              disabled={pay.isPending}
            />
          ))}
          <ErrorAlert error={pay.error} />
          <ModalActions
            cancelLabel={t('payment.actions.cancel')}
            onCancel={handleClose}
            submitLabel={t('payment.ops.pay')}
            isPending={pay.isPending}
            isCancelLocked
            onSubmit={handleConfirm}
          />
        </Stack>
      )}
    </Modal>
  );
}
