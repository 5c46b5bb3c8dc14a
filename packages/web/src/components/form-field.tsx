import {
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactElement } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useFieldMessage } from '../lib/use-field-message.ts';

/** What a field needs of its form, whatever the form's context and output types. */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

// `form` is also an input's HTML attribute (the id of its form); here it is the react-hook-form object.
type FieldProps<T extends FieldValues, P> = Omit<P, 'name' | 'error' | 'form'> & {
  form: FieldForm<T>;
  name: Path<T>;
};

/**
 * A form field's error as text (see `useFieldMessage`), or undefined while the field is valid. A list field's
 * error about the list as a whole (too few, duplicates) sits on its `root`.
 */
export function useFieldError<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState'>, name: Path<T>) {
  const message = useFieldMessage();
  const error = get(form.formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
  return message(error?.message ?? error?.root?.message);
}

/** A text input bound to a form field, showing the field's error. */
export function TextField<T extends FieldValues>({ form, name, ...props }: FieldProps<T, TextInputProps>) {
  return <TextInput {...props} error={useFieldError(form, name)} {...form.register(name)} />;
}

/** A text area bound to a form field, showing the field's error. */
export function TextareaField<T extends FieldValues>({ form, name, ...props }: FieldProps<T, TextareaProps>) {
  return <Textarea {...props} error={useFieldError(form, name)} {...form.register(name)} />;
}

/** A password input bound to a form field, showing the field's error. */
export function PasswordField<T extends FieldValues>({ form, name, ...props }: FieldProps<T, PasswordInputProps>) {
  return <PasswordInput {...props} error={useFieldError(form, name)} {...form.register(name)} />;
}

type SpecProps<T extends FieldValues, P> = Omit<FieldProps<T, P>, 'form'>;

/** One input of a `FieldList`: a text input, or a password input where `password` is set. */
export type FieldSpec<T extends FieldValues> =
  | (SpecProps<T, TextInputProps> & { password?: false })
  | (SpecProps<T, PasswordInputProps> & { password: true });

/**
 * Text and password inputs of one form in a row, given as data: forms that differ only in their fields' names,
 * labels and hints share this one renderer.
 */
export function FieldList<T extends FieldValues>({
  form,
  fields,
}: {
  form: FieldForm<T>;
  fields: readonly FieldSpec<T>[];
}) {
  return fields.map((field) => {
    if (field.password) {
      const { password: _, ...props } = field;
      return <PasswordField key={props.name} form={form} {...props} />;
    }
    const { password: _, ...props } = field;
    return <TextField key={props.name} form={form} {...props} />;
  });
}

/** The props of an input that `ControlledField` binds to a form field: its own, less what the field gives it. */
export type BoundInputProps<T extends FieldValues, P> = Omit<P, 'value' | 'onChange' | 'error' | 'form' | 'name'> & {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  name: Path<T>;
};

interface ControlledFieldProps<T extends FieldValues, N extends Path<T>> {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'>;
  name: N;
  /** The input, given the field's value and handlers and its error as text. */
  render: (field: ControllerRenderProps<T, N>, error: string | undefined) => ReactElement;
}

/** An input that is not a native one (a file upload, a list editor) bound to a form field. */
export function ControlledField<T extends FieldValues, N extends Path<T>>({
  form,
  name,
  render,
}: ControlledFieldProps<T, N>) {
  const error = useFieldError(form, name);
  return <Controller control={form.control} name={name} render={({ field }) => render(field, error)} />;
}
