import { type OpsTopic, TopicWriteSchema } from '@irama/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint } from '../../../../components/bilingual-hint.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
import { useSaveTopicMutation } from '../../api/save-topic.ts';
import { BilingualFields } from './bilingual-fields.tsx';
import { OpsFormModal, opsSaveOutcome } from './ops-form-modal.tsx';

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
  const mutation = useSaveTopicMutation();
  const form = useForm<FormValues>({
    values: { name: topic?.name ?? '', name_en: topic?.name_en ?? '', position: topic?.position ?? 0 },
  });

  function handleSubmit(values: FormValues) {
    const body = checkForm(TopicWriteSchema, values, form.setError);
    if (!body) return;
    mutation.mutate(
      { id: topic?.id ?? null, body },
      opsSaveOutcome(t, 'topics', { onClose, setError: form.setError, fields: FIELDS }),
    );
  }

  return (
    <OpsFormModal
      section="topics"
      isNew={!topic}
      opened={opened}
      onClose={onClose}
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={mutation.isPending}
    >
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <BilingualFields form={form} names={['name', 'name_en']} label={t('expertise.ops.topics.name')} />
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
    </OpsFormModal>
  );
}
