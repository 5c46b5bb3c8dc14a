import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequestSchema } from '@irama/contracts';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';

type FormValues = z.input<typeof ChangePasswordRequestSchema>;
const FIELDS = ['current_password', 'new_password', 'repeat_password'] as const;
const EMPTY: FormValues = { current_password: '', new_password: '', repeat_password: '' };

/** The user's own password: current, new and repeated; other sessions end on success. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePasswordMutation();
  const form = useForm<FormValues>({ resolver: zodResolver(ChangePasswordRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  function handleSubmit(values: FormValues) {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t('profile.messages.passwordSaved'));
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, FIELDS);
        notifyError(t, t('profile.messages.passwordFailed'), error);
      },
    });
  }

  return (
    <SectionCard title={t('profile.password.title')} description={t('profile.password.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.fields.currentPassword')}
            autoComplete="current-password"
            required
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            error={message(errors.current_password?.message)}
            {...form.register('current_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('profile.fields.newPassword')}
              autoComplete="new-password"
              required
              error={message(errors.new_password?.message)}
              {...form.register('new_password')}
            />
            <PasswordInput
              label={t('profile.fields.repeatPassword')}
              autoComplete="new-password"
              required
              error={message(errors.repeat_password?.message)}
              {...form.register('repeat_password')}
            />
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
