import type { TFunction } from 'i18next';
import type { Path } from 'react-hook-form';
import type { FieldSpec } from '../../../components/form-field.tsx';

interface NewPasswordValues {
  new_password: string;
  repeat_password: string;
}

/** A new password and its repetition, as the user's own password form and the owner's form for an admin ask them. */
export function newPasswordFields<T extends NewPasswordValues>(
  t: TFunction,
  { hint, isFirstInput = false }: { hint?: string; isFirstInput?: boolean } = {},
): FieldSpec<T>[] {
  return [
    {
      name: 'new_password' as Path<T>,
      password: true,
      label: t('profile.fields.newPassword'),
      description: hint,
      autoComplete: 'new-password',
      required: true,
      // A modal focuses the input marked so when it opens.
      ...(isFirstInput ? { 'data-autofocus': true } : {}),
    },
    {
      name: 'repeat_password' as Path<T>,
      password: true,
      label: t('profile.fields.repeatPassword'),
      autoComplete: 'new-password',
      required: true,
    },
  ];
}
