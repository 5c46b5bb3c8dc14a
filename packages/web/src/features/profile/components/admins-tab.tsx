import type { AdminAccount, AdminSwitch } from '@irama/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteAdminMutation } from '../api/delete-admin.ts';
import { useAdminsQuery } from '../api/get-admins.ts';
import { useUpdateAdminMutation } from '../api/update-admin.ts';
import { type AdminAction, AdminCard } from './admin-card.tsx';
import { AdminFormModal } from './admin-form-modal.tsx';
import { AdminPasswordModal } from './admin-password-modal.tsx';

type Confirmation = { admin: AdminAccount; kind: 'toggle-disabled' | 'delete' };

/** Admin settings (owner only): the company's accounts, their feature switches and their lifecycle. */
export function AdminsTab() {
  const { t } = useTranslation();
  const admins = useAdminsQuery();
  const update = useUpdateAdminMutation();
  const remove = useDeleteAdminMutation();
  const [form, setForm] = useState<{ admin: AdminAccount | null } | null>(null);
  const [passwordFor, setPasswordFor] = useState<AdminAccount | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  function handleSwitch(admin: AdminAccount, key: AdminSwitch, isOn: boolean) {
    update.mutate(
      { id: admin.id, body: { switches: { [key]: isOn } } },
      {
        onSuccess: () => notifySuccess(t('profile.messages.dataSaved')),
        onError: (error) => notifyError(t, t('profile.messages.dataFailed'), error),
      },
    );
  }

  function handleAction(admin: AdminAccount, action: AdminAction) {
    if (action === 'edit') setForm({ admin });
    else if (action === 'password') setPasswordFor(admin);
    else setConfirmation({ admin, kind: action });
  }

  function handleConfirm() {
    if (!confirmation) return;
    const { admin, kind } = confirmation;
    const onError = (error: unknown) => notifyError(t, t('profile.messages.dataFailed'), error);
    if (kind === 'delete') {
      remove.mutate(admin.id, {
        onSuccess: () => notifySuccess(t('profile.admins.deleted', { name: admin.name })),
        onError,
        onSettled: () => setConfirmation(null),
      });
      return;
    }
    update.mutate(
      { id: admin.id, body: { is_disabled: !admin.is_disabled } },
      {
        onSuccess: () =>
          notifySuccess(
            t(admin.is_disabled ? 'profile.admins.enabled' : 'profile.admins.disabledDone', { name: admin.name }),
          ),
        onError,
        onSettled: () => setConfirmation(null),
      },
    );
  }

  if (!admins.data) return <QueryState error={admins.error} />;
  const target = confirmation?.admin;
  const isDelete = confirmation?.kind === 'delete';
  const confirmKey = isDelete ? 'delete' : target?.is_disabled ? 'enable' : 'disable';

  return (
    <SectionCard title={t('profile.admins.title')} description={t('profile.admins.description')}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('profile.admins.count', { count: admins.data.length })}
        </Text>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setForm({ admin: null })}>
          {t('profile.admins.create')}
        </Button>
      </Group>
      <Stack gap="sm">
        {admins.data.map((admin) => (
          <AdminCard
            key={admin.id}
            admin={admin}
            isSaving={update.isPending && update.variables?.id === admin.id}
            onSwitch={(key, isOn) => handleSwitch(admin, key, isOn)}
            onAction={(action) => handleAction(admin, action)}
          />
        ))}
      </Stack>
      <AdminFormModal opened={form !== null} admin={form?.admin ?? null} onClose={() => setForm(null)} />
      <AdminPasswordModal admin={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmModal
        opened={confirmation !== null}
        title={t(`profile.admins.confirm.${confirmKey}.title`, { name: target?.name ?? '' })}
        message={t(`profile.admins.confirm.${confirmKey}.message`, { name: target?.name ?? '' })}
        confirmLabel={t(`profile.admins.confirm.${confirmKey}.action`)}
        isDanger={confirmKey !== 'enable'}
        isPending={update.isPending || remove.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirmation(null)}
      />
    </SectionCard>
  );
}
