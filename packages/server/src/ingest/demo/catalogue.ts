import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** A demo company that earns from reports: which reports it appears in and how big it is. */
interface DemoEarner {
  owner: string;
  youtube: boolean;
  dsp: boolean;
  /** Titles beyond its delivered releases, as an older catalogue it brought along. */
  backCatalogue: number;
  /** Relative audience size. */
  size: number;
  /**
   * Its YouTube projects (asset labels): its titles are shared out over them in order, hits first. An
   * artist's official channel holds that artist's titles.
   */
  projects: readonly { name: string; artist?: string }[];
  /** Titles (by position, hits first) whose revenue is shared with a composer or a featured artist. */
  coOwners: readonly { position: number; name: string; bps: number }[];
}

/** The demo companies with a music, YouTube or DSP service, found by their owners' emails. */
const EARNERS: readonly DemoEarner[] = [
  {
    owner: 'owner@musik.demo',
    youtube: true,
    dsp: true,
    backCatalogue: 8,
    size: 1,
    projects: [
      { name: 'Nadia Putri Official', artist: 'Nadia Putri' },
      { name: 'Album Cahaya Nusantara' },
      { name: 'Kompilasi Pop Nusantara 2025' },
      { name: 'Akustik Sessions' },
    ],
    coOwners: [
      { position: 0, name: 'Arief Wicaksono', bps: 2_500 },
      { position: 1, name: 'Arief Wicaksono', bps: 2_000 },
      { position: 1, name: 'Lintang Maharani', bps: 1_500 },
      { position: 2, name: 'Hendra Kurniawan', bps: 3_000 },
      { position: 4, name: 'Lintang Maharani', bps: 4_000 },
    ],
  },
  {
    owner: 'owner@timur.demo',
    youtube: true,
    dsp: true,
    backCatalogue: 4,
    size: 0.6,
    projects: [
      { name: 'Album Ombak Timur' },
      { name: 'Bayu Samudra Official', artist: 'Bayu Samudra' },
      { name: 'Kompilasi Lagu Daerah Timur' },
    ],
    coOwners: [
      { position: 0, name: 'Ketut Arsana', bps: 3_500 },
      { position: 3, name: 'Maria Fernandez', bps: 5_000 },
    ],
  },
  { owner: 'owner@indie.demo', youtube: false, dsp: true, backCatalogue: 5, size: 0.45, projects: [], coOwners: [] },
  {
    owner: 'owner@agg.demo',
    youtube: true,
    dsp: true,
    backCatalogue: 4,
    size: 0.5,
    projects: [{ name: 'Rara Anjani Official', artist: 'Rara Anjani' }, { name: 'Kompilasi Suara Nusantara' }],
    coOwners: [],
  },
  { owner: 'owner@gemabali.demo', youtube: false, dsp: true, backCatalogue: 3, size: 0.3, projects: [], coOwners: [] },
  {
    owner: 'owner@lomboksound.demo',
    youtube: true,
    dsp: false,
    backCatalogue: 3,
    size: 0.3,
    projects: [{ name: 'Album Sasak Bersenandung' }, { name: 'Sekar Ayu Official', artist: 'Sekar Ayu' }],
    coOwners: [],
  },
];

const BACK_TITLES = [
  'Senja di Pelabuhan',
  'Hujan Bulan Juni',
  'Rindu Serumpun',
  'Kembang Desa',
  'Jalan Pulang',
  'Tanah Airku Biru',
  'Gadis Pantai',
  'Mimpi Semalam',
  'Lentera Hati',
  'Pelangi Sore',
  'Sahabat Lama',
  'Angin Kemarau',
] as const;
const ARTISTS = ['Nadia Putri', 'Bayu Samudra', 'Senandung Senja', 'Rara Anjani', 'Dimas Anggara', 'Sekar Ayu'];

/** One catalogue item of a demo company, with every key a report may name it by. */
export interface DemoItem {
  companyId: number;
  /** Its company's owner's email ('' for nobody's): how the demo's planted analytics shapes name a company. */
  owner: string;
  /** Its place in its company's list, hits first. */
  position: number;
  /** The day its release came out (`YYYY-MM-DD`); null for the back catalogue, out before any demo data. */
  releaseDate: string | null;
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

/** The tracks of released (live or taken-down) demo releases, and a back catalogue per company. */
export async function loadDemoCatalogue(db: Db): Promise<DemoItem[]> {
  const owners = await db
    .selectFrom('users')
    .select(['email', 'company_id'])
    .where(
      'email',
      'in',
      EARNERS.map((e) => e.owner),
    )
    .execute();
  const companyOf = new Map(owners.map((o) => [o.email, o.company_id]));
  if (companyOf.size === 0) return [];
  const tracks = await db
    .withTables<{
      tracks: { company_id: number; release_id: number; isrc: string | null; title: string | null; id: number };
      releases: { id: number; upc: string | null; status: string; release_date: string | null };
    }>()
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select(['tracks.company_id', 'tracks.isrc', 'tracks.title', 'releases.upc', 'releases.release_date'])
    .where('releases.status', 'in', ['success', 'taken_down'])
    .where('tracks.company_id', 'in', [...companyOf.values()])
    .orderBy('tracks.id')
    .execute();
  const items: DemoItem[] = [];
  for (const [index, earner] of EARNERS.entries()) {
    const companyId = companyOf.get(earner.owner);
    if (companyId === undefined) continue;
    const channelId = earner.youtube ? channelIdOf(earner.owner) : null;
    const own = tracks.filter((t) => t.company_id === companyId && t.isrc);
    const count = own.length + earner.backCatalogue;
    const item = (
      title: string,
      isrc: string,
      upc: string | null,
      position: number,
      releaseDate: string | null,
    ): DemoItem => {
      const project = earner.projects[Math.floor((position * earner.projects.length) / count)];
      return {
        companyId,
        owner: earner.owner,
        position,
        releaseDate,
        title,
        artist: project?.artist ?? ARTISTS[(index + position) % ARTISTS.length] ?? '',
        isrc,
        upc,
        assetId: earner.youtube ? `A${digits(`asset:${isrc}`, 15)}` : null,
        customId: `IRM-${isrc}`,
        channelId,
        youtube: earner.youtube,
        dsp: earner.dsp,
        // Earlier titles are the hits: popularity falls off along the list.
        weight: earner.size / (1 + position * 0.35),
        project: project?.name ?? null,
        coOwners: earner.coOwners.filter((c) => c.position === position).map(({ name, bps }) => ({ name, bps })),
      };
    };
    for (const [i, t] of own.entries()) {
      items.push(item(t.title ?? t.isrc ?? '', t.isrc ?? '', t.upc, i, t.release_date?.slice(0, 10) ?? null));
    }
    for (let i = 0; i < earner.backCatalogue; i += 1) {
      const title = BACK_TITLES[(index * 5 + i) % BACK_TITLES.length] ?? '';
      const isrc = `IDB01${String(19 + (i % 6))}${String(index * 100 + i + 1).padStart(5, '0')}`;
      items.push(item(title, isrc, `899${digits(`upc:${isrc}`, 10)}`, own.length + i, null));
    }
  }
  return items;
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
