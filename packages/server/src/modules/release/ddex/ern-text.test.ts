import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AlbumStepSchema,
  ArtistRefDraftSchema,
  ContributorSchema,
  type ReleaseDetail,
  type TrackDetail,
  TrackSchema,
  userText,
} from '@irama/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validateErn411 } from '../../../../test/support/ddex.ts';
import { buildNewReleaseMessage, DEFAULT_ERN_PARTIES } from './ern.ts';

// Whatever the text rules let through must make a file the stores accept: markup characters, line
// breaks and tabs where allowed, combining marks, every plane. Refused characters are generated
// too, so the rules (not the generator) decide what reaches the writer.
const character = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('<', '&', '"', "'", ']]>', '\t', '\n', '\r\n', '\u0301', '\u00a0', '\u200f', '🎵'),
  },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0, max: 0x10ffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code)),
  },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u0008', '\u202e', '\ufffe', '\ud800') },
);
const typed = fc.array(character, { minLength: 1, maxLength: 30 }).map((parts) => parts.join(''));

/** Typed text as a field's schema accepts it; blanks and refusals are left out. */
function accepted(schema: z.ZodType<string | null | undefined, unknown>) {
  return typed
    .map((text) => schema.safeParse(text).data)
    .filter((text): text is string => typeof text === 'string' && text !== '');
}

const album = fc.record({
  title: accepted(AlbumStepSchema.shape.title),
  label: accepted(AlbumStepSchema.shape.label),
  artists: fc.array(accepted(ArtistRefDraftSchema.shape.name), { minLength: 1, maxLength: 3 }),
  tracks: fc.array(
    fc.record({
      title: accepted(TrackSchema.shape.title),
      artists: fc.array(accepted(ArtistRefDraftSchema.shape.name), { minLength: 1, maxLength: 2 }),
      composer: accepted(TrackSchema.shape.composer_first_name),
      lyrics: accepted(TrackSchema.shape.lyrics),
      contributor: accepted(ContributorSchema.shape.name),
      role: accepted(ContributorSchema.shape.role),
      // Upload names are shown and delivered as typed text too.
      fileName: accepted(userText({ max: 255 })),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
type AlbumTexts = typeof album extends fc.Arbitrary<infer T> ? T : never;

const credit = (name: string, index: number) => ({
  artist_id: null,
  spotify_id: null,
  name,
  role: index === 0 ? ('main' as const) : ('featured' as const),
});

/** A submitted release carrying the generated texts in every field a user types. */
function releaseOf(texts: AlbumTexts): ReleaseDetail {
  const tracks: TrackDetail[] = texts.tracks.map((track, index) => ({
    id: index + 1,
    release_id: 1,
    title: track.title,
    track_number: index + 1,
    artists: track.artists.map(credit),
    composer_first_name: track.composer,
    composer_last_name: track.composer,
    isrc: `IDA01260000${index + 1}`,
    video_isrc: null,
    genre: 'pop',
    language: 'id',
    region: 'id',
    is_explicit: index === 0,
    is_instrumental: false,
    lyrics: track.lyrics,
    audio: {
      file_id: `audio-${index + 1}`,
      type: 'audio',
      name: track.fileName,
      mime: 'audio/wav',
      size: 4_000_000,
      sample_rate: 44_100,
      bit_depth: 16,
      channels: 2,
      duration_seconds: 200.5,
      sha256: 'a'.repeat(64),
      url: `/api/v2/release/file/audio-${index + 1}`,
    },
    video: null,
    clip: null,
    has_preview: false,
    preview_release_date: null,
    share_id: null,
    performer_contributors: [{ name: track.contributor, role: track.role }],
    production_contributors: [{ name: track.contributor, role: track.role }],
  }));
  return {
    id: 1,
    company_id: 1,
    album_id: 'IRM-2026-000001',
    status: 'on_progress',
    release_type: tracks.length > 1 ? 'album' : 'single',
    title: texts.title,
    artist_names: texts.artists,
    release_date: '2026-12-01',
    label: texts.label,
    upc: '8991234567890',
    cover_art: null,
    track_count: tracks.length,
    submitted_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    artists: texts.artists.map(credit),
    asset_label: texts.label,
    platforms: ['spotify', 'tiktok'],
    statement_letter: null,
    supporting_documents: [],
    documentation: [],
    errors: {},
    is_editable: false,
    has_ddex: false,
    tracks,
    history: [],
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-ern-text-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DDEX message of typed text', () => {
  it('validates against the ERN 4.1.1 schema whatever text the release fields accepted', () => {
    let run = 0;
    fc.assert(
      fc.property(album, (texts) => {
        run += 1;
        const file = path.join(dir, `ern-${run}.xml`);
        const xml = buildNewReleaseMessage(releaseOf(texts), {
          parties: DEFAULT_ERN_PARTIES,
          createdAt: new Date('2026-11-20T03:00:00.000Z'),
        });
        fs.writeFileSync(file, xml);
        expect(() => validateErn411([file])).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});

describe('the ERN 4.1.1 schema check', () => {
  const texts: AlbumTexts = {
    title: 'Senja',
    label: 'Irama Musik',
    artists: ['Nadia Putri'],
    tracks: [
      {
        title: 'Senja',
        artists: ['Nadia Putri'],
        composer: 'Nadia',
        lyrics: 'La la',
        contributor: 'Budi',
        role: 'Producer',
        fileName: 'senja.wav',
      },
    ],
  };
  const message = buildNewReleaseMessage(releaseOf(texts), {
    parties: DEFAULT_ERN_PARTIES,
    createdAt: new Date('2026-11-20T03:00:00.000Z'),
  });

  function written(name: string, xml: string): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, xml);
    return file;
  }

  it('accepts the message as written', () => {
    expect(() => validateErn411([written('valid.xml', message)])).not.toThrow();
  });

  it('refuses a message the stores would refuse, naming the file, line and element', () => {
    expect(message).toContain('<SamplingRate UnitOfMeasure="Hz">44100</SamplingRate>');
    const broken = message.replace(
      '<SamplingRate UnitOfMeasure="Hz">44100</SamplingRate>',
      '<SamplingRate UnitOfMeasure="Hz">fast</SamplingRate>',
    );
    const line = broken.slice(0, broken.indexOf('>fast<')).split('\n').length;
    const file = written('invalid.xml', broken);
    expect(() => validateErn411([written('valid-too.xml', message), file])).toThrow(
      `${file}:${line} (/ern:NewReleaseMessage/ResourceList/SoundRecording/TechnicalDetails/SamplingRate)`,
    );
    expect(() => validateErn411([file])).toThrow(/'fast' is not a valid value of the atomic type 'xs:decimal'/);
  });

  it('refuses a message missing a required element, and a file that is not XML', () => {
    const headless = message.replace(/<MessageHeader>[\s\S]*<\/MessageHeader>/, '');
    expect(() => validateErn411([written('headless.xml', headless)])).toThrow(/Expected is \( MessageHeader \)/);
    expect(() => validateErn411([written('cut.xml', message.slice(0, 200))])).toThrow(/cut\.xml:\d+: /);
  });
});
