import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseStatus } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { updateOwnedRow } from '../db/owned-rows.ts';
import { buildNewReleaseMessage, DEFAULT_ERN_PARTIES } from '../modules/release/ddex/ern.ts';
import { getReleaseDetail } from '../modules/release/release.read.ts';
import { createFileLinks } from '../modules/release/serving/file-links.ts';
import { RELEASE_SEEDS, type ReleaseSeed } from './release.seed-data.ts';
import { demoCover, demoSong } from './release.seed-media.ts';
import type { SeedContext } from './seed-context.ts';

type SeededFile = { id: string; bytes: Buffer };
/** The demo's files that every release shares: its songs and clips. */
type DemoSounds = { audio: Buffer; clip: Buffer };
/** The status path each seeded status went through, for its history. */
const PATHS: Record<ReleaseStatus, ReleaseStatus[]> = {
  draft: ['draft'],
  ready: ['draft', 'ready'],
  on_progress: ['draft', 'on_progress'],
  success: ['draft', 'on_progress', 'success'],
  rejected: ['draft', 'on_progress', 'rejected'],
  taken_down: ['draft', 'on_progress', 'success', 'taken_down'],
};

const at = (day: number, hour = 3) => new Date(Date.UTC(2026, 0, 5 + day, hour)).toISOString();

/**
 * Small real files: a 3000×3000 JPEG cover, a 16 s CD-quality mono song (long enough to cut a clip
 * from), a 15 s low-rate clip and a PDF.
 */
async function makeFiles(
  db: Db,
  seed: SeedContext,
  companyId: number,
  key: string,
  media: DemoSounds & { cover: Buffer; tracks: number },
) {
  const insert = async (
    type: string,
    ext: string,
    mime: string,
    bytes: Buffer,
    facts: Record<string, number | null>,
    name: string,
  ) => {
    const id = createHash('sha256').update(`${key}:${name}`).digest('hex').slice(0, 32);
    const relative = path.join('releases', String(companyId), 'files', `${id}.${ext}`);
    if (seed.dataDir) {
      fs.mkdirSync(path.join(seed.dataDir, path.dirname(relative)), { recursive: true });
      fs.writeFileSync(path.join(seed.dataDir, relative), bytes);
    }
    await db
      .insertInto('release_files')
      .values({
        id,
        company_id: companyId,
        type,
        path: relative,
        stored_name: `${id}.${ext}`,
        original_name: name,
        mime,
        size: bytes.length,
        width: null,
        height: null,
        sample_rate: null,
        bit_depth: null,
        channels: null,
        duration_seconds: null,
        ...facts,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        created_at: at(0),
      })
      .execute();
    return { id, bytes } satisfies SeededFile;
  };
  const letter = Buffer.from(`%PDF-1.4\n% Surat pernyataan pencipta ${key}\n%%EOF\n`);
  const audioFacts = { sample_rate: 44_100, bit_depth: 16, channels: 1, duration_seconds: 16 };
  const clipFacts = { sample_rate: 8_000, bit_depth: 8, channels: 1, duration_seconds: 15 };
  return {
    cover: await insert('cover', 'jpg', 'image/jpeg', media.cover, { width: 3000, height: 3000 }, 'cover.jpg'),
    letter: await insert('letter', 'pdf', 'application/pdf', letter, {}, 'surat-pernyataan.pdf'),
    tracks: await Promise.all(
      Array.from({ length: media.tracks }, async (_, i) => ({
        audio: await insert('audio', 'wav', 'audio/wav', media.audio, audioFacts, `track-${i + 1}.wav`),
        clip: await insert('clip', 'wav', 'audio/wav', media.clip, clipFacts, `track-${i + 1}-clip.wav`),
      })),
    ),
  };
}

async function seedRelease(
  db: Db,
  seed: SeedContext,
  release: ReleaseSeed,
  index: number,
  media: DemoSounds & { cover: Buffer },
) {
  const companyId = seed.companyId(release.company);
  const owner = seed.userId(release.owner);
  const files = await makeFiles(db, seed, companyId, `${release.company}-${index}`, {
    ...media,
    tracks: release.tracks.length,
  });
  const steps = PATHS[release.status];
  const createdAt = at(index);
  const updatedAt = at(index + steps.length);
  const submitted = steps.includes('on_progress');
  const { id } = await db
    .insertInto('releases')
    .values({
      company_id: companyId,
      status: release.status,
      release_type: release.tracks.length > 1 ? 'album' : 'single',
      title: release.title,
      upc: release.upc ?? null,
      release_date: release.releaseDate,
      label: release.label,
      asset_label: release.label,
      platforms: JSON.stringify(release.platforms),
      cover_file_id: files.cover.id,
      letter_file_id: release.status === 'draft' && index % 2 === 0 ? null : files.letter.id,
      supporting_file_ids: '[]',
      documentation_file_ids: '[]',
      errors: JSON.stringify(release.errors ?? {}),
      submitted_at: submitted ? at(index + 1) : null,
      ddex_path: null,
      created_by: owner,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await updateOwnedRow(db, 'releases', companyId, id, { album_id: `IRM-2026-${String(id).padStart(6, '0')}` });
  await db
    .insertInto('release_artists')
    .values(
      release.artists.map((name, position) => ({
        company_id: companyId,
        release_id: id,
        track_id: null,
        position,
        artist_id: null,
        spotify_id: null,
        name,
        role: position === 0 ? 'main' : 'featured',
      })),
    )
    .execute();
  for (const [i, track] of release.tracks.entries()) {
    const trackFiles = files.tracks[i];
    const { id: trackId } = await db
      .insertInto('tracks')
      .values({
        company_id: companyId,
        release_id: id,
        title: track.title,
        track_number: i + 1,
        composer_first_name: track.composer[0],
        composer_last_name: track.composer[1],
        isrc: `IDA0126${String(index).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
        video_isrc: null,
        genre: track.genre,
        language: 'id',
        region: 'id',
        is_explicit: false,
        is_instrumental: false,
        lyrics: track.lyrics,
        audio_file_id: trackFiles?.audio.id ?? null,
        video_file_id: null,
        clip_file_id: trackFiles?.clip.id ?? null,
        has_preview: false,
        preview_release_date: null,
        performer_contributors: JSON.stringify([
          { name: release.artists[0], role: 'Vocals' },
          { name: track.player, role: 'Guitar' },
        ]),
        production_contributors: JSON.stringify([
          { name: track.producer, role: 'Producer' },
          { name: track.producer, role: 'Mixing Engineer' },
        ]),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('release_artists')
      .values({
        company_id: companyId,
        release_id: id,
        track_id: trackId,
        position: 0,
        artist_id: null,
        spotify_id: null,
        name: release.artists[0] ?? null,
        role: 'main',
      })
      .execute();
  }
  await db
    .insertInto('release_events')
    .values(
      steps.map((to, step) => ({
        company_id: companyId,
        release_id: id,
        from_status: step === 0 ? null : (steps[step - 1] ?? null),
        to_status: to,
        actor_user_id: owner,
        note: step === 0 ? 'created' : null,
        errors: to === 'rejected' ? JSON.stringify(release.errors ?? {}) : '{}',
        created_at: at(index + step),
      })),
    )
    .execute();
  if (submitted && seed.dataDir) {
    const relative = path.join('releases', String(companyId), String(id), 'ern.xml');
    // The message names files by their facts; the links the detail carries are not used.
    const links = createFileLinks({ db, apiBase: '', now: () => new Date() });
    const xml = buildNewReleaseMessage(await getReleaseDetail({ db, links }, companyId, id), {
      parties: DEFAULT_ERN_PARTIES,
      createdAt: new Date(at(index + 1)),
    });
    fs.mkdirSync(path.join(seed.dataDir, path.dirname(relative)), { recursive: true });
    fs.writeFileSync(path.join(seed.dataDir, relative), xml);
    await updateOwnedRow(db, 'releases', companyId, id, { ddex_path: relative });
  }
}

/** Releases in every status with real small files, and the companies' artist databases. */
export async function seedReleases(db: Db, seed: SeedContext): Promise<void> {
  // sharp encodes on its own thread pool, so the covers are made side by side before the inserts.
  const covers = await Promise.all(RELEASE_SEEDS.map((release) => demoCover(release.colour)));
  const sounds = { audio: demoSong(16, 44_100, 16), clip: demoSong(15, 8_000, 8) };
  for (const [index, release] of RELEASE_SEEDS.entries())
    await seedRelease(db, seed, release, index, { ...sounds, cover: covers[index] ?? Buffer.alloc(0) });
  const names = [...new Set(RELEASE_SEEDS.filter((r) => r.company === 'musik').flatMap((r) => r.artists))];
  await db
    .insertInto('artists')
    .values(
      names.map((name, i) => ({
        company_id: seed.companyId('musik'),
        name,
        spotify_id: null,
        image_url: null,
        created_at: at(i),
      })),
    )
    .execute();
}
