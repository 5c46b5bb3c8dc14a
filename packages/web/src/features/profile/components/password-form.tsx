import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequestSchema } from '@irama/contracts';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldList, PasswordField } from '../../../components/form-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { newPasswordFields } from './new-password-fields.ts';

type FormValues = z.input<typeof ChangePasswordRequestSchema>;
const FIELDS = ['current_password', 'new_password', 'repeat_password'] as const;
const EMPTY: FormValues = { current_password: '', new_password: '', repeat_password: '' };

/** The user's own password: current, new and repeated; other sessions end on success. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePasswordMutation();
  const form = useForm<FormValues>({ resolver: zodResolver(ChangePasswordRequestSchema), defaultValues: EMPTY });

  function handleSubmit(values: FormValues) {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t('profile.messages.passwordSaved'));
      },
      onError: (error) => showFormError(t, t('profile.messages.passwordFailed'), error, form.setError, FIELDS),
    });
  }

  return (
    <SectionCard title={t('profile.password.title')} description={t('profile.password.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <PasswordField
            form={form}
            name="current_password"
            label={t('profile.fields.currentPassword')}
            autoComplete="current-password"
            required
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FieldList form={form} fields={newPasswordFields<FormValues>(t)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
