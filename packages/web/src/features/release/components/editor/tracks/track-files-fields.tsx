import type { ReleaseFile } from '@irama/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../../../../../components/form-field.tsx';
import { FileFormField } from '../upload/file-form-field.tsx';
import { ClipTrimmer } from './clip-trimmer.tsx';
import { FormSection } from './form-section.tsx';
import type { TrackFormValues } from './track-form-values.ts';
import type { TrackFiles } from './use-track-editor-form.ts';

interface TrackFilesFieldsProps {
  form: UseFormReturn<TrackFormValues>;
  isEditable: boolean;
  /** Keeps a changed file on the track at once. */
  onFilesChange: (files: TrackFiles) => void;
}

/** The track's audio, the clip cut from it, and its video. */
export function TrackFilesFields({ form, isEditable, onFilesChange }: TrackFilesFieldsProps) {
  const { t } = useTranslation();
  // The WAV as picked in this browser: the clip trimmer draws and plays it without a download.
  const [localAudio, setLocalAudio] = useState<File | null>(null);

  function changeAudio(file: ReleaseFile | null) {
    form.setValue('audio', file, { shouldDirty: true, shouldValidate: Boolean(form.formState.errors.audio) });
    if (!file) setLocalAudio(null);
    // A clip cut from the previous audio does not belong to a newly uploaded one.
    const dropsClip = file !== null && form.getValues('clip') !== null;
    if (dropsClip) form.setValue('clip', null, { shouldDirty: true });
    onFilesChange(dropsClip ? { audio: file, clip: null } : { audio: file });
  }

  // The audio and the video fields are named, labelled and hinted after their kind alike.
  const mediaField = (kind: 'audio' | 'video') => ({
    form,
    name: kind,
    type: kind,
    label: t(`release.trackStep.fields.${kind}`),
    description: t(`release.trackStep.${kind}Hint`),
    disabled: !isEditable,
  });

  return (
    <FormSection title={t('release.trackStep.sections.files')}>
      <FileFormField {...mediaField('audio')} withAsterisk onChange={changeAudio} onFileUploaded={setLocalAudio} />
      <ControlledField
        form={form}
        name="clip"
        render={(field, error) => (
          <ClipTrimmer
            label={t('release.trackStep.fields.clip')}
            audio={form.watch('audio')}
            localFile={localAudio}
            value={field.value}
            onChange={(clip) => {
              field.onChange(clip);
              onFilesChange({ clip });
            }}
            disabled={!isEditable}
            error={error}
          />
        )}
      />
      <FileFormField
        {...mediaField('video')}
        onChange={(video, field) => {
          field.onChange(video);
          onFilesChange({ video });
        }}
      />
    </FormSection>
  );
}
