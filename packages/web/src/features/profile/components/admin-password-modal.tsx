import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminAccount, SetAdminPasswordRequestSchema } from '@irama/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldList } from '../../../components/form-field.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useSetAdminPasswordMutation } from '../api/set-admin-password.ts';
import { newPasswordFields } from './new-password-fields.ts';

type FormValues = z.input<typeof SetAdminPasswordRequestSchema>;
const EMPTY: FormValues = { new_password: '', repeat_password: '' };

/** The owner sets a new password for one admin. */
export function AdminPasswordModal({ admin, onClose }: { admin: AdminAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetAdminPasswordMutation();
  const form = useForm<FormValues>({ resolver: zodResolver(SetAdminPasswordRequestSchema), defaultValues: EMPTY });

  function handleClose() {
    form.reset(EMPTY);
    onClose();
  }

  function handleSubmit(values: FormValues) {
    if (!admin) return;
    mutation.mutate(
      { id: admin.id, body: values },
      {
        onSuccess: () => {
          notifySuccess(t('profile.messages.passwordSaved'));
          handleClose();
        },
        onError: (error) =>
          showFormError(t, t('profile.messages.passwordFailed'), error, form.setError, [
            'new_password',
            'repeat_password',
          ]),
      },
    );
  }

  return (
    <Modal opened={admin !== null} onClose={handleClose} title={t('profile.admins.setPasswordTitle')} centered>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('profile.admins.setPasswordFor', { name: admin?.name ?? '', email: admin?.email ?? '' })}
          </Text>
          <FieldList
            form={form}
            fields={newPasswordFields<FormValues>(t, { hint: t('auth.fields.passwordHint'), isFirstInput: true })}
          />
          <ModalActions
            cancelLabel={t('profile.actions.cancel')}
            onCancel={handleClose}
            submitLabel={t('profile.actions.save')}
            isPending={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
