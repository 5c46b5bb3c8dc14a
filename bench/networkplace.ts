import os from 'node:os';
import path from 'node:path';
import { NETWORKPLACE_INDUSTRIES, NETWORKPLACE_TYPES } from '@irama/contracts';
import { sql } from 'kysely';
import { openDatabase } from '../packages/server/src/db/database.ts';
import '../packages/server/src/modules/networkplace/networkplace.tables.ts';
import { searchTextOf } from '../packages/server/src/modules/networkplace/search-text.ts';
import { withPortal } from './support/bench-servers.ts';
import { loadAverage } from './support/figures.ts';
import { authHeaders, DEMO_OWNER, type RunningPortal, signIn } from './support/portal.ts';
import type { Target } from './support/results.ts';
import { DURATION_S, type LoadMix, loadMixes, mixTargets, printAndWriteVerdict } from './support/server-load.ts';

const CONNECTIONS = 50;
const PROFILES = 10_000;
const TARGET_EXPLORE_P99_MS = 50;
const EXPLORE_PATH = '/api/v2/networkplace/explore';

// ---------------------------------------------------------------------------------------------
// 10,000 profiles

const FIRST_NAMES = [
  'Andi',
  'Budi',
  'Sélin',
  'Dewi',
  'Rína',
  'Yusuf',
  'Putri',
  'Agus',
  'Nadia',
  'Éka',
  'Wayan',
  'Made',
];
const LAST_NAMES = ['Saputra', 'Wijaya', 'Hidayat', 'Lestari', 'Nugroho', 'Siregar', 'Pratama', 'Kusuma', 'Manurung'];
const SKILLS = ['vokal', 'gitar', 'mixing', 'mastering', 'produksi', 'lirik', 'drum', 'keyboard', 'biola', 'aransemen'];
const LABELS = ['', 'Suara Nusantara', 'Nusantara Klasik', 'MNA Digital', 'Rekaman Timur', 'Indie Kita'];
const BIOS = [
  'Musisi dari Bandung, suka dangdut koplo dan pop Sunda.',
  'Produser lagu rindu kampung halaman dan balada akustik.',
  'Penulis lagu anak dan lagu religi, terbuka untuk kolaborasi.',
  'Kreator konten gaming dengan musik latar sendiri.',
  'Kanal podcast tentang industri musik Indonesia.',
];

/**
 * Adds PROFILES Networkplace profiles straight into the running portal's database, each with a
 * user of its own in one of the seeded companies, varied profession, industry and verified
 * figures, and `search_text` folded as the module folds it. The API makes one profile per user;
 * 10,000 sign-ups would measure registration, not explore.
 */
async function addProfiles(portal: RunningPortal, databaseUrl: string | undefined): Promise<number> {
  const { db } = openDatabase(databaseUrl ?? `sqlite://${path.join(portal.dataDir, 'irama.sqlite')}`);
  try {
    const template = await db.selectFrom('users').selectAll().where('email', '=', DEMO_OWNER).executeTakeFirstOrThrow();
    const companies = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((row) => row.id);
    const now = new Date().toISOString();
    const { id: _id, ...userTemplate } = template;
    // 14 values a user row, 19 a profile row: 1,000 rows stay under SQLite's 32,766 parameters.
    for (let start = 0; start < PROFILES; start += 1_000) {
      const count = Math.min(1_000, PROFILES - start);
      const numbers = Array.from({ length: count }, (_, index) => start + index);
      const users = await db
        .insertInto('users')
        .values(
          numbers.map((n) => ({
            ...userTemplate,
            company_id: companies[n % companies.length] ?? template.company_id,
            role: 'admin',
            firstname: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Andi',
            lastname: LAST_NAMES[n % LAST_NAMES.length] ?? 'Saputra',
            email: `bench-np-${n}@bench.invalid`,
            google_sub: null,
            is_disabled: false,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'company_id'])
        .execute();
      await db
        .insertInto('networkplace_profiles')
        .values(
          users.map((user, index) => {
            const n = start + index;
            const skills = [SKILLS[n % SKILLS.length] ?? 'vokal', SKILLS[(n * 7 + 3) % SKILLS.length] ?? 'gitar'];
            const profile = {
              display_name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n >> 2) % LAST_NAMES.length]} ${n}`,
              skills: [...new Set(skills)],
              artist_label: LABELS[n % LABELS.length] ?? '',
              bio: BIOS[n % BIOS.length] ?? '',
            };
            // Streams spread over five orders of magnitude, as creators' are.
            const streams = Math.floor(10 ** (2 + ((n * 7919) % 5000) / 1000));
            return {
              company_id: user.company_id,
              user_id: user.id,
              display_name: profile.display_name,
              profession: NETWORKPLACE_TYPES[n % NETWORKPLACE_TYPES.length] ?? 'artist',
              skills: JSON.stringify(profile.skills),
              industry: NETWORKPLACE_INDUSTRIES[(n >> 1) % NETWORKPLACE_INDUSTRIES.length] ?? 'music',
              // One in twenty hidden, as some creators choose.
              visibility: n % 20 === 0 ? 'hidden' : 'public',
              bio: profile.bio,
              artist_label: profile.artist_label,
              search_text: searchTextOf(profile),
              stat_subscribers: Math.floor(streams / 30),
              stat_total_assets: 5 + (n % 400),
              stat_monthly_streams: streams,
              stats_as_of: now.slice(0, 10),
              stats_verified: true,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
    const { count } = await db
      .selectFrom('networkplace_profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (databaseUrl?.startsWith('postgres')) {
      // As autovacuum does about a minute after a bulk insert (see bench/catalogue.ts).
      await sql`vacuum analyze networkplace_profiles`.execute(db);
      await sql`vacuum analyze users`.execute(db);
    }
    return Number(count);
  } finally {
    await db.destroy();
  }
}

const exploreUrl = (query: Record<string, string | number>) =>
  `${EXPLORE_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The filter mixes, each loaded on its own. */
const EXPLORE_MIXES: LoadMix[] = [
  { name: 'plain, pages 1-5', paths: [1, 2, 3, 4, 5].map((page) => exploreUrl({ page })) },
  {
    name: 'type + industry',
    paths: NETWORKPLACE_TYPES.slice(0, 5).map((type, index) =>
      exploreUrl({ type, industry: NETWORKPLACE_INDUSTRIES[index] ?? 'music' }),
    ),
  },
  {
    name: 'search',
    paths: ['gitar', 'SELIN', 'rindu kampung', 'nusantara', 'eka wijaya'].map((search) => exploreUrl({ search })),
  },
  {
    name: 'min_monthly_streams',
    paths: [1_000, 100_000, 1_000_000, 5_000_000].map((min) => exploreUrl({ min_monthly_streams: min })),
  },
];

// ---------------------------------------------------------------------------------------------

/**
 * Networkplace (issue 32, item 6) on the portal as production runs it: explore over 10,000 profiles
 * against /api/health under the same load. Chat's streams and delivery are `bench/chat.ts`.
 */
export default function benchNetworkplace(): Promise<boolean> {
  const loadavgBefore = loadAverage();
  console.log(`/proc/loadavg before: ${loadavgBefore}`);
  // One instance: the event bus in process, as a single portal runs; REDIS_URL is for part 3.
  return withPortal({ REDIS_URL: '' }, async ({ database, portal }) => {
    const ownerToken = await signIn(portal.url, DEMO_OWNER);

    let since = performance.now();
    const profiles = await addProfiles(portal, database.env.DATABASE_URL);
    console.log(
      `engine ${database.engine}; ${profiles} Networkplace profiles (${PROFILES} added in ${Math.round((performance.now() - since) / 100) / 10} s)`,
    );
    console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadAverage()}`);

    // Explore under load, against /api/health under the same load.
    since = performance.now();
    const first = await fetch(`${portal.url}${exploreUrl({ page: 1 })}`, { headers: authHeaders(ownerToken) });
    if (first.status !== 200) throw new Error(`explore answered ${first.status}`);
    const total = ((await first.json()) as { data: { total?: number } }).data.total;
    console.log(
      `\nexplore page 1: ${total} findable profiles, ${Math.round(performance.now() - since)} ms; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    const { health, runs: explore } = await loadMixes(
      portal,
      { connections: CONNECTIONS, durationSeconds: DURATION_S, headers: authHeaders(ownerToken) },
      EXPLORE_MIXES,
      { label: 'explore', width: 28 },
    );
    console.log('');
    for (const run of explore)
      console.log(
        `explore ${run.name}: ratio ${run.ratio.toFixed(3)} (explore req/s ÷ health req/s); p99 ${run.figures.p99Ms} ms (target <= ${TARGET_EXPLORE_P99_MS})`,
      );

    const loadavg = { before: loadavgBefore, after: loadAverage() };
    const exploreTargets = mixTargets(explore, TARGET_EXPLORE_P99_MS);
    const targets: Record<string, Target> = {
      exploreP99Ms: exploreTargets.p99Ms,
      exploreNoErrors: exploreTargets.noErrors,
    };
    const run = { engine: database.engine, connections: CONNECTIONS, load: loadavg };
    return printAndWriteVerdict('networkplace', run, targets, {
      profiles,
      health,
      explore,
    });
  });
}
