import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordSchema } from '@irama/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FieldList } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useResetPasswordMutation } from './api/reset-password.ts';
import { AuthDone } from './components/auth-done.tsx';
import { newPasswordField } from './components/new-password-field.ts';

const ResetFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'validation.password.mismatch',
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

/** /reset-password?token=…: sets a new password from the emailed link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // An admin's invitation link (?invite=1) reuses this page to set a first password.
  const isInvite = params.get('invite') === '1';
  const mutation = useResetPasswordMutation();
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  if (mutation.isSuccess) {
    return (
      <AuthDone
        title={t('auth.reset.title')}
        icon={<IconCircleCheck size={18} />}
        message={t('auth.reset.done')}
        action={
          <Button component={Link} to="/login">
            {t('auth.reset.toLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(isInvite ? 'auth.reset.inviteTitle' : 'auth.reset.title')}
        subtitle={t(isInvite ? 'auth.reset.inviteSubtitle' : 'auth.reset.subtitle')}
        subtitleMt={4}
      />
      {!token && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.auth.reset_token_invalid')}
        </Alert>
      )}
      <ErrorAlert error={mutation.error} />
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate({ token, password: values.password }))}>
        <Stack gap="md">
          <FieldList
            form={form}
            fields={[
              newPasswordField<ResetForm>(t, 'password'),
              {
                name: 'confirm',
                password: true,
                label: t('auth.fields.confirmPassword'),
                autoComplete: 'new-password',
                required: true,
              },
            ]}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending} disabled={!token}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth.reset.toLogin')}
      </Anchor>
    </Stack>
  );
}
