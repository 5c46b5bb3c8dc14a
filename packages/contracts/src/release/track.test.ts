import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { audioFile, clipFile, issuesOf, RELEASE_DATE, validTrack } from './fixtures.ts';
import { splitComposerName } from './people.ts';
import { createTrackSchema, TrackDraftSchema, TrackSchema } from './track.ts';

const track = (overrides: Record<string, unknown> = {}) => TrackSchema.safeParse(validTrack(overrides));

describe('TrackSchema', () => {
  it('accepts a complete track and normalises its ISRC', () => {
    const result = track();
    expect(issuesOf(result)).toEqual([]);
    expect(result.data?.isrc).toBe('IDA122600001');
  });

  it.each([
    ['title', '', 'release.track.title.required'],
    ['track_number', undefined, 'release.track.number.required'],
    ['track_number', 0, 'release.track.number.invalid'],
    ['track_number', 1.5, 'release.track.number.invalid'],
    ['artists', [], 'release.track.artists.required'],
    ['composer_first_name', '', 'release.track.composer.first_name.required'],
    ['composer_last_name', ' ', 'release.track.composer.last_name.required'],
    ['genre', undefined, 'release.track.genre.required'],
    ['genre', 'polka', 'release.track.genre.required'],
    ['region', undefined, 'release.track.region.required'],
    ['isrc', 'ID-A12-26-0001', 'release.isrc.invalid'],
    ['video_isrc', 'IDA12260000X', 'release.isrc.invalid'],
    ['audio', undefined, 'release.track.audio.required'],
    ['clip', undefined, 'release.track.clip.required'],
    ['performer_contributors', [], 'release.track.performers.required'],
    ['production_contributors', [], 'release.track.producers.required'],
    ['lyrics', '', 'release.track.lyrics.required'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    expect(issuesOf(track({ [field]: value }))).toEqual([`${field}:${key}`]);
  });

  it('accepts a track with featured and main artists, and rejects one with only featured artists', () => {
    const featured = { name: 'Dewi', role: 'featured' };
    expect(issuesOf(track({ artists: [featured, { name: 'Sari', role: 'main' }] }))).toEqual([]);
    expect(issuesOf(track({ artists: [featured] }))).toEqual(['artists:release.track.artists.main_required']);
  });

  it('needs both the name and the role of a contributor', () => {
    expect(issuesOf(track({ performer_contributors: [{ name: '', role: 'Vocals' }] }))).toEqual([
      'performer_contributors.0.name:release.contributor.name.required',
    ]);
    expect(issuesOf(track({ production_contributors: [{ name: 'Budi' }] }))).toEqual([
      'production_contributors.0.role:release.contributor.role.required',
    ]);
  });

  it('accepts a track without ISRCs, video or language', () => {
    expect(issuesOf(track({ isrc: '', video_isrc: undefined, video: null, language: undefined }))).toEqual([]);
  });

  it('does not require lyrics for an instrumental track', () => {
    expect(issuesOf(track({ is_instrumental: true, lyrics: '' }))).toEqual([]);
  });

  it('reports missing lyrics even while another field has a type error', () => {
    expect(issuesOf(track({ lyrics: null, genre: undefined }))).toEqual([
      'genre:release.track.genre.required',
      'lyrics:release.track.lyrics.required',
    ]);
  });

  it('rejects full audio below 44.1 kHz or 16-bit, or not WAV', () => {
    expect(issuesOf(track({ audio: audioFile({ sample_rate: 22_050 }) }))).toEqual([
      'audio:release.file.audio.sample_rate_too_low',
    ]);
    expect(issuesOf(track({ audio: audioFile({ bit_depth: 8 }) }))).toEqual([
      'audio:release.file.audio.bit_depth_too_low',
    ]);
    expect(issuesOf(track({ audio: audioFile({ mime: 'audio/mpeg' }) }))).toEqual([
      'audio:release.file.audio.wrong_type',
    ]);
    expect(issuesOf(track({ audio: audioFile({ sample_rate: 96_000, bit_depth: 24 }) }))).toEqual([]);
  });

  it('accepts an audio clip of 15 to 59 seconds only', () => {
    expect(issuesOf(track({ clip: clipFile({ duration_seconds: 15 }) }))).toEqual([]);
    expect(issuesOf(track({ clip: clipFile({ duration_seconds: 59 }) }))).toEqual([]);
    expect(issuesOf(track({ clip: clipFile({ duration_seconds: 14.9 }) }))).toEqual([
      'clip:release.file.clip.too_short',
    ]);
    expect(issuesOf(track({ clip: clipFile({ duration_seconds: 59.5 }) }))).toEqual([
      'clip:release.file.clip.too_long',
    ]);
  });

  it('accepts an MP4 music video and rejects a QuickTime one', () => {
    expect(issuesOf(track({ video: { file_id: 'v', mime: 'video/mp4', size: 1 } }))).toEqual([]);
    expect(issuesOf(track({ video: { file_id: 'v', mime: 'video/quicktime', size: 1 } }))).toEqual([
      'video:release.file.video.wrong_type',
    ]);
  });

  it('requires a preview date when the preview flag is on', () => {
    expect(issuesOf(track({ has_preview: true }))).toEqual([
      'preview_release_date:release.track.preview_date.required',
    ]);
    expect(issuesOf(track({ has_preview: true, preview_release_date: addDays(RELEASE_DATE, -5) }))).toEqual([]);
  });
});

describe('createTrackSchema with the release date', () => {
  const schema = createTrackSchema({ releaseDate: RELEASE_DATE });
  const preview = (daysBefore: number) =>
    issuesOf(
      schema.safeParse(validTrack({ has_preview: true, preview_release_date: addDays(RELEASE_DATE, -daysBefore) })),
    );

  it('accepts a preview 1 to 5 days before the release', () => {
    for (const days of [1, 2, 3, 4, 5]) expect(preview(days)).toEqual([]);
  });

  it('rejects a preview on the release day or 6 days before', () => {
    expect(preview(0)).toEqual(['preview_release_date:release.track.preview_date.too_late']);
    expect(preview(6)).toEqual(['preview_release_date:release.track.preview_date.too_early']);
  });
});

describe('TrackDraftSchema', () => {
  it('accepts an empty draft and one with blank fields', () => {
    expect(TrackDraftSchema.safeParse({}).success).toBe(true);
    expect(
      TrackDraftSchema.safeParse({ title: '', isrc: 'not yet', performer_contributors: [{ name: '' }] }).success,
    ).toBe(true);
  });
});

describe('splitComposerName', () => {
  it('puts a single-word name in both fields', () => {
    expect(splitComposerName(' Sukarno ')).toEqual({ first_name: 'Sukarno', last_name: 'Sukarno' });
  });

  it('takes the last word as the last name', () => {
    expect(splitComposerName('Raden Ajeng  Kartini')).toEqual({ first_name: 'Raden Ajeng', last_name: 'Kartini' });
  });
});
