import type { TFunction } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { notifySuccess } from './notify.ts';
import { showFormError } from './server-errors.ts';

/**
 * What a staff form does once the server answers its save: says it is saved (`savedKey`) and closes,
 * or shows the refusal (under `failedKey`) on the form's fields.
 */
export function saveOutcome<T extends FieldValues, R>(
  t: TFunction,
  form: {
    savedKey: string;
    failedKey: string;
    onClose: () => void;
    setError: UseFormSetError<T>;
    fields: readonly string[];
  },
  onSaved?: (saved: R) => void,
) {
  return {
    onSuccess: (saved: R) => {
      notifySuccess(t(form.savedKey));
      onSaved?.(saved);
      form.onClose();
    },
    onError: (error: unknown) => showFormError(t, t(form.failedKey), error, form.setError, form.fields),
  };
}
