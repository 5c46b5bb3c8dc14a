import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupiahInput, parseRupiah } from '../lib/money.ts';
import { type BoundInputProps, ControlledField } from './form-field.tsx';

interface RupiahInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'inputMode'> {
  /** What the user typed, kept as text so a half-typed amount is never rounded. */
  value: string;
  onChange: (value: string) => void;
}

/** Whole rupiah: digits with the reader's thousands separator, regrouped when the field is left. */
export function RupiahInput({ value, onChange, onBlur, ...props }: RupiahInputProps) {
  const { i18n } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      leftSection="Rp"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const amount = parseRupiah(value, i18n.language);
        if (amount !== null) onChange(formatRupiahInput(amount, i18n.language));
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

/** A `RupiahInput` bound to a form field holding the amount as typed (text, read with `parseRupiah` on submit). */
export function RupiahField<T extends FieldValues>({ form, name, ...props }: BoundInputProps<T, RupiahInputProps>) {
  return (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => <RupiahInput {...props} value={field.value} onChange={field.onChange} error={error} />}
    />
  );
}
