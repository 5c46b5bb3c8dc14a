import { CourseWriteSchema, type OpsCourse, type OpsCourseDetail, SUGGESTION_REASONS, textIn } from '@irama/contracts';
import { Select, SimpleGrid, Switch } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../../../components/form-field.tsx';
import { useOpsTopicsQuery } from '../../api/get-ops-topics.ts';
import { useSaveCourseMutation } from '../../api/save-course.ts';
import { TitleAndDescriptionFields } from './bilingual-fields.tsx';
import { OpsFormModal, useOpsSubmit } from './ops-form-modal.tsx';
import { OrderField } from './order-field.tsx';

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
// The course's on/off settings and the texts (`expertise.ops.courses.<text>`, `<text>Hint`) that name them.
const SWITCHES = [
  { name: 'is_mandatory', text: 'mandatory' },
  { name: 'is_published', text: 'published' },
] as const;

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
  const topics = useOpsTopicsQuery();
  const mutation = useSaveCourseMutation();
  const form = useForm<FormValues>({ values: valuesOf(course) });

  const handleSubmit = useOpsSubmit({
    section: 'courses',
    form,
    schema: CourseWriteSchema,
    toBody: (values) => ({
      ...values,
      topic_id: Number(values.topic_id) || undefined,
      featured_position: values.featured_position === '' ? null : values.featured_position,
      suggested_for: values.suggested_for === NOT_SUGGESTED ? null : values.suggested_for,
    }),
    fields: FIELDS,
    save: (body, outcome) => mutation.mutate({ id: course?.id ?? null, body }, outcome),
    onClose,
    onSaved: (saved: OpsCourseDetail) => onSaved?.(saved.id),
  });

  return (
    <OpsFormModal
      section="courses"
      isNew={!course}
      opened={opened}
      onClose={onClose}
      size="lg"
      onSubmit={handleSubmit}
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
      <TitleAndDescriptionFields form={form} section="courses" descriptionRows={3} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OrderField
          form={form}
          name="featured_position"
          label={t('expertise.ops.courses.featuredPosition')}
          description={t('expertise.ops.courses.featuredHint')}
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
      {SWITCHES.map(({ name, text }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(`expertise.ops.courses.${text}`)}
              description={t(`expertise.ops.courses.${text}Hint`)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      ))}
    </OpsFormModal>
  );
}
