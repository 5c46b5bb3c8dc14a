import { CourseWriteSchema, type OpsCourse, SUGGESTION_REASONS, textIn } from '@irama/contracts';
import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { ControlledField, TextField } from '../../../../components/form-field.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useOpsTopicsQuery } from '../../api/get-ops-topics.ts';
import { useSaveCourseMutation } from '../../api/save-course.ts';
import { BilingualTextareas } from './bilingual-textareas.tsx';

interface FormValues {
  topic_id: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  is_mandatory: boolean;
  /** Empty: not on the featured row. */
  featured_position: number | '';
  suggested_for: string;
  is_published: boolean;
}
const FIELDS = [
  'topic_id',
  'title',
  'title_en',
  'description',
  'description_en',
  'is_mandatory',
  'featured_position',
  'suggested_for',
  'is_published',
];
const NOT_SUGGESTED = 'none';

function valuesOf(course: OpsCourse | null): FormValues {
  return {
    topic_id: course ? String(course.topic_id) : '',
    title: course?.title ?? '',
    title_en: course?.title_en ?? '',
    description: course?.description ?? '',
    description_en: course?.description_en ?? '',
    is_mandatory: course?.is_mandatory ?? false,
    featured_position: course?.featured_position ?? '',
    suggested_for: course?.suggested_for ?? NOT_SUGGESTED,
    is_published: course?.is_published ?? false,
  };
}

interface CourseFormModalProps {
  /** The course to change, or null to add one. */
  course: OpsCourse | null;
  opened: boolean;
  onClose: () => void;
  /** The saved course's id, so a new one opens for its episodes. */
  onSaved?: (id: number) => void;
}

/** Adds or changes a course: texts in both languages, topic, mandatory, featured order, suggestion, published. */
export function CourseFormModal({ course, opened, onClose, onSaved }: CourseFormModalProps) {
  const { t, i18n } = useTranslation();
  const label = useBilingualLabel();
  const topics = useOpsTopicsQuery();
  const mutation = useSaveCourseMutation();
  const form = useForm<FormValues>({ values: valuesOf(course) });

  function handleSubmit(values: FormValues) {
    const body = checkForm(
      CourseWriteSchema,
      {
        ...values,
        topic_id: Number(values.topic_id) || undefined,
        featured_position: values.featured_position === '' ? null : values.featured_position,
        suggested_for: values.suggested_for === NOT_SUGGESTED ? null : values.suggested_for,
      },
      form.setError,
    );
    if (!body) return;
    mutation.mutate(
      { id: course?.id ?? null, body },
      saveOutcome(
        t,
        {
          failedKey: 'expertise.ops.saveFailed',
          savedKey: 'expertise.ops.courses.saved',
          onClose,
          setError: form.setError,
          fields: FIELDS,
        },
        (saved) => onSaved?.(saved.id),
      ),
    );
  }

  return (
    <StaffFormModal
      submitLabel={t('expertise.ops.save')}
      opened={opened}
      onClose={onClose}
      title={t(course ? 'expertise.ops.courses.edit' : 'expertise.ops.courses.add')}
      size="lg"
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={mutation.isPending}
    >
      <ControlledField
        form={form}
        name="topic_id"
        render={(field, error) => (
          <Select
            label={t('expertise.ops.courses.topic')}
            required
            data={(topics.data ?? []).map((topic) => ({
              value: String(topic.id),
              label: textIn(i18n.language, topic.name, topic.name_en),
            }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={error}
            allowDeselect={false}
          />
        )}
      />
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField form={form} name="title" label={label('id', t('expertise.ops.courses.title'))} />
        <TextField form={form} name="title_en" label={label('en', t('expertise.ops.courses.title'))} />
        <BilingualTextareas
          form={form}
          names={['description', 'description_en']}
          label={t('expertise.ops.courses.description')}
          minRows={3}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ControlledField
          form={form}
          name="featured_position"
          render={(field, error) => (
            <NumberInput
              label={t('expertise.ops.courses.featuredPosition')}
              description={t('expertise.ops.courses.featuredHint')}
              min={0}
              max={9999}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
              error={error}
            />
          )}
        />
        <Controller
          control={form.control}
          name="suggested_for"
          render={({ field }) => (
            <Select
              label={t('expertise.ops.courses.suggestedFor')}
              description={t('expertise.ops.courses.suggestedHint')}
              data={[NOT_SUGGESTED, ...SUGGESTION_REASONS].map((value) => ({
                value,
                label: t(`expertise.ops.courses.suggestions.${value}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? NOT_SUGGESTED)}
              allowDeselect={false}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="is_mandatory"
        render={({ field }) => (
          <Switch
            label={t('expertise.ops.courses.mandatory')}
            description={t('expertise.ops.courses.mandatoryHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="is_published"
        render={({ field }) => (
          <Switch
            label={t('expertise.ops.courses.published')}
            description={t('expertise.ops.courses.publishedHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </StaffFormModal>
  );
}
