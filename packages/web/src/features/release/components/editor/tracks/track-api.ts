import type { ReleaseDetail, TrackDraftSchema } from '@irama/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../../lib/api-client.ts';
import { releaseQueryKey } from '../../../api/get-release.ts';

/** A track body as sent: the draft schema's input (blank dates may be null). */
export type TrackBody = z.input<typeof TrackDraftSchema>;
export type ContributorRoles = { performer: string[]; production: string[] };

/** POST /api/v2/release/track: a new, empty track of a draft release. */
export function createTrack(body: TrackBody & { release_id: number }): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>('/api/v2/release/track', { method: 'POST', body });
}

/** PUT /api/v2/release/track/id/:id: saves the track as a draft (only shapes are checked). */
export function updateTrack(id: number, body: TrackBody): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/v2/release/track/id/${id}`, { method: 'PUT', body });
}

/** DELETE /api/v2/release/track/id/:id: the track and its place in the album are gone for good. */
export function deleteTrack(id: number): Promise<ReleaseDetail> {
  return apiClient.request<ReleaseDetail>(`/api/v2/release/track/id/${id}`, { method: 'DELETE' });
}

/** GET /api/v2/release/contributor_role_list: performer and production roles. */
export function getContributorRoles(): Promise<ContributorRoles> {
  return apiClient.request<ContributorRoles>('/api/v2/release/contributor_role_list');
}

export function useContributorRolesQuery() {
  // The list is fixed on the server; one read per session is enough.
  return useQuery({ queryKey: ['release', 'contributor-roles'], queryFn: getContributorRoles, staleTime: Infinity });
}

/**
 * Saves a track whose editor is closing: nothing is left on screen to report to, so the answer
 * goes straight into the cache and a failure to `onError`.
 */
export function useBackgroundTrackSave(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return (id: number, body: TrackBody) =>
    void updateTrack(id, body).then(
      (release) => queryClient.setQueryData(releaseQueryKey(release.id), release),
      onError,
    );
}

/** The track writes; each answers with the whole release, which replaces the cached one. */
export function useTrackMutations() {
  const queryClient = useQueryClient();
  const store = (release: ReleaseDetail) => queryClient.setQueryData(releaseQueryKey(release.id), release);
  return {
    create: useMutation({ mutationFn: createTrack, onSuccess: store }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TrackBody }) => updateTrack(id, body),
      onSuccess: store,
    }),
    remove: useMutation({ mutationFn: deleteTrack, onSuccess: store }),
  };
}
