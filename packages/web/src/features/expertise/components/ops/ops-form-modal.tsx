import type { TFunction } from 'i18next';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { saveOutcome } from '../../../../lib/save-outcome.ts';

/** What the staff academy forms edit; each names its own texts under `expertise.ops.<section>`. */
type OpsSection = 'topics' | 'courses' | 'episodes';

interface OpsFormModalProps {
  section: OpsSection;
  /** Adding a new one, rather than changing one that exists. */
  isNew: boolean;
  opened: boolean;
  onClose: () => void;
  size?: 'md' | 'lg';
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  children: ReactNode;
}

/** The dialog that adds or changes a topic, course or episode, titled for which and saved with one button. */
export function OpsFormModal({ section, isNew, ...props }: OpsFormModalProps) {
  const { t } = useTranslation();
  return (
    <StaffFormModal
      {...props}
      submitLabel={t('expertise.ops.save')}
      title={t(`expertise.ops.${section}.${isNew ? 'add' : 'edit'}`)}
    />
  );
}

/** What saving a topic, course or episode does once answered: its notice and closing, or errors on its fields. */
export function opsSaveOutcome<T extends FieldValues, R>(
  t: TFunction,
  section: OpsSection,
  form: { onClose: () => void; setError: UseFormSetError<T>; fields: readonly string[] },
  onSaved?: (saved: R) => void,
) {
  return saveOutcome(
    t,
    { failedKey: 'expertise.ops.saveFailed', savedKey: `expertise.ops.${section}.saved`, ...form },
    onSaved,
  );
}
