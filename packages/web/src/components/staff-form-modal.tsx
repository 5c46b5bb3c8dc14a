import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StaffFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  /** The submit button's words. */
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A staff form in a dialog: its fields, then Cancel and the submit button. */
export function StaffFormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  isPending,
  submitLabel,
  children,
}: StaffFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={title}
      size={size}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.actions.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
