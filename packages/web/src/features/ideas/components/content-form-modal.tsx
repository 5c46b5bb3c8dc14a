import { IDEA_CONTENT_KINDS, type IdeaContent, type IdeaContentKind, IdeaContentWriteSchema } from '@irama/contracts';
import { Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../components/bilingual-hint.tsx';
import { ControlledField, TextField, useFieldError } from '../../../components/form-field.tsx';
import { ImageUrlInput } from '../../../components/image-url-input.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useSaveContentMutation } from '../api/save-content.ts';

/** The form's values: every text as typed; an empty optional one is sent as null. */
interface FormValues {
  kind: IdeaContentKind;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  image_url: string;
  link_url: string;
  published_on: string;
  starts_on: string;
  ends_on: string;
  position: number;
}

const FIELDS = [
  'kind',
  'title',
  'title_en',
  'summary',
  'summary_en',
  'image_url',
  'link_url',
  'published_on',
  'starts_on',
  'ends_on',
  'position',
];
const OPTIONAL = ['image_url', 'link_url', 'starts_on', 'ends_on'] as const;

function valuesOf(item: IdeaContent | null, kind: IdeaContentKind): FormValues {
  return {
    kind: item?.kind ?? kind,
    title: item?.title ?? '',
    title_en: item?.title_en ?? '',
    summary: item?.summary ?? '',
    summary_en: item?.summary_en ?? '',
    image_url: item?.image_url ?? '',
    link_url: item?.link_url ?? '',
    published_on: item?.published_on ?? new Date().toISOString().slice(0, 10),
    starts_on: item?.starts_on ?? '',
    ends_on: item?.ends_on ?? '',
    position: item?.position ?? 0,
  };
}

interface ContentFormModalProps {
  /** The content to change, or null to add new content of `kind`. */
  item: IdeaContent | null;
  kind: IdeaContentKind;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds or changes a banner, social post, hot topic or trending idea, in Indonesian, English or both,
 * checked by the same schema as the server.
 */
export function ContentFormModal({ item, kind, opened, onClose }: ContentFormModalProps) {
  const { t } = useTranslation();
  const label = useBilingualLabel();
  const mutation = useSaveContentMutation();
  const form = useForm<FormValues>({ values: valuesOf(item, kind) });
  const summaryErrors = { summary: useFieldError(form, 'summary'), summary_en: useFieldError(form, 'summary_en') };

  function handleSubmit(values: FormValues) {
    const body = { ...values, ...Object.fromEntries(OPTIONAL.map((name) => [name, values[name].trim() || null])) };
    const parsed = IdeaContentWriteSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(String(issue.path[0]) as keyof FormValues, { type: 'schema', message: issue.message });
      }
      return;
    }
    mutation.mutate(
      { id: item?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('ideas.ops.saved'));
          onClose();
        },
        onError: (error) => showFormError(t, t('ideas.ops.saveFailed'), error, form.setError, FIELDS),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t(item ? 'ideas.ops.edit' : 'ideas.ops.add')} size="lg">
      <form onSubmit={form.handleSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('ideas.ops.fields.kind')}
                data={IDEA_CONTENT_KINDS.map((value) => ({ value, label: t(`ideas.ops.kinds.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                allowDeselect={false}
              />
            )}
          />
          <BilingualHint />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="title" label={label('id', t('ideas.ops.fields.title'))} />
            <TextField form={form} name="title_en" label={label('en', t('ideas.ops.fields.title'))} />
            {(['summary', 'summary_en'] as const).map((name) => (
              <Textarea
                key={name}
                label={label(name === 'summary' ? 'id' : 'en', t('ideas.ops.fields.summary'))}
                autosize
                minRows={2}
                error={summaryErrors[name]}
                {...form.register(name)}
              />
            ))}
          </SimpleGrid>
          <ControlledField
            form={form}
            name="image_url"
            render={(field, error) => (
              <ImageUrlInput
                label={t('ideas.ops.fields.image_url')}
                description={t('ideas.ops.imageHint')}
                value={field.value}
                error={error}
                onChange={field.onChange}
              />
            )}
          />
          <TextField
            form={form}
            name="link_url"
            label={t('ideas.ops.fields.link_url')}
            description={t('ideas.ops.urlHint')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              form={form}
              name="published_on"
              label={t('ideas.ops.fields.published_on')}
              type="date"
              required
            />
            <WholeNumberField
              form={form}
              name="position"
              label={t('ideas.ops.fields.position')}
              min={0}
              max={999}
              emptyValue={0}
            />
            <TextField form={form} name="starts_on" label={t('ideas.ops.fields.starts_on')} type="date" />
            <TextField form={form} name="ends_on" label={t('ideas.ops.fields.ends_on')} type="date" />
          </SimpleGrid>
          <ModalActions
            cancelLabel={t('profile.actions.cancel')}
            onCancel={onClose}
            submitLabel={t('ideas.ops.save')}
            isPending={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
