import {
  addDays,
  GENRES,
  LYRIC_LANGUAGES,
  PREVIEW_RECOMMENDED_DAYS_BEFORE,
  REGIONS,
  type ReleaseDetail,
  type ReleaseFile,
  TRACK_NUMBER_MAX,
  type TrackDetail,
} from '@irama/contracts';
import {
  Button,
  Divider,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, FieldList, TextField } from '../../../../../components/form-field.tsx';
import { ApiError } from '../../../../../lib/api-error.ts';
import { formatDate } from '../../../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { showFormError } from '../../../../../lib/server-errors.ts';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { ArtistCreditsField } from '../artists/artist-credits-field.tsx';
import { targetOf } from '../release-issues.ts';
import { FileFormField } from '../upload/file-form-field.tsx';
import { ClipTrimmer } from './clip-trimmer.tsx';
import { ContributorsField } from './contributors-field.tsx';
import { useBackgroundTrackSave, useContributorRolesQuery, useTrackMutations } from './track-api.ts';
import {
  siblingsOf,
  TRACK_FIELDS,
  type TrackFormValues,
  toTrackDraft,
  toTrackFiles,
  toTrackFormValues,
  trackResolver,
} from './track-form-values.ts';

const ISRC_FIELDS = [
  { name: 'isrc', placeholder: 'ID-A12-24-00001' },
  { name: 'video_isrc', placeholder: 'ID-A12-24-00002' },
] as const;
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider
        label={
          <Title order={4} size="h5">
            {title}
          </Title>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}

const isTrackField = (field: string): field is (typeof TRACK_FIELDS)[number] =>
  (TRACK_FIELDS as readonly string[]).includes(field);

/** Every Track field of SPEC §3 for one track, checked with the contracts' track schema. */
export function TrackEditor({ release, track, isNew, focusField, onSaved, onDelete }: TrackEditorProps) {
  const { t, i18n } = useTranslation();
  const releaseMessage = useFieldMessage();
  const language = i18n.language === 'en' ? 'en' : 'id';
  const roles = useContributorRolesQuery();
  const { update } = useTrackMutations();
  // The WAV as picked in this browser: the clip trimmer draws and plays it without a download.
  const [localAudio, setLocalAudio] = useState<File | null>(null);
  const resolver = useMemo(
    () => trackResolver({ releaseDate: release.release_date, siblings: siblingsOf(release.tracks, track.id) }),
    [release.release_date, release.tracks, track.id],
  );
  const form = useForm<TrackFormValues>({ defaultValues: toTrackFormValues(track), resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const saveInBackground = useBackgroundTrackSave((error) => {
    // A track deleted while open has nothing left to save.
    if (!(error instanceof ApiError && error.status === 404)) notifyError(t, t('release.trackStep.saveFailed'), error);
  });
  const leave = useRef(() => {});
  leave.current = () => {
    if (isDirty && release.is_editable) saveInBackground(track.id, toTrackDraft(form.getValues()));
  };
  const isInstrumental = form.watch('is_instrumental');
  const hasPreview = form.watch('has_preview');
  const recommendedPreview = release.release_date
    ? addDays(release.release_date, -PREVIEW_RECOMMENDED_DAYS_BEFORE)
    : null;

  // A rejected release carries the review team's messages as `tracks.<index>.<field>`.
  useEffect(() => {
    const index = release.tracks.findIndex((candidate) => candidate.id === track.id);
    for (const [path, note] of Object.entries(release.errors)) {
      const target = targetOf(path);
      if (target.scope === 'track' && target.index === index && isTrackField(target.field)) {
        form.setError(target.field, { type: 'server', message: note });
      }
    }
  }, [release.errors, release.tracks, track.id, form]);

  useEffect(() => {
    if (isNew) form.setFocus('title');
  }, [isNew, form]);

  useEffect(() => {
    if (!focusField || !isTrackField(focusField)) return;
    void form.trigger().then(() => {
      form.setFocus(focusField);
      // Focus alone stops at the field's top edge; its message under it should show too.
      document.activeElement?.scrollIntoView({ block: 'center' });
    });
  }, [focusField, form]);

  // Closing the track, going to another step or leaving the page keeps what was typed.
  useEffect(() => () => leave.current(), []);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  async function save() {
    const isComplete = await form.trigger(undefined, { shouldFocus: true });
    update.mutate(
      { id: track.id, body: toTrackDraft(form.getValues()) },
      {
        onSuccess: () => {
          notifySuccess(t(isComplete ? 'release.trackStep.saved' : 'release.trackStep.savedIncomplete'));
          form.reset(form.getValues(), { keepErrors: true });
          onSaved();
        },
        onError: (error) => showFormError(t, t('release.trackStep.saveFailed'), error, form.setError, TRACK_FIELDS),
      },
    );
  }

  // An upload or a cut clip is kept on the track at once, so leaving the page never loses it.
  function keepFiles(files: Parameters<typeof toTrackFiles>[0]) {
    update.mutate(
      { id: track.id, body: toTrackFiles(files) },
      { onSuccess: onSaved, onError: (error) => notifyError(t, t('release.trackStep.fileSaveFailed'), error) },
    );
  }

  function changeAudio(file: ReleaseFile | null) {
    form.setValue('audio', file, { shouldDirty: true, shouldValidate: Boolean(errors.audio) });
    if (!file) setLocalAudio(null);
    // A clip cut from the previous audio does not belong to a newly uploaded one.
    const dropsClip = file !== null && form.getValues('clip') !== null;
    if (dropsClip) form.setValue('clip', null, { shouldDirty: true });
    keepFiles(dropsClip ? { audio: file, clip: null } : { audio: file });
  }

  function togglePreview(isOn: boolean) {
    form.setValue('has_preview', isOn, { shouldDirty: true });
    if (isOn && !form.getValues('preview_release_date') && recommendedPreview) {
      form.setValue('preview_release_date', recommendedPreview, { shouldDirty: true });
    }
  }

  const select = (
    name: Path<TrackFormValues> & ('genre' | 'language' | 'region'),
    options: { data: { value: string; label: string }[]; label: string; required: boolean },
  ) => (
    <ControlledField
      form={form}
      name={name}
      render={(field, error) => (
        <Select
          label={options.label}
          withAsterisk={options.required}
          data={options.data}
          searchable
          clearable={!options.required}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          nothingFoundMessage={t('release.trackStep.nothingFound')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

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
          <Section title={t('release.trackStep.sections.song')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <TextField form={form} name="title" label={t('release.trackStep.fields.title')} withAsterisk />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <ControlledField
                  form={form}
                  name="track_number"
                  render={(field, error) => (
                    <NumberInput
                      label={t('release.trackStep.fields.track_number')}
                      withAsterisk
                      min={1}
                      max={TRACK_NUMBER_MAX}
                      allowDecimal={false}
                      allowNegative={false}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={error}
                    />
                  )}
                />
              </Grid.Col>
            </Grid>
            <div data-tour="release-form-artists">
              <ArtistCreditsField
                form={form}
                name="artists"
                label={t('release.trackStep.fields.artists')}
                withAsterisk
                disabled={!release.is_editable}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FieldList
                form={form}
                fields={(['composer_first_name', 'composer_last_name'] as const).map((name) => ({
                  name,
                  label: t(`release.trackStep.fields.${name}`),
                  description: t('release.trackStep.composerHint'),
                  withAsterisk: true,
                }))}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('release.trackStep.sections.details')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FieldList
                form={form}
                fields={ISRC_FIELDS.map(({ name, placeholder }) => ({
                  name,
                  label: t(`release.trackStep.fields.${name}`),
                  description: t('release.trackStep.isrcHint'),
                  placeholder,
                  autoCapitalize: 'characters',
                }))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {select('genre', {
                label: t('release.trackStep.fields.genre'),
                required: true,
                data: GENRES.map((genre) => ({ value: genre.id, label: genre.name[language] })),
              })}
              {select('language', {
                label: t('release.trackStep.fields.language'),
                required: false,
                data: LYRIC_LANGUAGES.map((item) => ({ value: item.id, label: item.name[language] })),
              })}
              {select('region', {
                label: t('release.trackStep.fields.region'),
                required: true,
                data: REGIONS.map((region) => ({ value: region.id, label: region.name[language] })),
              })}
            </SimpleGrid>
            <Group gap="xl">
              <Switch label={t('release.trackStep.fields.is_explicit')} {...form.register('is_explicit')} />
              <Switch
                label={t('release.trackStep.fields.is_instrumental')}
                {...form.register('is_instrumental', {
                  // Lyrics stop (or start) being required: the shown message must follow at once.
                  onChange: () => (form.getFieldState('lyrics').error ? void form.trigger('lyrics') : undefined),
                })}
              />
            </Group>
            <Textarea
              data-tour="release-form-lyrics"
              label={t('release.trackStep.fields.lyrics')}
              description={t(isInstrumental ? 'release.trackStep.lyricsOptional' : 'release.trackStep.lyricsHint')}
              withAsterisk={!isInstrumental}
              rows={6}
              resize="vertical"
              error={releaseMessage(errors.lyrics?.message)}
              {...form.register('lyrics')}
            />
          </Section>

          <Section title={t('release.trackStep.sections.files')}>
            <FileFormField
              form={form}
              name="audio"
              type="audio"
              label={t('release.trackStep.fields.audio')}
              description={t('release.trackStep.audioHint')}
              withAsterisk
              onChange={changeAudio}
              onFileUploaded={setLocalAudio}
              disabled={!release.is_editable}
            />
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
                    keepFiles({ clip });
                  }}
                  disabled={!release.is_editable}
                  error={error}
                />
              )}
            />
            <FileFormField
              form={form}
              name="video"
              type="video"
              label={t('release.trackStep.fields.video')}
              description={t('release.trackStep.videoHint')}
              onChange={(video, field) => {
                field.onChange(video);
                keepFiles({ video });
              }}
              disabled={!release.is_editable}
            />
          </Section>

          <Section title={t('release.trackStep.sections.preview')}>
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
                        release: formatDate(release.release_date ?? '', i18n.language),
                      })
                    : t('release.trackStep.previewNeedsReleaseDate')
                }
                withAsterisk
                max={release.release_date ? addDays(release.release_date, -1) : undefined}
                min={recommendedPreview ?? undefined}
                style={{ maxWidth: '20rem' }}
              />
            )}
          </Section>

          <Section title={t('release.trackStep.sections.contributors')}>
            {CONTRIBUTOR_FIELDS.map(({ name, hint, kind }) => (
              <ContributorsField
                key={name}
                name={name}
                label={t(`release.trackStep.fields.${name}`)}
                description={t(hint)}
                roles={roles.data?.[kind] ?? []}
                control={form.control}
                register={form.register}
                errors={errors}
              />
            ))}
          </Section>

          {release.is_editable && (
            <Group justify="space-between" gap="sm">
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                {t('release.trackStep.delete')}
              </Button>
              <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                {t('release.trackStep.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
