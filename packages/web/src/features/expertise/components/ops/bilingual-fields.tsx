import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { TextareaField, TextField } from '../../../../components/form-field.tsx';

interface BilingualFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The Indonesian field, then the English one. */
  names: readonly [Path<T>, Path<T>];
  label: string;
  /** Set for a long text: both become growing text areas this many rows high at first. */
  minRows?: number;
}

/** One text in Indonesian and in English, side by side, each with its own error. */
export function BilingualFields<T extends FieldValues>({ form, names, label, minRows }: BilingualFieldsProps<T>) {
  const bilingual = useBilingualLabel();
  return names.map((name, index) => {
    const fieldLabel = bilingual(index === 0 ? 'id' : 'en', label);
    return minRows ? (
      <TextareaField key={name} form={form} name={name} label={fieldLabel} autosize minRows={minRows} />
    ) : (
      <TextField key={name} form={form} name={name} label={fieldLabel} />
    );
  });
}
