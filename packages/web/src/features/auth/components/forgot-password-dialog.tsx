// Mantine's modal styles come with the dialog; the first paint carries only the sign-in page's.
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequestSchema } from '@irama/contracts';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';

type FormInput = z.input<typeof ForgotPasswordRequestSchema>;
type FormOutput = z.output<typeof ForgotPasswordRequestSchema>;

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  defaultEmail: string;
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ opened, onClose, defaultEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const mutation = useForgotPasswordMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    values: { email: defaultEmail },
  });
  const emailError = form.formState.errors.email?.message;

  function handleClose() {
    mutation.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={t('auth.forgotPassword.title')} centered>
      {mutation.isSuccess ? (
        <Stack>
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {t('auth.forgotPassword.sent')}
          </Alert>
          <Button onClick={handleClose}>{t('common.close')}</Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values.email))}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('auth.forgotPassword.description')}
            </Text>
            <ErrorAlert error={mutation.error} />
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              error={emailError ? t(emailError) : undefined}
              {...form.register('email')}
            />
            <Button type="submit" loading={mutation.isPending}>
              {t('auth.forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
