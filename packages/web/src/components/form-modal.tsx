import { Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  centered?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: 'sm' | 'md';
  /** The form's fields and its actions. */
  children: ReactNode;
}

/** A form in a dialog; the form's own checks, not the browser's, say what is missing. */
export function FormModal({ opened, onClose, title, size, centered, onSubmit, gap = 'sm', children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered={centered}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={gap}>{children}</Stack>
      </form>
    </Modal>
  );
}
