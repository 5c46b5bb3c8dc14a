import { EpisodeWriteSchema, type OpsEpisode } from '@irama/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WholeNumberField } from '../../../../components/whole-number-field.tsx';
import { useSaveEpisodeMutation } from '../../api/save-episode.ts';
import { TitleAndDescriptionFields } from './bilingual-fields.tsx';
import { OpsFormModal, useOpsSubmit } from './ops-form-modal.tsx';

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

  const handleSubmit = useOpsSubmit({
    section: 'episodes',
    form,
    schema: EpisodeWriteSchema,
    toBody: (values) => ({
      ...values,
      position: values.position === '' ? undefined : values.position,
      duration_seconds: values.duration_seconds === '' ? undefined : values.duration_seconds,
    }),
    fields: FIELDS,
    save: (body, outcome) => mutation.mutate({ target: { courseId, episodeId: episode?.id ?? null }, body }, outcome),
    onClose,
  });

  return (
    <OpsFormModal
      section="episodes"
      isNew={!episode}
      opened={opened}
      onClose={onClose}
      size="lg"
      onSubmit={handleSubmit}
      isPending={mutation.isPending}
    >
      <TitleAndDescriptionFields form={form} section="episodes" descriptionRows={2}>
        {(['position', 'duration_seconds'] as const).map((name) => (
          <WholeNumberField
            key={name}
            form={form}
            name={name}
            label={t(`expertise.ops.episodes.${name}`)}
            description={t(`expertise.ops.episodes.${name}Hint`)}
            required={name === 'duration_seconds'}
            min={name === 'position' ? 0 : 1}
          />
        ))}
      </TitleAndDescriptionFields>
    </OpsFormModal>
  );
}
