import { zodResolver } from '@hookform/resolvers/zod';
import { APPROVAL_FIELDS, type CompanyProfile, UpdateCompanyRequestSchema } from '@irama/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useUpdateCompanyMutation } from '../api/update-company.ts';
import { CompanyField } from './company-field.tsx';

type FormInput = z.input<typeof UpdateCompanyRequestSchema>;
type FormOutput = z.output<typeof UpdateCompanyRequestSchema>;
type FieldName = keyof FormOutput;

const APPROVAL: readonly FieldName[] = APPROVAL_FIELDS;
const IMMEDIATE: readonly FieldName[] = ['phone', 'address', 'country', 'province', 'city', 'zip_code'];
const FIELDS = [...APPROVAL, ...IMMEDIATE];
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  company: 'organization',
  phone: 'tel',
  address: 'street-address',
  country: 'country-name',
  province: 'address-level1',
  city: 'address-level2',
  zip_code: 'postal-code',
};

function valuesOf(company: CompanyProfile): FormInput {
  return Object.fromEntries(FIELDS.map((field) => [field, company[field] ?? ''])) as FormInput;
}

/** The company, bank and address fields; approval fields become change requests (SPEC §6). */
export function CompanyForm({ company, isOwner }: { company: CompanyProfile; isOwner: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdateCompanyMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateCompanyRequestSchema),
    values: valuesOf(company),
  });
  const { errors, dirtyFields } = form.formState;
  const pending = new Map(company.pending_changes.map((change) => [change.field as FieldName, change.new_value]));

  function handleSubmit(values: FormOutput) {
    // Only what changed: resending an unchanged bank field would open a needless change request.
    const body = Object.fromEntries(
      FIELDS.filter((field) => dirtyFields[field]).map((field) => [field, values[field]]),
    );
    mutation.mutate(body, {
      onSuccess: () => notifySuccess(t('profile.messages.dataSaved')),
      onError: (error) => showFormError(t, t('profile.messages.dataFailed'), error, form.setError, FIELDS),
    });
  }

  function field(name: FieldName) {
    const message = errors[name]?.message;
    return (
      <CompanyField
        key={name}
        label={t(`profile.company.fields.${name}`)}
        readOnly={!isOwner}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        error={message ? t(message) : undefined}
        isPending={pending.has(name)}
        pendingValue={pending.get(name)}
        {...form.register(name)}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
      <Stack gap="lg">
        <SectionCard title={t('profile.company.approvalTitle')} description={t('profile.company.approvalDescription')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {APPROVAL.map(field)}
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('profile.company.addressTitle')} description={t('profile.company.addressDescription')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {IMMEDIATE.map(field)}
          </SimpleGrid>
        </SectionCard>
        {isOwner && (
          <Group justify="flex-end" gap="md">
            {APPROVAL.some((name) => dirtyFields[name]) && (
              <Text size="sm" c="dimmed">
                {t('profile.company.approvalNotice')}
              </Text>
            )}
            <Button type="submit" loading={mutation.isPending} disabled={!form.formState.isDirty}>
              {t('profile.company.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
