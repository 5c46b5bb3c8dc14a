import { Button, type ButtonProps } from '@mantine/core';

interface EditDeleteButtonsProps {
  size: ButtonProps['size'];
  editLabel: string;
  deleteLabel: string;
  /** Names the row on each button where a screen reader would otherwise hear a column of bare "Edit"s. */
  ariaLabels?: { edit: string; delete: string };
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete buttons, side by side in the caller's group. */
export function EditDeleteButtons({
  size,
  editLabel,
  deleteLabel,
  ariaLabels,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps) {
  return (
    <>
      <Button size={size} variant="light" onClick={onEdit} aria-label={ariaLabels?.edit}>
        {editLabel}
      </Button>
      <Button size={size} variant="subtle" color="red" onClick={onDelete} aria-label={ariaLabels?.delete}>
        {deleteLabel}
      </Button>
    </>
  );
}
