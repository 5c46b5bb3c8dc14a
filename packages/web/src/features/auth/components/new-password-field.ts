import type { TFunction } from 'i18next';
import type { FieldValues, Path } from 'react-hook-form';
import type { FieldSpec } from '../../../components/form-field.tsx';

/** The new password with the hint on its rules, as registering and resetting ask for it. */
export function newPasswordField<T extends FieldValues>(t: TFunction, name: Path<T>): FieldSpec<T> {
  return {
    name,
    password: true,
    label: t('auth.fields.newPassword'),
    description: t('auth.fields.passwordHint'),
    autoComplete: 'new-password',
    required: true,
  };
}
