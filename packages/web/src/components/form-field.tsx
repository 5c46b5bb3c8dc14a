import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What a field needs of its form, whatever the form's context and output types. */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

// `form` is also an input's HTML attribute (the id of its form); here it is the react-hook-form object.
type FieldProps<T extends FieldValues, P> = Omit<P, 'name' | 'error' | 'form'> & {
  form: FieldForm<T>;
  name: Path<T>;
  /** Turns the field's error message key into text; by default its translation in the catalogue. */
  message?: (key: string | undefined) => string | undefined;
};

/** A registered field's props: react-hook-form's binding and its error, translated. */
function useFieldProps<T extends FieldValues>(
  form: FieldForm<T>,
  name: Path<T>,
  message: ((key: string | undefined) => string | undefined) | undefined,
) {
  const { t } = useTranslation();
  const key = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const error = message ? message(key) : key ? t(key) : undefined;
  return { error, ...form.register(name) };
}

/** A text input bound to a form field, showing the field's error. */
export function TextField<T extends FieldValues>({ form, name, message, ...props }: FieldProps<T, TextInputProps>) {
  return <TextInput {...props} {...useFieldProps(form, name, message)} />;
}

/** A password input bound to a form field, showing the field's error. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  message,
  ...props
}: FieldProps<T, PasswordInputProps>) {
  return <PasswordInput {...props} {...useFieldProps(form, name, message)} />;
}
