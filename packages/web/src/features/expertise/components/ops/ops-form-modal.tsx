import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
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

interface OpsSubmitOptions<V extends FieldValues, S extends z.ZodType, R> {
  section: OpsSection;
  form: Pick<UseFormReturn<V>, 'handleSubmit' | 'setError'>;
  /** The contract's schema of what the server takes. */
  schema: S;
  /** The body the form's values make, as the schema reads it. */
  toBody: (values: V) => unknown;
  /** The form's fields, where a refusal of one is shown. */
  fields: readonly string[];
  /** Sends a checked body; `outcome` gives the notice and closes, or shows the refusal on the fields. */
  save: (body: z.output<S>, outcome: ReturnType<typeof saveOutcome<V, R>>) => void;
  onClose: () => void;
  onSaved?: (saved: R) => void;
}

/**
 * The submit of a topic, course or episode form: the body its values make is checked with the contract's schema
 * (each refused field gets its message) and, when it passes, saved.
 */
export function useOpsSubmit<V extends FieldValues, S extends z.ZodType, R>({
  section,
  form,
  schema,
  toBody,
  fields,
  save,
  onClose,
  onSaved,
}: OpsSubmitOptions<V, S, R>) {
  const { t } = useTranslation();
  return form.handleSubmit((values) => {
    const body = checkForm(schema, toBody(values), form.setError);
    if (!body) return;
    const outcome = saveOutcome(
      t,
      {
        failedKey: 'expertise.ops.saveFailed',
        savedKey: `expertise.ops.${section}.saved`,
        onClose,
        setError: form.setError,
        fields,
      },
      onSaved,
    );
    save(body, outcome);
  });
}
