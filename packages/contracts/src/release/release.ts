import { z } from 'zod';
import { AlbumStepSchema } from './album.ts';
import type { ReleaseDetail } from './api.ts';
import { TRACKS_MAX } from './constants.ts';
import { type CalendarDate, isCalendarDate, releaseDateRule } from './dates.ts';
import { TrackSchema, trackCrossFieldIssues } from './track.ts';

/** How titles are compared for uniqueness: trimmed, inner spaces collapsed, case-insensitive. */
export function normalizeTrackTitle(title: string): string {
  return title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
}

// Cross-track rules read the raw value through this view so they still report while some other
// field has a type error; each part falls back to "unknown" rather than failing.
const ReleaseFactsSchema = z
  .object({
    album: z.object({ release_date: z.string().trim().catch('') }).catch({ release_date: '' }),
    tracks: z
      .array(
        z
          .object({ title: z.string().catch(''), track_number: z.number().int().nullable().catch(null) })
          .catch({ title: '', track_number: null }),
      )
      .catch([]),
  })
  .catch({ album: { release_date: '' }, tracks: [] });

const RawTracksSchema = z.object({ tracks: z.array(z.unknown()).catch([]) }).catch({ tracks: [] });

type SubmitIssue = { path: (string | number)[]; key: string };

/** Every later track whose value repeats an earlier one's, as issues on `tracks.<index>.<field>`. */
function duplicateIssues<T>(values: readonly (T | null)[], field: string, key: string): SubmitIssue[] {
  const seen = new Set<T>();
  const issues: SubmitIssue[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    if (seen.has(value)) issues.push({ path: ['tracks', index, field], key });
    seen.add(value);
  });
  return issues;
}

/** The rules that span the album and its tracks, given the WIB calendar day of submission. */
export function releaseCrossFieldIssues(release: unknown, submitDate: CalendarDate): SubmitIssue[] {
  if (typeof release !== 'object' || release === null) return [];
  const facts = ReleaseFactsSchema.parse(release);
  const releaseDate = facts.album.release_date;
  const issues: SubmitIssue[] = [];
  if (isCalendarDate(releaseDate)) {
    const rule = releaseDateRule(releaseDate, submitDate);
    if (!rule.valid) issues.push({ path: ['album', 'release_date'], key: rule.key });
  }
  const titles = facts.tracks.map((track) => normalizeTrackTitle(track.title) || null);
  issues.push(...duplicateIssues(titles, 'title', 'release.track.title.duplicate'));
  const numbers = facts.tracks.map((track) => track.track_number);
  issues.push(...duplicateIssues(numbers, 'track_number', 'release.track.number.duplicate'));
  return issues;
}

/**
 * The full release for confirm-and-submit, for a given submit day (`todayInWib(now)`): step 1
 * and every track strict, plus the release-date, preview-date and uniqueness rules.
 */
export function createReleaseSubmitSchema(context: { submitDate: CalendarDate }) {
  return z
    .object({
      album: AlbumStepSchema,
      tracks: z
        .array(TrackSchema, 'release.tracks.required')
        .min(1, 'release.tracks.required')
        .max(TRACKS_MAX, 'release.tracks.too_many')
        .describe('Tracks, at least one'),
    })
    .superRefine(
      (release: unknown, ctx) => {
        for (const issue of releaseCrossFieldIssues(release, context.submitDate)) {
          ctx.addIssue({ code: 'custom', message: issue.key, path: issue.path });
        }
        // The preview rule needs the album's release date, so it is checked here, per track.
        const releaseDate = ReleaseFactsSchema.parse(release).album.release_date;
        if (!isCalendarDate(releaseDate)) return;
        RawTracksSchema.parse(release).tracks.forEach((track, index) => {
          for (const issue of trackCrossFieldIssues(track, releaseDate)) {
            // The track schema already reports the date-independent rules; only add the preview window.
            if (issue.key.startsWith('release.track.preview_date.too_')) {
              ctx.addIssue({ code: 'custom', message: issue.key, path: ['tracks', index, ...issue.path] });
            }
          }
        });
      },
      { when: () => true },
    )
    .describe('A release to submit: album data and tracks');
}
export type ReleaseSubmitInput = z.input<ReturnType<typeof createReleaseSubmitSchema>>;
export type ReleaseSubmit = z.output<ReturnType<typeof createReleaseSubmitSchema>>;

/** A stored release as the submit schema reads it: stored nulls become missing values. */
function submitInput(release: ReleaseDetail) {
  const orUndefined = <T>(value: T | null) => value ?? undefined;
  const credits = (artists: ReleaseDetail['artists']) =>
    artists.map((artist) => ({ ...artist, role: orUndefined(artist.role) }));
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
 * Every submit rule a stored release breaks on a given submit day, one message per field, keyed
 * `album.<field>` and `tracks.<index>.<field>` (`release` for the release as a whole); empty when it may be submitted.
 */
export function releaseSubmitErrors(release: ReleaseDetail, submitDate: CalendarDate): Record<string, string> {
  const result = createReleaseSubmitSchema({ submitDate }).safeParse(submitInput(release));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'release'] ??= issue.message;
  return errors;
}
