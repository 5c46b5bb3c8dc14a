import { HOLD_REASONS, PlaceHoldRequestSchema } from '@irama/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { RupiahInput } from '../../../components/rupiah-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { parseRupiah } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useOpsCompaniesQuery } from '../../../lib/ops-companies.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { type FieldErrors, validateWith } from '../../../lib/validate-with.ts';
import { usePlaceHoldMutation } from '../api/ops-holds.ts';

const EMPTY = { company: '', amount: '', reason: '', note: '', isrc: '', store: '', periode: '' };

/** Staff hold back part of a company's available balance, always with a reason the partner reads. */
export function PlaceHoldModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const companies = useOpsCompaniesQuery();
  const place = usePlaceHoldMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (key: keyof typeof EMPTY) => (value: string | null) =>
    setValues((current) => ({ ...current, [key]: value ?? '' }));
  const errorOf = (field: string) => fieldMessage(errors[field]);

  function reset() {
    setValues(EMPTY);
    setErrors({});
    place.reset();
    onClose();
  }

  function handleClose() {
    if (!place.isPending) reset();
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validateWith(PlaceHoldRequestSchema, {
      company_id: values.company ? Number(values.company) : undefined,
      amount_idr: parseRupiah(values.amount, i18n.language) ?? undefined,
      reason: values.reason || undefined,
      note: values.note,
      isrc: values.isrc,
      store: values.store.trim() || undefined,
      periode: values.periode.trim() || undefined,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    place.mutate(checked.data, {
      onSuccess: (hold) => {
        notifySuccess(t('balance.opsHolds.placed', { company: hold.company_name }));
        reset();
      },
      onError: (failure) => {
        if (failure instanceof ApiError) setErrors(failure.fieldErrors);
      },
    });
  }

  const serverError =
    place.error instanceof ApiError && Object.keys(place.error.fieldErrors).length > 0 ? null : place.error;
  return (
    <FormDialog
      opened={opened}
      onClose={handleClose}
      title={t('balance.opsHolds.placeTitle')}
      onSubmit={handleSubmit}
      cancelLabel={t('balance.actions.cancel')}
      submitLabel={t('balance.opsHolds.place')}
      isPending={place.isPending}
      isCancelLocked
    >
      <Select
        label={t('balance.ops.company')}
        required
        searchable
        data={(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.company }))}
        value={values.company || null}
        onChange={set('company')}
        nothingFoundMessage={t('balance.ops.noCompany')}
        error={errorOf('company_id')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RupiahInput
          label={t('balance.opsHolds.amount')}
          required
          value={values.amount}
          onChange={set('amount')}
          error={errorOf('amount_idr')}
        />
        <Select
          label={t('balance.holds.columns.reason')}
          required
          data={HOLD_REASONS.map((reason) => ({ value: reason, label: t(`balance.opsHolds.reasons.${reason}`) }))}
          value={values.reason || null}
          onChange={set('reason')}
          error={errorOf('reason')}
        />
      </SimpleGrid>
      <ReasonField
        label={t('balance.opsHolds.note')}
        description={t('balance.opsHolds.noteHelp')}
        required
        rows={3}
        maxLength={500}
        value={values.note}
        onChange={set('note')}
        error={errors.note}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="ISRC"
          value={values.isrc}
          onChange={(event) => set('isrc')(event.currentTarget.value)}
          error={errorOf('isrc')}
        />
        <TextInput
          label={t('balance.holds.columns.store')}
          value={values.store}
          onChange={(event) => set('store')(event.currentTarget.value)}
          error={errorOf('store')}
        />
        <TextInput
          label={t('balance.holds.columns.period')}
          placeholder="2026-10"
          value={values.periode}
          onChange={(event) => set('periode')(event.currentTarget.value)}
          error={errorOf('periode')}
        />
      </SimpleGrid>
      <ErrorAlert error={serverError} />
    </FormDialog>
  );
}
