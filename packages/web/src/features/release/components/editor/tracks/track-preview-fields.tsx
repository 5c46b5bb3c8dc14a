import { addDays, PREVIEW_RECOMMENDED_DAYS_BEFORE } from '@irama/contracts';
import { Switch } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../../components/form-field.tsx';
import { formatDate } from '../../../../../lib/format-date.ts';
import { FormSection } from './form-section.tsx';
import type { TrackFormValues } from './track-form-values.ts';

interface TrackPreviewFieldsProps {
  form: UseFormReturn<TrackFormValues>;
  releaseDate: string | null;
}

/** Whether the track gets a preview (YouTube Shorts) before the release, and on which day. */
export function TrackPreviewFields({ form, releaseDate }: TrackPreviewFieldsProps) {
  const { t, i18n } = useTranslation();
  const hasPreview = form.watch('has_preview');
  const recommendedPreview = releaseDate ? addDays(releaseDate, -PREVIEW_RECOMMENDED_DAYS_BEFORE) : null;

  function togglePreview(isOn: boolean) {
    form.setValue('has_preview', isOn, { shouldDirty: true });
    if (isOn && !form.getValues('preview_release_date') && recommendedPreview) {
      form.setValue('preview_release_date', recommendedPreview, { shouldDirty: true });
    }
  }

  return (
    <FormSection title={t('release.trackStep.sections.preview')}>
      <Switch
        label={t('release.trackStep.fields.has_preview')}
        description={t('release.trackStep.previewHint')}
        checked={hasPreview}
        onChange={(event) => togglePreview(event.currentTarget.checked)}
      />
      {hasPreview && (
        <TextField
          form={form}
          name="preview_release_date"
          type="date"
          label={t('release.trackStep.fields.preview_release_date')}
          description={
            recommendedPreview
              ? t('release.trackStep.previewDateHint', {
                  date: formatDate(recommendedPreview, i18n.language),
                  release: formatDate(releaseDate ?? '', i18n.language),
                })
              : t('release.trackStep.previewNeedsReleaseDate')
          }
          withAsterisk
          max={releaseDate ? addDays(releaseDate, -1) : undefined}
          min={recommendedPreview ?? undefined}
          style={{ maxWidth: '20rem' }}
        />
      )}
    </FormSection>
  );
}
