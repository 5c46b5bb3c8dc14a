import type { ReleaseDetail, TrackDetail } from '@irama/contracts';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContributorsField } from './contributors-field.tsx';
import { FormSection } from './form-section.tsx';
import { useContributorRolesQuery } from './track-api.ts';
import { TrackDetailsFields } from './track-details-fields.tsx';
import { TrackFilesFields } from './track-files-fields.tsx';
import { TrackPreviewFields } from './track-preview-fields.tsx';
import { TrackSongFields } from './track-song-fields.tsx';
import { useTrackEditorForm } from './use-track-editor-form.ts';

const CONTRIBUTOR_FIELDS = [
  { name: 'performer_contributors', hint: 'release.trackStep.performersHint', kind: 'performer' },
  { name: 'production_contributors', hint: 'release.trackStep.producersHint', kind: 'production' },
] as const;

interface TrackEditorProps {
  release: ReleaseDetail;
  track: TrackDetail;
  /** Just added: the title gets the focus, which also brings the editor into view. */
  isNew?: boolean;
  /** A field an issue's link points at: every message shows and that field gets the focus. */
  focusField?: string;
  onSaved: () => void;
  onDelete: () => void;
}

/** Every Track field of SPEC §3 for one track, checked with the contracts' track schema. */
export function TrackEditor({ release, track, isNew, focusField, onSaved, onDelete }: TrackEditorProps) {
  const { t } = useTranslation();
  const roles = useContributorRolesQuery();
  const { form, save, keepFiles, isSaving } = useTrackEditorForm({ release, track, isNew, focusField, onSaved });

  return (
    <form
      noValidate
      data-tour="release-form-trackData"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Fieldset variant="unstyled" disabled={!release.is_editable}>
        <Stack gap="lg">
          <TrackSongFields form={form} isEditable={release.is_editable} />
          <TrackDetailsFields form={form} />
          <TrackFilesFields form={form} isEditable={release.is_editable} onFilesChange={keepFiles} />
          <TrackPreviewFields form={form} releaseDate={release.release_date} />

          <FormSection title={t('release.trackStep.sections.contributors')}>
            {CONTRIBUTOR_FIELDS.map(({ name, hint, kind }) => (
              <ContributorsField
                key={name}
                name={name}
                label={t(`release.trackStep.fields.${name}`)}
                description={t(hint)}
                roles={roles.data?.[kind] ?? []}
                control={form.control}
                register={form.register}
                errors={form.formState.errors}
              />
            ))}
          </FormSection>

          {release.is_editable && (
            <Group justify="space-between" gap="sm">
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                {t('release.trackStep.delete')}
              </Button>
              <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                {t('release.trackStep.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
