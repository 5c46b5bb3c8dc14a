import { Textarea } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { useFieldError } from '../../../../components/form-field.tsx';

interface BilingualTextareasProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The Indonesian field, then the English one. */
  names: readonly [Path<T>, Path<T>];
  label: string;
  minRows: number;
}

/** A long text in Indonesian and in English, side by side, each with its own error. */
export function BilingualTextareas<T extends FieldValues>({ form, names, label, minRows }: BilingualTextareasProps<T>) {
  const bilingual = useBilingualLabel();
  const errors = [useFieldError(form, names[0]), useFieldError(form, names[1])];
  return names.map((name, index) => (
    <Textarea
      key={name}
      label={bilingual(index === 0 ? 'id' : 'en', label)}
      autosize
      minRows={minRows}
      error={errors[index]}
      {...form.register(name)}
    />
  ));
}
