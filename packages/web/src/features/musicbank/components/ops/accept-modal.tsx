import { AcceptMusicbankRequestSchema, MUSICBANK_LIMITS, type OpsMusicbankRequest } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../../components/form-field.tsx';
import { RupiahField } from '../../../../components/rupiah-input.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { formatRupiahInput } from '../../../../lib/money.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useAcceptRequestMutation } from '../../api/accept-request.ts';
import { checkFeeForm } from '../../lib/check-fee-form.ts';

interface FormValues {
  fee_idr: string;
  terms: string;
}
const FIELDS = ['fee_idr', 'terms'];

interface AcceptModalProps {
  request: OpsMusicbankRequest | null;
  onClose: () => void;
}

/**
 * Accepts a request with the final fee and terms the partner pays for, prefilled with the song's listed ones
 * (a request carries them until it is decided).
 */
export function AcceptModal({ request, onClose }: AcceptModalProps) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptRequestMutation();
  const form = useForm<FormValues>({
    values: {
      fee_idr: request ? formatRupiahInput(request.fee_idr, i18n.language) : '',
      terms: request?.terms ?? '',
    },
  });

  function handleSubmit(values: FormValues) {
    if (!request) return;
    const body = checkFeeForm(AcceptMusicbankRequestSchema, values, i18n.language, form.setError);
    if (!body) return;
    accept.mutate(
      { id: request.id, body },
      saveOutcome(t, {
        savedKey: 'musicbank.ops.requests.accepted',
        failedKey: 'musicbank.ops.requests.decideFailed',
        onClose,
        setError: form.setError,
        fields: FIELDS,
      }),
    );
  }

  return (
    <StaffFormModal
      opened={request !== null}
      onClose={onClose}
      title={t('musicbank.ops.requests.acceptTitle', { reference: request?.reference ?? '' })}
      size="lg"
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={accept.isPending}
      submitLabel={t('musicbank.ops.requests.accept')}
    >
      <Text size="sm">
        {t('musicbank.ops.requests.acceptExplain', {
          company: request?.company.name ?? '',
          title: request?.item.title ?? '',
          days: MUSICBANK_LIMITS.payWithinDays,
        })}
      </Text>
      <RupiahField form={form} name="fee_idr" label={t('musicbank.ops.requests.finalFee')} required maw={260} />
      <TextareaField
        form={form}
        name="terms"
        label={t('musicbank.ops.requests.finalTerms')}
        autosize
        minRows={4}
        required
      />
    </StaffFormModal>
  );
}
