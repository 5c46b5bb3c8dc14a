import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './form-modal.tsx';
import { ModalActions } from './modal-actions.tsx';

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
    <FormModal opened={opened} onClose={onClose} title={title} size={size} onSubmit={onSubmit}>
      {children}
      <ModalActions
        cancelLabel={t('profile.actions.cancel')}
        onCancel={onClose}
        submitLabel={submitLabel}
        isPending={isPending}
      />
    </FormModal>
  );
}
