import { CONFLICT_DEADLINE_DAYS, type ConflictEventKind, type ConflictStatus } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { companyScope } from '../db/scope.ts';
import { companyModel, DEMO_COMPANIES, songsOf } from '../demo/model.ts';
import { channelIdOf } from '../ingest/demo/catalogue.ts';
import { indexNewAssets } from '../modules/catalogs/asset-terms.ts';
import '../modules/catalogs/catalogs.tables.ts';
import { generateAssets } from './catalogs.seed-data.ts';
import type { SeedContext } from './seed-context.ts';

/** The YouTube catalogues of the demo companies with a YouTube service: size, labels and conflicts. */
const CATALOGUES = [
  {
    key: 'musik',
    owner: 'owner@musik.demo',
    code: 'MNA',
    assets: 460,
    labels: ['Suara Nusantara', 'Nusantara Klasik', 'MNA Digital'],
    conflicts: 48,
  },
  {
    key: 'timur',
    owner: 'owner@timur.demo',
    code: 'TMR',
    assets: 180,
    labels: ['Timur Records', 'Timur Dangdut'],
    conflicts: 14,
  },
  {
    key: 'agg',
    owner: 'owner@agg.demo',
    code: 'SAN',
    assets: 150,
    labels: ['Suara Agregator', 'SAN Indie'],
    conflicts: 10,
  },
  {
    key: 'agg-client-2',
    owner: 'owner@lomboksound.demo',
    code: 'LSP',
    assets: 90,
    labels: ['Lombok Sound'],
    conflicts: 6,
  },
] as const;

/** Every song of the demo model, whichever company's. */
const DEMO_SONG_TITLES = new Set(DEMO_COMPANIES.flatMap((company) => songsOf(company).map((song) => song.title)));

const OWNERS = [
  'Sony Music Entertainment',
  'Warner Music Indonesia',
  'Universal Music Group',
  'Believe Digital',
  'CD Baby',
  'DistroKid',
  'Aquarius Musikindo',
  'Nagaswara',
  'Trinity Optima Production',
  'Musica Studios',
  'TuneCore',
] as const;
const COUNTRIES = ['ID', 'MY', 'SG', 'BN', 'TH', 'PH', 'US', 'NL', 'AU', 'JP'] as const;
const REASONS = [
  'Kami pemilik master rekaman ini sejak rilis 2019; kontrak distribusi terlampir.',
  'Pihak lain mengunggah ulang rekaman kami tanpa lisensi. Bukti kepemilikan ISRC terlampir.',
  'Lagu ini ciptaan artis kami dan terdaftar atas nama label kami di semua toko digital.',
  'Klaim tumpang tindih karena kompilasi pihak ketiga memakai rekaman kami tanpa izin.',
] as const;
const DECISIONS = {
  won: [
    'Bukti kontrak sah; YouTube mengembalikan kepemilikan ke label.',
    'Pihak lawan mencabut klaimnya setelah banding.',
  ],
  lost: [
    'Pihak lawan memiliki lisensi eksklusif untuk wilayah ini.',
    'Bukti kepemilikan tidak mencakup wilayah yang disengketakan.',
  ],
} as const;

/** Each state a seeded conflict ends in, in proportion, with the steps that led there. */
const PATHS: readonly { status: ConflictStatus; steps: ConflictEventKind[] }[] = [
  { status: 'open', steps: ['opened'] },
  { status: 'open', steps: ['opened', 'updated'] },
  { status: 'open', steps: ['opened'] },
  { status: 'appealed', steps: ['opened', 'countered'] },
  { status: 'released', steps: ['opened', 'accepted'] },
  { status: 'won', steps: ['opened', 'countered', 'won'] },
  { status: 'lost', steps: ['opened', 'countered', 'lost'] },
  { status: 'expired', steps: ['opened', 'expired'] },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hundreds of YouTube assets per demo company with a YouTube service, and dozens of conflicts in
 * every state with their history. Dates are relative to now, so open conflicts always have time left.
 */
export async function seedCatalogs(db: Db, seed: SeedContext): Promise<void> {
  const now = Date.now();
  const staffName = 'Sari Wulandari';
  for (const catalogue of CATALOGUES) {
    const companyId = seed.companies.get(catalogue.key);
    if (companyId === undefined) continue;
    const owner = await db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname'])
      .where('email', '=', catalogue.owner)
      .executeTakeFirstOrThrow();
    const model = companyModel(catalogue.key);
    const assets = generateAssets(seed.random, catalogue.assets, {
      // The older catalogue is sung by the company's own artists, under titles none of the demo's songs has.
      artists: [...new Set(model.releases.map((release) => release.artist))],
      reservedTitles: DEMO_SONG_TITLES,
      companyId,
      code: catalogue.code,
      labels: catalogue.labels,
      channels: [channelIdOf(catalogue.owner)],
      createdAt: new Date(now - 400 * DAY_MS).toISOString(),
    });
    const refs: number[] = [];
    for (let start = 0; start < assets.length; start += 200) {
      const rows = await db
        .insertInto('youtube_assets')
        .values(assets.slice(start, start + 200))
        .returning('id')
        .execute();
      refs.push(...rows.map((row) => row.id));
    }
    for (let index = 0; index < catalogue.conflicts; index += 1) {
      const path = PATHS[index % PATHS.length] ?? PATHS[0];
      if (!path) continue;
      // Open conflicts began within the last four weeks; settled ones up to four months ago.
      const openedDaysAgo =
        path.status === 'open'
          ? seed.random.int(1, 27)
          : path.status === 'expired'
            ? seed.random.int(31, 90)
            : seed.random.int(8, 120);
      const opened = now - openedDaysAgo * DAY_MS - seed.random.int(0, 20) * 3_600_000;
      const deadline = opened + CONFLICT_DEADLINE_DAYS * DAY_MS;
      // Each step a few days after the one before, never in the future; expiry lands on the deadline.
      let previous = opened;
      const stepTimes = path.steps.map((kind, step) => {
        if (kind === 'expired') return new Date(deadline).toISOString();
        if (step > 0) previous = Math.min(now - 3_600_000, previous + seed.random.int(2, 9) * DAY_MS);
        return new Date(previous).toISOString();
      });
      const lastAt = stepTimes.at(-1) ?? new Date(opened).toISOString();
      const territories = [
        ...new Set(Array.from({ length: seed.random.int(1, 3) }, () => seed.random.pick(COUNTRIES))),
      ];
      const assetRef = refs[(index * 7) % refs.length] ?? refs[0];
      if (assetRef === undefined) continue;
      const { id } = await db
        .insertInto('conflicts')
        .values({
          company_id: companyId,
          asset_ref: assetRef,
          conflicting_owner: seed.random.pick(OWNERS),
          territories: territories.join(' '),
          status: path.status,
          views: seed.random.int(800, 450_000),
          active_claims: seed.random.int(1, 40),
          opened_at: new Date(opened).toISOString(),
          deadline_at: new Date(deadline).toISOString(),
          updated_at: lastAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ownerName = `${owner.firstname} ${owner.lastname}`;
      await db
        .insertInto('conflict_events')
        .values(
          path.steps.map((kind, step) => ({
            company_id: companyId,
            conflict_id: id,
            kind,
            user_id: kind === 'accepted' || kind === 'countered' ? owner.id : null,
            actor_name:
              kind === 'accepted' || kind === 'countered'
                ? ownerName
                : kind === 'won' || kind === 'lost'
                  ? staffName
                  : null,
            note:
              kind === 'countered'
                ? seed.random.pick(REASONS)
                : kind === 'won' || kind === 'lost'
                  ? seed.random.pick(DECISIONS[kind])
                  : null,
            evidence_url: null,
            created_at: stepTimes[step] ?? lastAt,
          })),
        )
        .execute();
    }
    // The first search of a big catalogue should not pay for building its word index.
    await indexNewAssets(db, companyScope(companyId));
  }
}
