import { type ReleaseDetail, releaseSubmitErrors, todayInWib } from '@irama/contracts';

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

/**
 * Every rule the release breaks if it were submitted `now`, keyed like the server's submit
 * answer (`album.title`, `tracks.0.isrc`), so the review shows exactly what submit would refuse.
 */
export function submitErrorsOf(release: ReleaseDetail, now: Date): Record<string, string> {
  return releaseSubmitErrors(release, todayInWib(now));
}
