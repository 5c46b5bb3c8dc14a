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
}

/** The demo companies with a music, YouTube or DSP service, found by their owners' emails. */
const EARNERS: readonly DemoEarner[] = [
  { owner: 'owner@musik.demo', youtube: true, dsp: true, backCatalogue: 8, size: 1 },
  { owner: 'owner@timur.demo', youtube: true, dsp: true, backCatalogue: 4, size: 0.6 },
  { owner: 'owner@indie.demo', youtube: false, dsp: true, backCatalogue: 5, size: 0.45 },
  { owner: 'owner@agg.demo', youtube: true, dsp: true, backCatalogue: 4, size: 0.5 },
  { owner: 'owner@gemabali.demo', youtube: false, dsp: true, backCatalogue: 3, size: 0.3 },
  { owner: 'owner@lomboksound.demo', youtube: true, dsp: false, backCatalogue: 3, size: 0.3 },
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
      releases: { id: number; upc: string | null; status: string };
    }>()
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select(['tracks.company_id', 'tracks.isrc', 'tracks.title', 'releases.upc'])
    .where('releases.status', 'in', ['success', 'taken_down'])
    .where('tracks.company_id', 'in', [...companyOf.values()])
    .orderBy('tracks.id')
    .execute();
  const items: DemoItem[] = [];
  for (const [index, earner] of EARNERS.entries()) {
    const companyId = companyOf.get(earner.owner);
    if (companyId === undefined) continue;
    const channelId = earner.youtube ? channelIdOf(earner.owner) : null;
    const item = (title: string, isrc: string, upc: string | null, position: number): DemoItem => ({
      companyId,
      title,
      artist: ARTISTS[(index + position) % ARTISTS.length] ?? '',
      isrc,
      upc,
      assetId: earner.youtube ? `A${digits(`asset:${isrc}`, 15)}` : null,
      customId: `IRM-${isrc}`,
      channelId,
      youtube: earner.youtube,
      dsp: earner.dsp,
      // Earlier titles are the hits: popularity falls off along the list.
      weight: earner.size / (1 + position * 0.35),
    });
    const own = tracks.filter((t) => t.company_id === companyId && t.isrc);
    for (const [i, t] of own.entries()) items.push(item(t.title ?? t.isrc ?? '', t.isrc ?? '', t.upc, i));
    for (let i = 0; i < earner.backCatalogue; i += 1) {
      const title = BACK_TITLES[(index * 5 + i) % BACK_TITLES.length] ?? '';
      const isrc = `IDB01${String(19 + (i % 6))}${String(index * 100 + i + 1).padStart(5, '0')}`;
      items.push(item(title, isrc, `899${digits(`upc:${isrc}`, 10)}`, own.length + i));
    }
  }
  return items;
}

/**
 * Teaches the YouTube catalogue the demo items' asset ids, custom ids, channels and ISRCs (once), and
 * gives the two biggest titles of the first company a co-owner, so co-ownership projects have data.
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
          asset_label: null,
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
  const [first] = items;
  const shared = items.filter((item) => item.companyId === first?.companyId).slice(0, 2);
  const shares = shared.flatMap((item) => [
    ...(item.assetId ? [{ key_kind: 'asset' as const, key_value: item.assetId }] : []),
    { key_kind: 'isrc' as const, key_value: item.isrc },
  ]);
  if (shares.length === 0 || !first) return;
  await db
    .insertInto('revenue_shares')
    .values(
      shares.map((share) => ({
        company_id: first.companyId,
        ...share,
        co_owner: 'Pencipta Lagu',
        share_bps: 2_500,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
