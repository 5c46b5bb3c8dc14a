import { zodResolver } from '@hookform/resolvers/zod';
import { type Contact, UpdateContactRequestSchema } from '@irama/contracts';
import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldList, PasswordField, TextField } from '../../../components/form-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useUpdateContactMutation } from '../api/update-contact.ts';

type FormInput = z.input<typeof UpdateContactRequestSchema>;
type FormOutput = z.output<typeof UpdateContactRequestSchema>;
const FIELDS = ['firstname', 'lastname', 'email', 'language', 'current_password'] as const;

/** Names, sign-in email and language of the signed-in user. */
export function ContactForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const mutation = useUpdateContactMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateContactRequestSchema),
    values: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      email: contact.email,
      language: contact.language,
    },
  });
  const { errors } = form.formState;
  const isEmailChanging = form.watch('email').trim().toLowerCase() !== contact.email.toLowerCase();
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  function handleSubmit(values: FormOutput) {
    // A password typed before the email was set back is not sent.
    mutation.mutate(isEmailChanging ? values : { ...values, current_password: undefined }, {
      onSuccess: () => notifySuccess(t('profile.messages.dataSaved')),
      onError: (error) => showFormError(t, t('profile.messages.dataFailed'), error, form.setError, FIELDS),
    });
  }

  return (
    <SectionCard title={t('profile.account.title')} description={t('profile.account.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FieldList
              form={form}
              fields={[
                { name: 'firstname', label: t('profile.fields.firstname'), autoComplete: 'given-name', required: true },
                { name: 'lastname', label: t('profile.fields.lastname'), autoComplete: 'family-name', required: true },
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              form={form}
              name="email"
              label={t('profile.fields.email')}
              type="email"
              autoComplete="email"
              required
            />
            <NativeSelect
              label={t('profile.fields.language')}
              data={[
                { value: 'id', label: 'Bahasa Indonesia' },
                { value: 'en', label: 'English' },
              ]}
              error={message(errors.language?.message)}
              {...form.register('language')}
            />
          </SimpleGrid>
          {isEmailChanging && (
            <PasswordField
              form={form}
              name="current_password"
              label={t('profile.account.currentPassword')}
              description={t('profile.account.currentPasswordHint')}
              autoComplete="current-password"
              required
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
