import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SourceRow } from './sources.ts';
import { type IngestSource, isYoutubeSource } from './tables.ts';

/** A catalogue key a row can be attributed by. */
export type KeyKind = 'asset_id' | 'custom_id' | 'asset_label' | 'channel_id' | 'isrc' | 'upc';

/** One catalogue owner of a key value. */
export interface CatalogueOwner {
  value: string;
  companyId: number;
}

/** One catalogue table answering for one key kind: its (value, company) pairs, a page at a time in that order. */
export interface CatalogueLookup {
  kind: KeyKind;
  page(db: Db, after: CatalogueOwner, limit: number): Promise<CatalogueOwner[]>;
}

/** The key a row was attributed by and the company that owns it. */
export interface Attribution {
  companyId: number;
  kind: KeyKind;
  value: string;
}

/** Catalogue rows read per query while loading: bounds the transient memory of a load. */
const PAGE = 20_000;

/** Reads `table.column` as (value, company) pairs by keyset on its (column, company_id) index. */
function catalogueColumn(kind: KeyKind, table: string, column: string): CatalogueLookup {
  return {
    kind,
    page: async (db, after, limit) => {
      const { rows } = await sql<CatalogueOwner>`
        select distinct ${sql.ref(column)} as value, company_id as ${sql.ref('companyId')} from ${sql.table(table)}
        where (${sql.ref(column)}, company_id) > (${after.value}, ${after.companyId})
        order by 1, 2 limit ${limit}`.execute(db);
      return rows;
    },
  };
}

/** Every catalogue the engine attributes by; a new catalogue table plugs in here. */
export const DEFAULT_LOOKUPS: readonly CatalogueLookup[] = [
  ...(['asset_id', 'custom_id', 'asset_label', 'channel_id', 'isrc'] as const).map((kind) =>
    catalogueColumn(kind, 'youtube_assets', kind),
  ),
  // The release module's tracks answer for ISRCs and its releases for UPCs.
  catalogueColumn('isrc', 'tracks', 'isrc'),
  catalogueColumn('upc', 'releases', 'upc'),
];

/** The keys of a row in attribution order: YouTube by asset, custom id, label, channel; stores by ISRC then UPC. */
export function candidateKeys(source: IngestSource, row: SourceRow): [KeyKind, string][] {
  const { keys } = row;
  const list: [KeyKind, string | null][] = isYoutubeSource(source)
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

/**
 * Attributes rows to companies from in-memory maps of the catalogue, loaded once per run on the first
 * batch: one scan per key kind costs far less than a lookup per batch, and memory grows with the
 * catalogue (about 100 bytes a key), never with the file.
 */
export class Attributor {
  /** Per key kind, each value's attribution, or null when two companies claim it. */
  private readonly owners = new Map<KeyKind, Map<string, Attribution | null>>();
  private readonly isYoutube: boolean;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    source: IngestSource,
    private readonly lookups: readonly CatalogueLookup[] = DEFAULT_LOOKUPS,
  ) {
    this.isYoutube = isYoutubeSource(source);
  }

  /** Loads the catalogue the first time; later batches need nothing more. */
  prepare(_rows: readonly SourceRow[]): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<void> {
    const kinds: readonly KeyKind[] = this.isYoutube
      ? ['asset_id', 'custom_id', 'asset_label', 'channel_id']
      : ['isrc', 'upc'];
    for (const kind of kinds) {
      const owners = new Map<string, Attribution | null>();
      for (const lookup of this.lookups.filter((l) => l.kind === kind)) {
        let after: CatalogueOwner = { value: '', companyId: 0 };
        for (;;) {
          const page = await lookup.page(this.db, after, PAGE);
          for (const { value, companyId } of page) {
            const known = owners.get(value);
            const isSame = known === undefined || known?.companyId === companyId;
            owners.set(value, isSame ? (known ?? { companyId, kind, value }) : null);
          }
          if (page.length < PAGE) break;
          after = page[page.length - 1] as CatalogueOwner;
        }
      }
      this.owners.set(kind, owners);
    }
  }

  /** The first key owned by exactly one company; a key two companies claim never decides (the row goes to review). */
  attribute(row: SourceRow): Attribution | null {
    const { keys } = row;
    if (!this.isYoutube) {
      const byIsrc = this.decide('isrc', keys.isrc);
      return (byIsrc === undefined ? this.decide('upc', keys.upc) : byIsrc) ?? null;
    }
    let found = this.decide('asset_id', keys.assetId);
    if (found === undefined) found = this.decide('custom_id', keys.customId);
    for (const label of keys.assetLabels) if (found === undefined) found = this.decide('asset_label', label);
    if (found === undefined) found = this.decide('channel_id', keys.channelId);
    return found ?? null;
  }

  /** The attribution by one key: null when two companies claim it (which ends the search), undefined when nobody does. */
  private decide(kind: KeyKind, value: string | null): Attribution | null | undefined {
    return value ? this.owners.get(kind)?.get(value) : undefined;
  }
}
