import { createReleaseSubmitSchema, type ReleaseDetail, todayInWib } from '@irama/contracts';

/** Where a field error points: a step 1 field, or a field of the track at `index` (album order). */
export type IssueTarget = { scope: 'album'; field: string } | { scope: 'track'; index: number; field: string };
export type ReleaseIssue = { path: string; target: IssueTarget; message: string };

/** Reads `album.title`, `tracks.1.isrc`, `tracks` (server and review-team keys) as a target. */
export function targetOf(path: string): IssueTarget {
  const [head, second, third] = path.split('.');
  if (head === 'tracks' && second !== undefined && /^\d+$/.test(second)) {
    return { scope: 'track', index: Number(second), field: third ?? '' };
  }
  if (head === 'album') return { scope: 'album', field: second ?? '' };
  if (head === 'tracks') return { scope: 'track', index: -1, field: '' };
  return { scope: 'album', field: head ?? '' };
}

/** Field → message pairs as issues, album fields first, then tracks in album order. */
export function issuesOf(errors: Record<string, string>): ReleaseIssue[] {
  const issues = Object.entries(errors).map(([path, message]) => ({ path, target: targetOf(path), message }));
  const rank = (target: IssueTarget) => (target.scope === 'album' ? -2 : target.index);
  return issues.sort((a, b) => rank(a.target) - rank(b.target));
}

/** The release as the submit schema reads it: stored nulls become missing values. */
function submitInput(release: ReleaseDetail) {
  const orUndefined = <T>(value: T | null) => value ?? undefined;
  const credits = (artists: ReleaseDetail['artists']) =>
    artists.map((artist) => ({ ...artist, role: artist.role ?? undefined }));
  return {
    album: {
      release_type: orUndefined(release.release_type),
      title: orUndefined(release.title),
      artists: credits(release.artists),
      upc: orUndefined(release.upc),
      release_date: orUndefined(release.release_date),
      label: orUndefined(release.label),
      asset_label: orUndefined(release.asset_label),
      cover_art: orUndefined(release.cover_art),
      platforms: release.platforms,
      statement_letter: orUndefined(release.statement_letter),
      supporting_documents: release.supporting_documents,
      documentation: release.documentation,
    },
    tracks: release.tracks.map((track) => ({
      ...track,
      artists: credits(track.artists),
      title: orUndefined(track.title),
      track_number: orUndefined(track.track_number),
      composer_first_name: orUndefined(track.composer_first_name),
      composer_last_name: orUndefined(track.composer_last_name),
      isrc: orUndefined(track.isrc),
      video_isrc: orUndefined(track.video_isrc),
      genre: orUndefined(track.genre),
      region: orUndefined(track.region),
      audio: orUndefined(track.audio),
      clip: orUndefined(track.clip),
    })),
  };
}

/**
 * Every rule the release breaks if it were submitted `now`, keyed like the server's submit
 * answer (`album.title`, `tracks.0.isrc`), so the review shows exactly what submit would refuse.
 */
export function submitErrorsOf(release: ReleaseDetail, now: Date): Record<string, string> {
  const result = createReleaseSubmitSchema({ submitDate: todayInWib(now) }).safeParse(submitInput(release));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'release'] ??= issue.message;
  return errors;
}
