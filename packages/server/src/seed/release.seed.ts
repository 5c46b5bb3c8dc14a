import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseStatus } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { updateOwnedRow } from '../db/owned-rows.ts';
import { companyScope } from '../db/scope.ts';
import { DEMO_COMPANIES, type DemoCompany, type DemoRelease, isOnStores, songsOf } from '../demo/model.ts';
import { upcOf } from '../ingest/demo/catalogue.ts';
import { replayAt } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { createLocalStorage, type ObjectStorage } from '../lib/storage/index.ts';
import { DEFAULT_ERN_PARTIES } from '../modules/release/ddex/ern.ts';
import {
  changeStatusAsPartner,
  changeStatusAsStaff,
  type StatusDeps,
} from '../modules/release/release-status.service.ts';
import { createFileLinks } from '../modules/release/serving/file-links.ts';
import { newShareId } from '../modules/release/share-id.ts';
import { createReleaseStorage } from '../modules/release/upload/release-storage.ts';
import { demoCover, demoSong } from './release.seed-media.ts';
import type { SeedContext } from './seed-context.ts';

type SeededFile = { id: string; bytes: Buffer };
type Keep = (key: string, bytes: Buffer) => Promise<void>;
/** The demo's files that every release shares: its songs and clips, and how they are kept (none: rows only). */
type DemoSounds = { audio: Buffer; clip: Buffer; keep: Keep | null };

/**
 * Every release shares the same song, clip and (per colour) cover: a seed stores the first copy of each and
 * copies it within the storage for the others (a hard link on disk), rather than sending tens of megabytes
 * of the same bytes again.
 */
function createOnceKeeper(storage: ObjectStorage): Keep {
  const kept = new Map<Buffer, string>();
  return async (key, bytes) => {
    const first = kept.get(bytes);
    if (first) return storage.copy(first, key);
    await storage.putBytes(key, bytes);
    kept.set(bytes, key);
  };
}

/**
 * Small real files: a 3000×3000 JPEG cover, a 16 s CD-quality mono song (long enough to cut a clip
 * from), a 15 s low-rate clip and a PDF.
 */
async function makeFiles(
  db: Db,
  companyId: number,
  key: string,
  media: DemoSounds & { cover: Buffer; tracks: number; createdAt: string },
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
    await media.keep?.(relative, bytes);
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
        created_at: media.createdAt,
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

/** A release of the model as seeded: its company, its place in the seed, and its model. */
type Seeded = { company: DemoCompany; release: DemoRelease; index: number };

/** A company's release in the model order, every company after the other. */
const SEEDED: readonly Seeded[] = DEMO_COMPANIES.flatMap((company) =>
  company.releases.map((release) => ({ company, release })),
).map((entry, index) => ({ ...entry, index }));

const DAY_MS = 24 * 60 * 60 * 1000;
/** 10:00 WIB on a day, `days` after it. */
const morningOf = (day: string, days = 0) => new Date(Date.parse(`${day}T03:00:00Z`) + days * DAY_MS);
const earliest = (...times: Date[]) => new Date(Math.min(...times.map((time) => time.getTime())));

/**
 * When each step of a release's history happened, as the model tells it: a live release was submitted
 * three weeks before its release date and approved ten days before it; a release still in the works
 * moved in the last days before the demo's today.
 */
export function releaseHistory(release: DemoRelease, now: Date): { to: ReleaseStatus; at: Date }[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // A back catalogue came in as delivered: it has no history in the portal.
  if (release.isBackCatalogue) return [];
  switch (release.status) {
    case 'draft':
      return [];
    case 'ready':
      return [{ to: 'ready', at: daysAgo(1) }];
    case 'on_progress':
      return [{ to: 'on_progress', at: daysAgo(3) }];
    case 'rejected':
      return [
        { to: 'on_progress', at: daysAgo(9) },
        { to: 'rejected', at: daysAgo(6) },
      ];
    case 'success':
    case 'taken_down': {
      const live = [
        { to: 'on_progress' as const, at: earliest(morningOf(release.releaseDate, -21), daysAgo(3)) },
        { to: 'success' as const, at: earliest(morningOf(release.releaseDate, -10), daysAgo(2)) },
      ];
      return release.takenDownOn ? [...live, { to: 'taken_down', at: morningOf(release.takenDownOn) }] : live;
    }
  }
}

/** When the partner started a release in the portal: a few weeks before its first step, or lately for a draft. */
const createdAt = (release: DemoRelease, now: Date) =>
  earliest(
    new Date((releaseHistory(release, now)[0]?.at ?? now).getTime() - 12 * DAY_MS),
    morningOf(release.releaseDate, -40),
  );

/** Where the releases of the demo companies and their ids are kept between the seed and the replay of their history. */
export const releaseKey = (companyKey: string, title: string) => `${companyKey}/${title}`;

async function seedRelease(
  db: Db,
  seed: SeedContext,
  { company, release, index }: Seeded,
  sounds: DemoSounds & { cover: Buffer },
  now: Date,
) {
  const companyId = seed.companyId(company.key);
  const owner = seed.userId(company.owner);
  // A back catalogue came in as delivered; every other release starts as the partner's draft and is moved on by replayReleaseHistory.
  const status: ReleaseStatus = release.isBackCatalogue ? 'success' : 'draft';
  const created = (release.isBackCatalogue ? new Date(CATALOGUE_IMPORTED_AT) : createdAt(release, now)).toISOString();
  const files = await makeFiles(db, companyId, `${company.key}-${index}`, {
    ...sounds,
    tracks: release.tracks.length,
    createdAt: created,
  });
  const { id } = await db
    .insertInto('releases')
    .values({
      company_id: companyId,
      status,
      release_type: release.tracks.length > 1 ? 'album' : 'single',
      title: release.title,
      upc: isOnStores(release) ? upcOf(company, release) : null,
      release_date: release.releaseDate,
      label: company.label,
      asset_label: company.label,
      platforms: JSON.stringify(release.platforms),
      cover_file_id: files.cover.id,
      letter_file_id: release.status === 'draft' && index % 2 === 0 ? null : files.letter.id,
      supporting_file_ids: '[]',
      documentation_file_ids: '[]',
      errors: '{}',
      submitted_at: release.isBackCatalogue ? created : null,
      ddex_path: null,
      created_by: owner,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  seed.releases.set(releaseKey(company.key, release.title), id);
  await updateOwnedRow(db, 'releases', companyScope(companyId), id, {
    album_id: `IRM-2026-${String(id).padStart(6, '0')}`,
  });
  const names = [release.artist, ...(release.featured ?? [])];
  await db
    .insertInto('release_artists')
    .values(
      names.map((name, position) => ({
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
  const songs = songsOf(company).filter((song) => song.release === release);
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
        isrc: songs[i]?.isrc ?? null,
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
        // A back catalogue arrives live, so its tracks get their share ids as a release going live would.
        share_id: status === 'success' ? newShareId() : null,
        performer_contributors: JSON.stringify([
          { name: release.artist, role: 'Vocals' },
          { name: PLAYER, role: 'Guitar' },
        ]),
        production_contributors: JSON.stringify([
          { name: PRODUCER, role: 'Producer' },
          { name: PRODUCER, role: 'Mixing Engineer' },
        ]),
        created_at: created,
        updated_at: created,
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
        name: release.artist,
        role: 'main',
      })
      .execute();
  }
  await db
    .insertInto('release_events')
    .values({
      company_id: companyId,
      release_id: id,
      from_status: null,
      to_status: status,
      actor_user_id: owner,
      note: release.isBackCatalogue ? 'imported' : 'created',
      errors: '{}',
      created_at: created,
    })
    .execute();
}

/** The day the companies' back catalogues were brought into the portal, already on the stores. */
const CATALOGUE_IMPORTED_AT = '2025-01-06T03:00:00.000Z';
const PLAYER = 'Dimas Anggara';
const PRODUCER = 'Yovie Hartanto';

/**
 * The releases of the demo model with real small files, as their partners created them (drafts; a back
 * catalogue as delivered), and the companies' artist databases. `replayReleaseHistory` then moves each
 * along the status it has in the model.
 */
export async function seedReleases(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  // sharp encodes on its own thread pool, so the covers (one per colour) are made side by side before the inserts.
  const colours = [...new Set(SEEDED.map(({ release }) => release.colour))];
  const covers = new Map(await Promise.all(colours.map(async (colour) => [colour, await demoCover(colour)] as const)));
  const keep = seed.storage && createOnceKeeper(seed.storage);
  const sounds = { audio: demoSong(16, 44_100, 16), clip: demoSong(15, 8_000, 8), keep };
  for (const seeded of SEEDED) {
    await seedRelease(
      db,
      seed,
      seeded,
      { ...sounds, cover: covers.get(seeded.release.colour) ?? Buffer.alloc(0) },
      now,
    );
  }
  for (const company of DEMO_COMPANIES) {
    const names = [...new Set(company.releases.flatMap((release) => [release.artist, ...(release.featured ?? [])]))];
    await db
      .insertInto('artists')
      .values(
        names.map((name) => ({
          company_id: seed.companyId(company.key),
          name,
          spotify_id: null,
          image_url: null,
          created_at: CATALOGUE_IMPORTED_AT,
        })),
      )
      .execute();
  }
}

/**
 * Moves each release along its history (`releaseHistory`) through the release services, at the time
 * each step happened: the partner submits (or completes) it, staff approve, reject or take it down.
 * Each step writes its event, its DDEX message and its owners' notice as it does in the portal.
 */
export async function replayReleaseHistory(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  // Without a storage (tests) the DDEX messages go to a folder of their own, removed afterwards.
  const scratch = seed.storage ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'irama-seed-'));
  // A status change takes no finished upload, so the release storage needs no upload folder.
  const storage = createReleaseStorage(seed.storage ?? createLocalStorage(scratch ?? ''), '');
  const staff = seed.userId(STAFF);
  try {
    const steps = SEEDED.flatMap(({ company, release }) =>
      releaseHistory(release, now).map((step) => ({ ...step, company, release })),
    ).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const { company, release, to, at } of steps) {
      const id = seed.releases.get(releaseKey(company.key, release.title));
      if (id === undefined) throw new Error(`seed: ${release.title} has not been seeded`);
      const deps: StatusDeps = {
        db,
        links: createFileLinks({ db, apiBase: '', now: () => at }),
        storage,
        ernParties: DEFAULT_ERN_PARTIES,
        now: () => at,
      };
      const partner = { user: { id: seed.userId(company.owner) }, company: { id: seed.companyId(company.key) } };
      await replayAt(at, () =>
        to === 'ready' || to === 'on_progress'
          ? changeStatusAsPartner(deps, partner, id, to)
          : changeStatusAsStaff(deps, staff, id, {
              status: to,
              ...(to === 'rejected' ? { errors: release.errors } : {}),
            }),
      ).catch((error: unknown) => {
        // A model the services refuse (a date too soon, a file missing) is the model's mistake: say which.
        const fields = error instanceof AppError ? JSON.stringify(error.fieldErrors ?? {}) : '';
        throw new Error(
          `seed: ${release.title} cannot move to ${to} on ${at.toISOString()}: ${String(error)} ${fields}`,
        );
      });
    }
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const STAFF = 'staff@irama.demo';
