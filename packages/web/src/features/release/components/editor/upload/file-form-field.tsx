import type { ReleaseFile } from '@irama/contracts';
import type { ControllerRenderProps, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ControlledField } from '../../../../../components/form-field.tsx';
import { FileUploadField, type FileUploadFieldProps } from './file-upload-field.tsx';

interface FileFormFieldProps<T extends FieldValues> extends Omit<FileUploadFieldProps, 'value' | 'onChange' | 'error'> {
  form: UseFormReturn<T>;
  /** A field that holds one release file or null. */
  name: Path<T>;
  /** What a new file does; by default the form takes it. Gets the field to do that too. */
  onChange?: (file: ReleaseFile | null, field: ControllerRenderProps<T, Path<T>>) => void;
}

/** A release file upload bound to a form field, showing the field's error. */
export function FileFormField<T extends FieldValues>({ form, name, onChange, ...props }: FileFormFieldProps<T>) {
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <FileUploadField
          {...props}
          value={field.value}
          onChange={(file) => (onChange ? onChange(file, field) : field.onChange(file))}
          error={error}
        />
      )}
    />
  );
}
