import { type ReleaseDetail, TRACK_FIELDS, type TrackDetail } from '@irama/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { showFormError } from '../../../../../lib/server-errors.ts';
import { useWarnBeforeUnload } from '../../../../../lib/use-warn-before-unload.ts';
import { targetOf } from '../release-issues.ts';
import { useBackgroundTrackSave, useTrackMutations } from './track-api.ts';
import {
  siblingsOf,
  type TrackFormValues,
  toTrackDraft,
  toTrackFiles,
  toTrackFormValues,
  trackResolver,
} from './track-form-values.ts';

interface TrackEditorFormOptions {
  release: ReleaseDetail;
  track: TrackDetail;
  isNew?: boolean;
  focusField?: string;
  onSaved: () => void;
}

/** The track files an upload or a cut clip changes. */
export type TrackFiles = Parameters<typeof toTrackFiles>[0];

const isTrackField = (field: string): field is (typeof TRACK_FIELDS)[number] =>
  (TRACK_FIELDS as readonly string[]).includes(field);

/**
 * One track's form: checked with the contracts' track schema, showing the review team's messages,
 * focusing the field an issue points at, and keeping what was typed when the editor closes.
 */
export function useTrackEditorForm({ release, track, isNew, focusField, onSaved }: TrackEditorFormOptions) {
  const { t } = useTranslation();
  const { update } = useTrackMutations();
  const resolver = useMemo(
    () => trackResolver({ releaseDate: release.release_date, siblings: siblingsOf(release.tracks, track.id) }),
    [release.release_date, release.tracks, track.id],
  );
  const form = useForm<TrackFormValues>({ defaultValues: toTrackFormValues(track), resolver, mode: 'onTouched' });
  const { isDirty } = form.formState;
  const saveInBackground = useBackgroundTrackSave((error) => {
    // A track deleted while open has nothing left to save.
    if (!(error instanceof ApiError && error.status === 404)) notifyError(t, t('release.trackStep.saveFailed'), error);
  });
  const leave = useRef(() => {});
  leave.current = () => {
    if (isDirty && release.is_editable) saveInBackground(track.id, toTrackDraft(form.getValues()));
  };

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
  useWarnBeforeUnload(isDirty);

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
  function keepFiles(files: TrackFiles) {
    update.mutate(
      { id: track.id, body: toTrackFiles(files) },
      { onSuccess: onSaved, onError: (error) => notifyError(t, t('release.trackStep.fileSaveFailed'), error) },
    );
  }

  return { form, save, keepFiles, isSaving: update.isPending };
}
