import { EpisodeWriteSchema, type OpsEpisode } from '@irama/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { ControlledField, TextField } from '../../../../components/form-field.tsx';
import { StaffFormModal } from '../../../../components/staff-form-modal.tsx';
import { checkForm } from '../../../../lib/check-form.ts';
import { saveOutcome } from '../../../../lib/save-outcome.ts';
import { useSaveEpisodeMutation } from '../../api/save-episode.ts';
import { BilingualTextareas } from './bilingual-textareas.tsx';

interface FormValues {
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  position: number | '';
  duration_seconds: number | '';
}
const FIELDS = ['title', 'title_en', 'description', 'description_en', 'position', 'duration_seconds'];

interface EpisodeFormModalProps {
  courseId: number;
  /** The episode to change, or null to add one at `nextPosition`. */
  episode: OpsEpisode | null;
  nextPosition: number;
  opened: boolean;
  onClose: () => void;
}

/** Adds or changes an episode's texts, order and length (an uploaded MP4's own length replaces it). */
export function EpisodeFormModal({ courseId, episode, nextPosition, opened, onClose }: EpisodeFormModalProps) {
  const { t } = useTranslation();
  const label = useBilingualLabel();
  const mutation = useSaveEpisodeMutation();
  const form = useForm<FormValues>({
    values: {
      title: episode?.title ?? '',
      title_en: episode?.title_en ?? '',
      description: episode?.description ?? '',
      description_en: episode?.description_en ?? '',
      position: episode?.position ?? nextPosition,
      duration_seconds: episode?.duration_seconds ?? '',
    },
  });

  function handleSubmit(values: FormValues) {
    const body = checkForm(
      EpisodeWriteSchema,
      {
        ...values,
        position: values.position === '' ? undefined : values.position,
        duration_seconds: values.duration_seconds === '' ? undefined : values.duration_seconds,
      },
      form.setError,
    );
    if (!body) return;
    mutation.mutate(
      { target: { courseId, episodeId: episode?.id ?? null }, body },
      saveOutcome(t, {
        failedKey: 'expertise.ops.saveFailed',
        savedKey: 'expertise.ops.episodes.saved',
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
      title={t(episode ? 'expertise.ops.episodes.edit' : 'expertise.ops.episodes.add')}
      size="lg"
      onSubmit={form.handleSubmit(handleSubmit)}
      isPending={mutation.isPending}
    >
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField form={form} name="title" label={label('id', t('expertise.ops.episodes.title'))} />
        <TextField form={form} name="title_en" label={label('en', t('expertise.ops.episodes.title'))} />
        <BilingualTextareas
          form={form}
          names={['description', 'description_en']}
          label={t('expertise.ops.episodes.description')}
          minRows={2}
        />
        {(['position', 'duration_seconds'] as const).map((name) => (
          <ControlledField
            key={name}
            form={form}
            name={name}
            render={(field, error) => (
              <NumberInput
                label={t(`expertise.ops.episodes.${name}`)}
                description={t(`expertise.ops.episodes.${name}Hint`)}
                required={name === 'duration_seconds'}
                min={name === 'position' ? 0 : 1}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                error={error}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </StaffFormModal>
  );
}
