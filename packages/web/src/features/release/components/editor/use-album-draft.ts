import type { ReleaseDetail } from '@irama/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../../lib/server-errors.ts';
import { useCreateAlbumMutation } from '../../api/create-album.ts';
import { useUpdateAlbumMutation } from '../../api/update-album.ts';
import {
  ALBUM_FIELDS,
  type AlbumFormValues,
  albumResolver,
  toAlbumDraft,
  toAlbumFormValues,
} from './album-form-values.ts';

/** True when a field name belongs to step 1's form. */
export function isAlbumField(field: string): field is (typeof ALBUM_FIELDS)[number] {
  return (ALBUM_FIELDS as readonly string[]).includes(field);
}

/**
 * Step 1's form with the review team's notes on its fields, and its save as a draft (creating the
 * release on the first save).
 */
export function useAlbumDraft(release: ReleaseDetail | null) {
  const { t } = useTranslation();
  const form = useForm<AlbumFormValues>({ defaultValues: toAlbumFormValues(release), resolver: albumResolver });
  const createMutation = useCreateAlbumMutation();
  const updateMutation = useUpdateAlbumMutation(release?.id ?? 0);

  // The review team's notes go on their fields once (the editor is keyed by the release);
  // a save clears them, the list above the form keeps them until the release is resubmitted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once, on the first render
  useEffect(() => {
    for (const [path, message] of Object.entries(release?.errors ?? {})) {
      const [scope, field] = path.split('.');
      if (scope === 'album' && field && isAlbumField(field)) form.setError(field, { type: 'review', message });
    }
  }, []);

  /** Saves step 1 as a draft (creating it on the first save); null when the server refused it. */
  async function saveAlbum(): Promise<ReleaseDetail | null> {
    const body = toAlbumDraft(form.getValues());
    try {
      const saved = release ? await updateMutation.mutateAsync(body) : await createMutation.mutateAsync(body);
      form.reset(toAlbumFormValues(saved));
      return saved;
    } catch (error) {
      showFormError(t, t('release.editor.messages.saveFailed'), error, form.setError, ALBUM_FIELDS);
      return null;
    }
  }

  return { form, saveAlbum, isSaving: createMutation.isPending || updateMutation.isPending };
}
