import { type OpsTopic, TopicWriteSchema } from '@irama/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { TextField } from '../../../../components/form-field.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useSaveTopicMutation } from '../../api/save-topic.ts';

interface FormValues {
  name: string;
  name_en: string;
  position: number;
}
const FIELDS = ['name', 'name_en', 'position'];

interface TopicFormModalProps {
  /** The topic to rename, or null to add one. */
  topic: OpsTopic | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or renames a topic, in Indonesian, English or both. */
export function TopicFormModal({ topic, opened, onClose }: TopicFormModalProps) {
  const { t } = useTranslation();
  const label = useBilingualLabel();
  const mutation = useSaveTopicMutation();
  const form = useForm<FormValues>({
    values: { name: topic?.name ?? '', name_en: topic?.name_en ?? '', position: topic?.position ?? 0 },
  });

  function handleSubmit(values: FormValues) {
    const body = checkForm(TopicWriteSchema, values, form.setError);
    if (!body) return;
    mutation.mutate(
      { id: topic?.id ?? null, body },
      saveOutcome(t, {
        failedKey: 'expertise.ops.saveFailed',
        savedKey: 'expertise.ops.topics.saved',
        onClose,
        setError: form.setError,
        fields: FIELDS,
      }),
    );
  }

  return (
    <StaffFormModal
      submitLabel={t('expertise.ops.save')}
      opened={opened}
      onClose={onClose}
      title={t(topic ? 'expertise.ops.topics.edit' : 'expertise.ops.topics.add')}
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={mutation.isPending}
    >
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField form={form} name="name" label={label('id', t('expertise.ops.topics.name'))} />
        <TextField form={form} name="name_en" label={label('en', t('expertise.ops.topics.name'))} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="position"
        render={({ field }) => (
          <NumberInput
            label={t('expertise.ops.order')}
            description={t('expertise.ops.orderHint')}
            min={0}
            max={9999}
            value={field.value}
            onChange={(value) => field.onChange(Number(value) || 0)}
          />
        )}
      />
    </StaffFormModal>
  );
}
