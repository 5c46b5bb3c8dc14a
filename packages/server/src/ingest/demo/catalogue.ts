import { createHash } from 'node:crypto';
import { gtinCheckDigit } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { DEMO_COMPANIES, type DemoCompany, type DemoRelease, isOnStores, songsOf, storesOf } from '../../demo/model.ts';

/** One catalogue item of a demo company, with every key a report may name it by. */
export interface DemoItem {
  companyId: number;
  /** Its company's owner's email ('' for nobody's): how the demo's planted analytics shapes name a company. */
  owner: string;
  /** Its place in its company's list, hits first. */
  position: number;
  /** The day its release came out (`YYYY-MM-DD`); null for an item nobody owns. */
  releaseDate: string | null;
  /** The day its release was taken off the stores, if it was. */
  takenDownOn: string | null;
  /** The stores (by the names their feeds and reports use) its release is delivered to. */
  stores: readonly string[];
  /** Someone else's upload of one of the company's songs that Content ID claimed: whose, and what it is. */
  upload: { channel: string; kind: 'cover' | 'fan_upload' } | null;
  title: string;
  artist: string;
  isrc: string;
  upc: string | null;
  /** Null for a company without a YouTube service. */
  assetId: string | null;
  customId: string;
  channelId: string | null;
  youtube: boolean;
  dsp: boolean;
  /** Relative popularity: company size × a per-title factor. */
  weight: number;
  /** Its YouTube project (asset label); null for a company without a YouTube service. */
  project: string | null;
  /** The composers and featured artists it shares revenue with. */
  coOwners: readonly { name: string; bps: number }[];
}

/** A deterministic digit string of `length` from a text. */
export function digits(text: string, length: number): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return (BigInt(`0x${hex}`) % 10n ** BigInt(length)).toString().padStart(length, '0');
}

/** A YouTube channel id (`UC` + 22 URL-safe characters), the same for the same company every run. */
export function channelIdOf(owner: string): string {
  return `UC${createHash('sha256').update(`channel:${owner}`).digest('base64url').slice(0, 22)}`;
}

/** An artist's official channel holds that artist's songs; the others are shared over the other projects in order. */
function projectOf(company: DemoCompany, artist: string, position: number): string | null {
  const own = company.projects.find((project) => project.artist === artist);
  if (own) return own.name;
  const others = company.projects.filter((project) => project.artist === undefined);
  return others[position % Math.max(1, others.length)]?.name ?? null;
}

/** A company's songs on the stores, hits first, with every key a report may name them by. */
function songItems(company: DemoCompany, companyId: number): DemoItem[] {
  const channelId = company.youtube ? channelIdOf(company.owner) : null;
  const songs = songsOf(company).filter((song) => isOnStores(song.release));
  return songs.map((song, position) => {
    const { stores, youtube } = storesOf(song.release);
    const isOnYoutube = company.youtube && youtube;
    return {
      companyId,
      owner: company.owner,
      position,
      releaseDate: song.release.releaseDate,
      takenDownOn: song.release.takenDownOn ?? null,
      stores: company.dsp ? stores : [],
      upload: null,
      title: song.title,
      artist: song.artist,
      isrc: song.isrc,
      upc: upcOf(company, song.release),
      assetId: isOnYoutube ? `A${digits(`asset:${song.isrc}`, 15)}` : null,
      customId: `IRM-${song.isrc}`,
      channelId: isOnYoutube ? channelId : null,
      youtube: isOnYoutube,
      dsp: company.dsp && stores.length > 0,
      // Earlier titles are the hits: popularity falls off along the list.
      weight: company.size / (1 + position * 0.35),
      project: isOnYoutube ? projectOf(company, song.artist, position) : null,
      coOwners: company.coOwners.filter((c) => c.song === song.title).map(({ name, bps }) => ({ name, bps })),
    };
  });
}

/**
 * The videos others uploaded of a company's songs that Content ID claimed: each an asset of its own in
 * the company's catalogue, on the uploader's channel, after the company's own titles.
 */
function uploadItems(company: DemoCompany, own: readonly DemoItem[]): DemoItem[] {
  return company.uploads.map((upload, i) => {
    const original = own.find((item) => item.title === upload.song);
    if (!original?.youtube) throw new Error(`demo model: ${company.key} has no song "${upload.song}" on YouTube`);
    return {
      ...original,
      position: own.length + i,
      stores: [],
      dsp: false,
      upload: { channel: upload.channel, kind: upload.kind },
      assetId: `A${digits(`upload:${upload.channel}:${original.isrc}`, 15)}`,
      customId: `UGC-${original.isrc}-${String(i + 1)}`,
      channelId: channelIdOf(upload.channel),
      weight: original.weight * upload.share,
      project: null,
      coOwners: [],
    };
  });
}

/** A release's UPC: the model's, or an EAN-13 made from its company and title, with its check digit. */
export function upcOf(company: DemoCompany, release: DemoRelease): string {
  if (release.upc) return release.upc;
  const payload = `899${digits(`upc:${company.key}:${release.title}`, 9)}`;
  return `${payload}${gtinCheckDigit(payload)}`;
}

/**
 * The songs of the demo model that are on the stores (live, or taken down later), company by company,
 * hits first, then the videos others uploaded of them: every report and analytics feed of the demo
 * names these and nothing else.
 */
export async function loadDemoCatalogue(db: Db): Promise<DemoItem[]> {
  const owners = await db
    .selectFrom('users')
    .select(['email', 'company_id'])
    .where(
      'email',
      'in',
      DEMO_COMPANIES.map((company) => company.owner),
    )
    .execute();
  const companyOf = new Map(owners.map((o) => [o.email, o.company_id]));
  return DEMO_COMPANIES.flatMap((company) => {
    const companyId = companyOf.get(company.owner);
    if (companyId === undefined) return [];
    const own = songItems(company, companyId);
    return [...own, ...uploadItems(company, own)];
  });
}

/**
 * Teaches the YouTube catalogue the demo items' asset ids, custom ids, channels, ISRCs and projects (once),
 * and records their co-owners' shares per asset and per ISRC, so co-ownership projects have data.
 */
export async function registerDemoCatalogue(db: Db, items: readonly DemoItem[]): Promise<void> {
  const known = new Set(
    (await db.selectFrom('youtube_assets').select('custom_id').where('custom_id', 'is not', null).execute()).map(
      (r) => r.custom_id,
    ),
  );
  const createdAt = nowIso();
  const fresh = items.filter((item) => !known.has(item.customId));
  if (fresh.length > 0) {
    await db
      .insertInto('youtube_assets')
      .values(
        fresh.map((item) => ({
          company_id: item.companyId,
          asset_id: item.assetId,
          custom_id: item.customId,
          asset_label: item.project,
          channel_id: item.channelId,
          title: item.title,
          isrc: item.isrc,
          artist: item.artist,
          // A cover is matched through the song (its composition); a fan upload through the recording itself.
          asset_type: item.upload ? (item.upload.kind === 'cover' ? 'composition' : 'web') : 'sound_recording',
          uploader: item.upload?.channel ?? null,
          upload_kind: item.upload?.kind ?? null,
          // Lifetime views in proportion to how much the title earns in the demo reports.
          views: Math.round(item.weight * 1_800_000 * (0.85 + Number(digits(`views:${item.isrc}`, 4)) / 30_000)),
          created_at: createdAt,
        })),
      )
      .execute();
  }
  const shares = items.flatMap((item) =>
    item.coOwners.flatMap(({ name, bps }) =>
      [...(item.assetId ? [['asset', item.assetId] as const] : []), ['isrc', item.isrc] as const].map(
        ([kind, value]) => ({
          company_id: item.companyId,
          key_kind: kind,
          key_value: value,
          co_owner: name,
          share_bps: bps,
          created_at: createdAt,
        }),
      ),
    ),
  );
  if (shares.length === 0) return;
  await db
    .insertInto('revenue_shares')
    .values(shares)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
