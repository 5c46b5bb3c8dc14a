import { DeclineMusicbankRequestSchema, type OpsMusicbankRequest } from '@irama/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../../components/form-field.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useDeclineRequestMutation } from '../../api/decline-request.ts';

interface FormValues {
  reason: string;
}

interface DeclineModalProps {
  request: OpsMusicbankRequest | null;
  onClose: () => void;
}

/** Declines a request with the reason the partner reads in its history. */
export function DeclineModal({ request, onClose }: DeclineModalProps) {
  const { t } = useTranslation();
  const decline = useDeclineRequestMutation();
  const form = useForm<FormValues>({ values: { reason: '' } });

  function handleSubmit(values: FormValues) {
    if (!request) return;
    const body = checkForm(DeclineMusicbankRequestSchema, values, form.setError);
    if (!body) return;
    decline.mutate(
      { id: request.id, body },
      saveOutcome(t, {
        savedKey: 'musicbank.ops.requests.declined',
        failedKey: 'musicbank.ops.requests.decideFailed',
        onClose,
        setError: form.setError,
        fields: ['reason'],
      }),
    );
  }

  return (
    <StaffFormModal
      opened={request !== null}
      onClose={onClose}
      title={t('musicbank.ops.requests.declineTitle', { reference: request?.reference ?? '' })}
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={decline.isPending}
      submitLabel={t('musicbank.ops.requests.decline')}
    >
      <TextareaField
        form={form}
        name="reason"
        label={t('musicbank.ops.requests.reason')}
        description={t('musicbank.ops.requests.reasonHelp')}
        autosize
        minRows={3}
        required
      />
    </StaffFormModal>
  );
}
