import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ControlledField } from '../../../../components/form-field.tsx';

type WholeNumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'error' | 'form' | 'name' | 'allowDecimal'
> & {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  /** A field holding a whole number, or '' while the input is empty. */
  name: Path<T>;
};

/** A whole-number input bound to a form field that may stay empty (the schema decides whether it must not). */
export function WholeNumberField<T extends FieldValues>({ form, name, ...props }: WholeNumberFieldProps<T>) {
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <NumberInput
          {...props}
          allowDecimal={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          error={error}
        />
      )}
    />
  );
}
