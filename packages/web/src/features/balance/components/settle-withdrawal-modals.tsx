import { type OpsWithdrawal, PayWithdrawalRequestSchema, RejectWithdrawalRequestSchema } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/money.ts';
import { usePayWithdrawalMutation, useRejectWithdrawalMutation } from '../api/settle-withdrawals.ts';
import { TextActionModal } from './text-action-modal.tsx';

interface SettleWithdrawalModalProps {
  /** The withdrawal being settled; null keeps the modal closed. */
  withdrawal: OpsWithdrawal | null;
  onClose: () => void;
}

/** Marks one withdrawal paid, with the bank's payment code. */
export function PayWithdrawalModal({ withdrawal, onClose }: SettleWithdrawalModalProps) {
  const { t, i18n } = useTranslation();
  const pay = usePayWithdrawalMutation();
  return (
    <TextActionModal
      subjectId={withdrawal?.id ?? null}
      title={t('balance.ops.payTitle', { reference: withdrawal?.reference })}
      message={t('balance.ops.payMessage', {
        amount: formatIdr(withdrawal?.total_idr ?? 0, i18n.language),
        company: withdrawal?.company_name,
        bank: withdrawal?.bank_name,
        account: withdrawal?.account_number,
      })}
      label={t('balance.ops.paymentCode')}
      field="payment_code"
      schema={PayWithdrawalRequestSchema}
      submitLabel={t('balance.ops.pay')}
      successMessage={t('balance.ops.paid', { reference: withdrawal?.reference })}
      mutation={pay}
      onClose={onClose}
    />
  );
}

/** Rejects one withdrawal, with the reason the company is told. */
export function RejectWithdrawalModal({ withdrawal, onClose }: SettleWithdrawalModalProps) {
  const { t, i18n } = useTranslation();
  const reject = useRejectWithdrawalMutation();
  return (
    <TextActionModal
      subjectId={withdrawal?.id ?? null}
      title={t('balance.ops.rejectTitle', { reference: withdrawal?.reference })}
      message={t('balance.ops.rejectMessage', {
        amount: formatIdr(withdrawal?.amount_idr ?? 0, i18n.language),
        company: withdrawal?.company_name,
      })}
      label={t('balance.ops.reason')}
      field="reason"
      schema={RejectWithdrawalRequestSchema}
      isMultiline
      submitLabel={t('balance.ops.reject')}
      submitColor="red"
      successMessage={t('balance.ops.rejected', { reference: withdrawal?.reference })}
      mutation={reject}
      onClose={onClose}
    />
  );
}
