import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type BoundInputProps, ControlledField } from './form-field.tsx';

export type WholeNumberFieldProps<T extends FieldValues> = BoundInputProps<
  T,
  Omit<NumberInputProps, 'allowDecimal'>
> & {
  /** What the field holds while the input is empty: '' (so the schema decides whether it may be), or 0. */
  emptyValue?: '' | 0;
};

/** A whole-number input bound to a form field, showing the field's error. */
export function WholeNumberField<T extends FieldValues>({
  form,
  name,
  emptyValue = '',
  ...props
}: WholeNumberFieldProps<T>) {
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <NumberInput
          {...props}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : emptyValue)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
