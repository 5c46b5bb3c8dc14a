import { type OpsTopic, TopicWriteSchema } from '@irama/contracts';
import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint } from '../../../../components/bilingual-hint.tsx';
import { useSaveTopicMutation } from '../../api/save-topic.ts';
import { BilingualFields } from './bilingual-fields.tsx';
import { OpsFormModal, useOpsSubmit } from './ops-form-modal.tsx';
import { OrderField } from './order-field.tsx';

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

  const handleSubmit = useOpsSubmit({
    section: 'topics',
    form,
    schema: TopicWriteSchema,
    toBody: (values) => values,
    fields: FIELDS,
    save: (body, outcome) => mutation.mutate({ id: topic?.id ?? null, body }, outcome),
    onClose,
  });

  return (
    <OpsFormModal
      section="topics"
      isNew={!topic}
      opened={opened}
      onClose={onClose}
      onSubmit={handleSubmit}
      isPending={mutation.isPending}
    >
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <BilingualFields form={form} names={['name', 'name_en']} label={t('expertise.ops.topics.name')} />
      </SimpleGrid>
      <OrderField
        form={form}
        name="position"
        label={t('expertise.ops.order')}
        description={t('expertise.ops.orderHint')}
        emptyValue={0}
      />
    </OpsFormModal>
  );
}
