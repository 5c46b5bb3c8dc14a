import type { FormEventHandler, ReactNode } from 'react';
import { FormModal } from './form-modal.tsx';
import { ModalActions } from './modal-actions.tsx';

interface FormDialogProps {
  opened: boolean;
  /** Also what Cancel does, so closing either way clears the form alike. */
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: 'sm' | 'md';
  cancelLabel: string;
  submitLabel: string;
  submitColor?: string;
  isPending: boolean;
  /** Cancel waits for the call too (see `ModalActions`). */
  isCancelLocked?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A wide, centred dialog for one decision with its reasons: the form's fields, then Cancel and submit. */
export function FormDialog({
  cancelLabel,
  submitLabel,
  submitColor,
  isPending,
  isCancelLocked,
  children,
  ...modal
}: FormDialogProps) {
  return (
    <FormModal size="lg" centered {...modal}>
      {children}
      <ModalActions
        cancelLabel={cancelLabel}
        onCancel={modal.onClose}
        submitLabel={submitLabel}
        submitColor={submitColor}
        isPending={isPending}
        isCancelLocked={isCancelLocked}
      />
    </FormModal>
  );
}
