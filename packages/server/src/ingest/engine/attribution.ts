import type { Db } from '../../db/database.ts';
import type { SourceRow } from './sources.ts';
import type { IngestSource } from './tables.ts';

/** A catalogue key a row can be attributed by. */
export type KeyKind = 'asset_id' | 'custom_id' | 'asset_label' | 'channel_id' | 'isrc' | 'upc';

/** One catalogue table answering for one key kind: which companies own each of the given values. */
export interface CatalogueLookup {
  kind: KeyKind;
  find(db: Db, values: readonly string[]): Promise<{ value: string; companyId: number }[]>;
}

/** The key a row was attributed by and the company that owns it. */
export interface Attribution {
  companyId: number;
  kind: KeyKind;
  value: string;
}

const AMBIGUOUS = -1;
const CHUNK = 500;
const MAX_CACHED = 200_000;

const youtubeAssets = (kind: Exclude<KeyKind, 'upc'>): CatalogueLookup => ({
  kind,
  find: (db, values) =>
    db
      .selectFrom('youtube_assets')
      .select([`${kind} as value`, 'company_id as companyId'])
      .where(kind, 'in', values)
      .distinct()
      .execute() as Promise<{ value: string; companyId: number }[]>,
});

/** The columns attribution reads from the release module's tables (migration 0003), declared here so the engine does not depend on that module's types. */
type ReleaseCatalogue = {
  tracks: { company_id: number; isrc: string | null };
  releases: { company_id: number; upc: string | null };
};

/** The release module's tracks answer for ISRCs and its releases for UPCs. */
const releaseTracks: CatalogueLookup = {
  kind: 'isrc',
  find: (db, values) =>
    db
      .withTables<ReleaseCatalogue>()
      .selectFrom('tracks')
      .select(['isrc as value', 'company_id as companyId'])
      .where('isrc', 'in', values)
      .distinct()
      .execute() as Promise<{ value: string; companyId: number }[]>,
};
const releaseUpcs: CatalogueLookup = {
  kind: 'upc',
  find: (db, values) =>
    db
      .withTables<ReleaseCatalogue>()
      .selectFrom('releases')
      .select(['upc as value', 'company_id as companyId'])
      .where('upc', 'in', values)
      .distinct()
      .execute() as Promise<{ value: string; companyId: number }[]>,
};

/** Every catalogue the engine attributes by; a new catalogue table plugs in here. */
export const DEFAULT_LOOKUPS: readonly CatalogueLookup[] = [
  youtubeAssets('asset_id'),
  youtubeAssets('custom_id'),
  youtubeAssets('asset_label'),
  youtubeAssets('channel_id'),
  youtubeAssets('isrc'),
  releaseTracks,
  releaseUpcs,
];

/** The keys of a row in attribution order: YouTube by asset, custom id, label, channel; stores by ISRC then UPC. */
export function candidateKeys(source: IngestSource, row: SourceRow): [KeyKind, string][] {
  const { keys } = row;
  const list: [KeyKind, string | null][] =
    source === 'youtube' || source === 'youtube_premium'
      ? [
          ['asset_id', keys.assetId],
          ['custom_id', keys.customId],
          ...keys.assetLabels.map((label): [KeyKind, string] => ['asset_label', label]),
          ['channel_id', keys.channelId],
        ]
      : [
          ['isrc', keys.isrc],
          ['upc', keys.upc],
        ];
  return list.filter((entry): entry is [KeyKind, string] => entry[1] !== null && entry[1] !== '');
}

/** Attributes rows to companies batch by batch, asking each catalogue once per new key value. */
export class Attributor {
  private readonly cache = new Map<KeyKind, Map<string, number | null>>();

  constructor(
    private readonly db: Db,
    private readonly source: IngestSource,
    private readonly lookups: readonly CatalogueLookup[] = DEFAULT_LOOKUPS,
  ) {}

  /** Loads the owners of every key in the batch that is not cached yet. */
  async prepare(rows: readonly SourceRow[]): Promise<void> {
    // Memory stays bounded on huge files; a dropped key is simply looked up again.
    for (const cache of this.cache.values()) if (cache.size > MAX_CACHED) cache.clear();
    // Key by key in attribution order: a later key (a UPC, a channel) is only looked up for rows still undecided.
    let pending = rows.map((row) => ({ row, keys: candidateKeys(this.source, row) }));
    for (let level = 0; pending.length > 0; level += 1) {
      const wanted = new Map<KeyKind, Set<string>>();
      for (const { keys } of pending) {
        const key = keys[level];
        if (!key || this.cacheOf(key[0]).has(key[1])) continue;
        let set = wanted.get(key[0]);
        if (!set) {
          set = new Set();
          wanted.set(key[0], set);
        }
        set.add(key[1]);
      }
      for (const [kind, set] of wanted) await this.load(kind, [...set]);
      pending = pending.filter(({ keys }) => {
        const key = keys[level];
        return key !== undefined && (this.cacheOf(key[0]).get(key[1]) ?? null) === null;
      });
    }
  }

  private async load(kind: KeyKind, values: string[]): Promise<void> {
    const cache = this.cacheOf(kind);
    for (const value of values) cache.set(value, null);
    for (const lookup of this.lookups.filter((l) => l.kind === kind)) {
      for (let i = 0; i < values.length; i += CHUNK) {
        for (const { value, companyId } of await lookup.find(this.db, values.slice(i, i + CHUNK))) {
          const known = cache.get(value);
          cache.set(value, known === null || known === undefined || known === companyId ? companyId : AMBIGUOUS);
        }
      }
    }
  }

  /** The first key owned by exactly one company; a key two companies claim never decides (the row goes to review). */
  attribute(row: SourceRow): Attribution | null {
    for (const [kind, value] of candidateKeys(this.source, row)) {
      const owner = this.cacheOf(kind).get(value);
      if (owner === AMBIGUOUS) return null;
      if (owner !== null && owner !== undefined) return { companyId: owner, kind, value };
    }
    return null;
  }

  private cacheOf(kind: KeyKind): Map<string, number | null> {
    let cache = this.cache.get(kind);
    if (!cache) {
      cache = new Map();
      this.cache.set(kind, cache);
    }
    return cache;
  }
}
