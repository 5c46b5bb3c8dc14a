import type { UploadType } from '@irama/contracts';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { acceptOf } from './upload-release-file.ts';

interface FilePickerProps {
  type: UploadType;
  /** The field's label: the hidden file input is named after it and the button. */
  fieldLabel: string;
  label: string;
  variant: 'filled' | 'default';
  disabled: boolean;
  onPick: (file: File | null) => void;
}

/** A button that opens the browser's file picker for one release file type. */
export function FilePicker({ type, fieldLabel, label, variant, disabled, onPick }: FilePickerProps) {
  return (
    <FileButton
      onChange={onPick}
      accept={acceptOf(type)}
      disabled={disabled}
      inputProps={{ 'aria-label': `${fieldLabel}: ${label}` }}
    >
      {(buttonProps) => (
        <Button {...buttonProps} size="xs" variant={variant} leftSection={<IconUpload size={14} aria-hidden />}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
