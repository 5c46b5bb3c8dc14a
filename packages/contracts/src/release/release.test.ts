import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { issuesOf, RELEASE_DATE, SUBMIT_DATE, validAlbum, validTrack } from './fixtures.ts';
import {
  AlbumDraftSchema,
  AlbumStepSchema,
  canTransition,
  createAlbumStepSchema,
  createReleaseSubmitSchema,
  normalizeTrackTitle,
  RELEASE_STATUSES,
  type ReleaseDetail,
  releaseSubmitErrors,
} from './index.ts';

const submitSchema = createReleaseSubmitSchema({ submitDate: SUBMIT_DATE });
const album = (overrides: Record<string, unknown> = {}) => AlbumStepSchema.safeParse(validAlbum(overrides));

describe('AlbumStepSchema', () => {
  it('accepts a complete single', () => {
    expect(issuesOf(album())).toEqual([]);
  });

  it.each([
    ['title', '', 'release.album.title.required'],
    ['title', undefined, 'release.album.title.required'],
    ['title', '   ', 'release.album.title.required'],
    ['release_date', undefined, 'release.album.release_date.required'],
    ['release_date', '2026-02-30', 'release.date.invalid'],
    ['label', '', 'release.album.label.required'],
    ['asset_label', '', 'release.album.asset_label.required'],
    ['cover_art', undefined, 'release.album.cover_art.required'],
    ['statement_letter', undefined, 'release.album.statement_letter.required'],
    ['platforms', [], 'release.album.platforms.required'],
    ['platforms', undefined, 'release.album.platforms.required'],
    ['artists', [], 'release.album.artists.required'],
    ['artists', [{ name: 'Dewi', role: 'featured' }], 'release.album.artists.main_required'],
    ['upc', '03600029145', 'release.upc.invalid_length'],
    ['upc', '036000291453', 'release.upc.invalid_check_digit'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    expect(issuesOf(album({ [field]: value }))).toEqual([`${field}:${key}`]);
  });

  it('rejects an artist with neither a database id nor a name', () => {
    expect(issuesOf(album({ artists: [{ role: 'main' }] }))).toEqual(['artists.0.name:release.artist.name.required']);
  });

  it('accepts a valid UPC and returns its digits', () => {
    expect(album({ upc: '036000291452' }).data?.upc).toBe('036000291452');
  });

  it('adds TikTok and TikTok Music whenever any platform is chosen', () => {
    expect(album({ platforms: ['spotify', 'joox'] }).data?.platforms).toEqual([
      'spotify',
      'joox',
      'tiktok',
      'tiktok_music',
    ]);
    expect(album({ platforms: ['tiktok', 'spotify', 'spotify'] }).data?.platforms).toEqual([
      'spotify',
      'tiktok',
      'tiktok_music',
    ]);
  });

  it('rejects a cover that is not 3000x3000 on the cover_art path', () => {
    expect(
      issuesOf(album({ cover_art: { file_id: 'c', mime: 'image/jpeg', size: 10, width: 1000, height: 1000 } })),
    ).toEqual(['cover_art:release.file.cover.wrong_dimensions']);
  });

  it('accepts optional documentation as JPG or MP4 and rejects a PDF there', () => {
    const jpg = { file_id: 'd1', mime: 'image/jpeg', size: 1000 };
    const mp4 = { file_id: 'd2', mime: 'video/mp4', size: 1000 };
    expect(issuesOf(album({ documentation: [jpg, mp4] }))).toEqual([]);
    expect(issuesOf(album({ documentation: [{ file_id: 'd3', mime: 'application/pdf', size: 1000 }] }))).toEqual([
      'documentation.0:release.file.documentation.wrong_type',
    ]);
  });
});

describe('createAlbumStepSchema', () => {
  const schema = createAlbumStepSchema({ submitDate: SUBMIT_DATE });

  it('checks the 7-day rule in step 1 already', () => {
    expect(issuesOf(schema.safeParse(validAlbum({ release_date: addDays(SUBMIT_DATE, 7) })))).toEqual([]);
    expect(issuesOf(schema.safeParse(validAlbum({ release_date: addDays(SUBMIT_DATE, 6) })))).toEqual([
      'release_date:release.album.release_date.too_soon',
    ]);
  });

  it('reports a missing date once, as required', () => {
    expect(issuesOf(schema.safeParse(validAlbum({ release_date: '' })))).toEqual([
      'release_date:release.album.release_date.required',
    ]);
  });
});

describe('AlbumDraftSchema', () => {
  it('accepts an empty draft and a half-filled one', () => {
    expect(AlbumDraftSchema.safeParse({}).success).toBe(true);
    expect(
      AlbumDraftSchema.safeParse({ title: '', upc: '123', platforms: [], artists: [{ name: 'Sari' }] }).success,
    ).toBe(true);
  });

  it('still refuses a date that does not exist', () => {
    expect(issuesOf(AlbumDraftSchema.safeParse({ release_date: '2026-13-01' }))).toEqual([
      'release_date:release.date.invalid',
    ]);
  });
});

describe('createReleaseSubmitSchema', () => {
  const release = (albumOverrides: Record<string, unknown>, tracks: unknown[]) => ({
    album: validAlbum(albumOverrides),
    tracks,
  });

  it('accepts a complete release', () => {
    expect(issuesOf(submitSchema.safeParse(release({}, [validTrack()])))).toEqual([]);
  });

  it('requires at least one track', () => {
    expect(issuesOf(submitSchema.safeParse(release({}, [])))).toEqual(['tracks:release.tracks.required']);
  });

  it('rejects a release date 6 days after submit and accepts 7', () => {
    const sixDays = release({ release_date: addDays(SUBMIT_DATE, 6) }, [validTrack()]);
    expect(issuesOf(submitSchema.safeParse(sixDays))).toEqual([
      'album.release_date:release.album.release_date.too_soon',
    ]);
    const sevenDays = release({ release_date: addDays(SUBMIT_DATE, 7) }, [validTrack()]);
    expect(submitSchema.safeParse(sevenDays).success).toBe(true);
  });

  it('checks each preview date against the album release date', () => {
    const preview = (days: number) =>
      validTrack({ has_preview: true, preview_release_date: addDays(RELEASE_DATE, -days) });
    expect(issuesOf(submitSchema.safeParse(release({}, [preview(5)])))).toEqual([]);
    expect(issuesOf(submitSchema.safeParse(release({}, [preview(0)])))).toEqual([
      'tracks.0.preview_release_date:release.track.preview_date.too_late',
    ]);
    expect(issuesOf(submitSchema.safeParse(release({}, [preview(6)])))).toEqual([
      'tracks.0.preview_release_date:release.track.preview_date.too_early',
    ]);
  });

  it('reports a duplicate title on the later track even while another field is broken', () => {
    const tracks = [validTrack({ audio: undefined }), validTrack({ title: ' lagu  RINDU ', track_number: 2 })];
    expect(issuesOf(submitSchema.safeParse(release({}, tracks)))).toEqual([
      'tracks.0.audio:release.track.audio.required',
      'tracks.1.title:release.track.title.duplicate',
    ]);
  });

  // Titles from letters, digits and spaces, so case folding is unambiguous; uniqueness is
  // decided by the same normalisation the schema uses.
  const title = fc
    .string({ unit: fc.constantFrom(...'abcdeXYZ019 '), minLength: 1, maxLength: 12 })
    .filter((value) => value.trim() !== '');
  const titles = fc.uniqueArray(title, { minLength: 2, maxLength: 6, selector: normalizeTrackTitle });

  it('accepts any set of distinct titles and numbers', () => {
    fc.assert(
      fc.property(titles, (distinct) => {
        const tracks = distinct.map((value, index) => validTrack({ title: value, track_number: index + 1 }));
        expect(issuesOf(submitSchema.safeParse(release({}, tracks)))).toEqual([]);
      }),
    );
  });

  it('flags a repeated title (any case and spacing) and number on the later track only', () => {
    fc.assert(
      fc.property(titles, fc.nat(), fc.nat(), (distinct, pickFrom, pickTo) => {
        const tracks = distinct.map((value, index) => validTrack({ title: value, track_number: index + 1 }));
        const from = pickFrom % (tracks.length - 1);
        const to = from + 1 + (pickTo % (tracks.length - 1 - from));
        tracks[to] = validTrack({ title: `  ${distinct[from]?.toUpperCase()} `, track_number: from + 1 });
        expect(issuesOf(submitSchema.safeParse(release({}, tracks)))).toEqual([
          `tracks.${to}.title:release.track.title.duplicate`,
          `tracks.${to}.track_number:release.track.number.duplicate`,
        ]);
      }),
    );
  });
});

describe('releaseSubmitErrors', () => {
  const emptyDraft: ReleaseDetail = {
    id: 1,
    company_id: 1,
    album_id: 'IRM0000001',
    status: 'draft',
    release_type: null,
    title: null,
    artist_names: [],
    release_date: null,
    label: null,
    upc: null,
    cover_art: null,
    track_count: 0,
    submitted_at: null,
    updated_at: '2026-11-22T00:00:00.000Z',
    artists: [],
    asset_label: null,
    platforms: [],
    statement_letter: null,
    supporting_documents: [],
    documentation: [],
    errors: {},
    is_editable: true,
    has_ddex: false,
    tracks: [],
    history: [],
  };

  it('reads stored nulls as missing and keys each message by the field it names', () => {
    expect(releaseSubmitErrors(emptyDraft, SUBMIT_DATE)).toMatchObject({
      'album.release_type': 'release.album.type.required',
      'album.title': 'release.album.title.required',
      'album.cover_art': 'release.album.cover_art.required',
      tracks: 'release.tracks.required',
    });
  });
});

describe('canTransition', () => {
  it('lets a draft become ready and a ready release be submitted, but not skip steps', () => {
    expect(canTransition('draft', 'ready')).toBe(true);
    expect(canTransition('ready', 'on_progress')).toBe(true);
    expect(canTransition('draft', 'success')).toBe(false);
    expect(canTransition('taken_down', 'draft')).toBe(false);
  });

  it('never allows a status to move to itself', () => {
    for (const status of RELEASE_STATUSES) expect(canTransition(status, status)).toBe(false);
  });
});
