import { Button, Group } from '@mantine/core';

interface ModalActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitColor?: string;
  isPending: boolean;
  /** Cancel waits for the call too, where leaving half-way would lose what it answers. */
  isCancelLocked?: boolean;
  /** Outside a form, the submit button calls this instead of submitting. */
  onSubmit?: () => void;
}

/** A dialog's Cancel and submit buttons, at its end. */
export function ModalActions({
  cancelLabel,
  onCancel,
  submitLabel,
  submitColor,
  isPending,
  isCancelLocked = false,
  onSubmit,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={isCancelLocked && isPending}>
        {cancelLabel}
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} color={submitColor} onClick={onSubmit} loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
