import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_SWITCHES, type AdminAccount, CreateAdminRequestSchema } from '@irama/contracts';
import { Checkbox, Fieldset, Modal, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form-field.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useCreateAdminMutation } from '../api/create-admin.ts';
import { useUpdateAdminMutation } from '../api/update-admin.ts';
import { SWITCH_LABEL_KEYS } from './admin-switch-labels.ts';

type FormInput = z.input<typeof CreateAdminRequestSchema>;
type FormOutput = z.output<typeof CreateAdminRequestSchema>;
const FIELDS = ['firstname', 'lastname', 'email', 'switches'] as const;
const NO_SWITCHES = Object.fromEntries(ADMIN_SWITCHES.map((key) => [key, false]));

interface AdminFormModalProps {
  opened: boolean;
  /** The admin to edit; none to invite a new one. */
  admin: AdminAccount | null;
  onClose: () => void;
}

/** Invites a new admin (names, email, switches) or edits one. */
export function AdminFormModal({ opened, admin, onClose }: AdminFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateAdminMutation();
  const update = useUpdateAdminMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateAdminRequestSchema),
    values: admin
      ? { firstname: admin.firstname, lastname: admin.lastname, email: admin.email, switches: admin.switches }
      : { firstname: '', lastname: '', email: '', switches: NO_SWITCHES },
  });

  function handleClose() {
    form.reset();
    onClose();
  }

  function handleError(error: unknown) {
    showFormError(t, t('profile.messages.dataFailed'), error, form.setError, FIELDS);
  }

  function handleSubmit(values: FormOutput) {
    if (admin) {
      update.mutate(
        { id: admin.id, body: values },
        {
          onSuccess: () => {
            notifySuccess(t('profile.messages.dataSaved'));
            handleClose();
          },
          onError: handleError,
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        notifySuccess(t('profile.admins.invitationSent', { email: created.email }));
        handleClose();
      },
      onError: handleError,
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t(admin ? 'profile.admins.editTitle' : 'profile.admins.createTitle')}
      size="lg"
      centered
    >
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField form={form} name="firstname" label={t('profile.fields.firstname')} required data-autofocus />
            <TextField form={form} name="lastname" label={t('profile.fields.lastname')} required />
          </SimpleGrid>
          <TextField
            form={form}
            name="email"
            label={t('profile.fields.email')}
            type="email"
            required
            description={admin ? undefined : t('profile.admins.emailHint')}
          />
          <Fieldset legend={t('profile.admins.switchesLegend')} variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {ADMIN_SWITCHES.map((key) => (
                <Controller
                  key={key}
                  control={form.control}
                  name={`switches.${key}`}
                  render={({ field }) => (
                    <Checkbox
                      label={t(SWITCH_LABEL_KEYS[key])}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <ModalActions
            cancelLabel={t('profile.actions.cancel')}
            onCancel={handleClose}
            submitLabel={t(admin ? 'profile.actions.save' : 'profile.admins.sendInvitation')}
            isPending={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
