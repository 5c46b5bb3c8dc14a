import path from 'node:path';
import type { Db } from '../db/database.ts';
import { ALL_COMPANIES } from '../db/scope.ts';
import { runDemoReports } from '../ingest/demo/demo-reports.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { createLocalStorage, type ObjectStorage } from '../lib/storage/index.ts';
import { periodNotifier } from '../modules/ingest/period-notifier.ts';
import { refreshEveryNetworkplaceStats } from '../modules/networkplace/index.ts';
import { markNoticesReadBefore } from '../modules/notifications/notifications.repository.ts';
import { seedAchievements } from './achievements.seed.ts';
import { seedBalance } from './balance.seed.ts';
import { seedCatalogs } from './catalogs.seed.ts';
import { seedChat } from './chat.seed.ts';
import { seedCore } from './core.seed.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedEnt } from './ent.seed.ts';
import { seedExpertise } from './expertise.seed.ts';
import { seedIdeas } from './ideas.seed.ts';
import { seedMusicbank } from './musicbank.seed.ts';
import { seedNetworkplace } from './networkplace.seed.ts';
import { seedPaylater } from './paylater.seed.ts';
import { seedPayments } from './payments.seed.ts';
import { seedProfile } from './profile.seed.ts';
import { replayReleaseHistory, seedReleases } from './release.seed.ts';
import { createSeedContext } from './seed-context.ts';
import { seedSongshare } from './songshare.seed.ts';
import { seedStoreTerms } from './store-terms.seed.ts';
import { replaySupportReplies, seedSupport } from './support.seed.ts';

/** Seeders of what exists before the demo's history begins, in order; each later capability appends its own. */
const SEEDERS = [
  seedCore,
  seedProfile,
  seedReleases,
  seedCatalogs,
  seedEnt,
  seedIdeas,
  seedSupport,
  seedStoreTerms,
  seedNetworkplace,
  seedChat,
  seedExpertise,
];

/** The owners have read what their bell told them before this many days ago. */
const READ_AFTER_DAYS = 7;

/** True when the database holds no company yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** The demo accounts whose users are still there and enabled, in the README's order. */
export async function demoAccountsIn(db: Db): Promise<(typeof DEMO_ACCOUNTS)[number][]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .where('is_disabled', '=', false)
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email));
}

/**
 * Fills an empty database with the demo world (src/demo/model.ts, docs/demo-model.md): what exists
 * before its history in one transaction, then its history replayed through the services that make each
 * thing happen, each on the day it happened (`replayAt`), so every notice is left by the event it tells
 * of. With a data folder the history includes a year of reports (written to files and ingested), the
 * YouTube payments and the DSP withdrawals and holds; without one (tests) it is the releases' history
 * and the answered tickets only.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  options: {
    /** Where the demo's reports are written to be ingested. */
    dataDir?: string;
    /** Where the demo's media go (the app's `STORAGE_URL`); the data folder itself when not given. */
    storage?: ObjectStorage;
    /** Months of reports (12); tests seed a smaller world. */
    reportMonths?: number;
  } = {},
): Promise<void> {
  const now = new Date();
  const storage = options.storage ?? (options.dataDir ? createLocalStorage(options.dataDir) : null);
  const seed = createSeedContext(hasher, undefined, storage);
  await db.transaction().execute(async (trx) => {
    for (const seeder of SEEDERS) await seeder(trx, seed, now);
  });
  await replayReleaseHistory(db, seed, now);
  await replaySupportReplies(db, seed, now);
  // Share pages exist only for releases live by now, which the history above made so.
  await seedSongshare(db, seed, now);
  if (options.dataDir && storage) {
    await runDemoReports(db, {
      dir: path.join(options.dataDir, 'demo-reports'),
      notices: periodNotifier,
      ...(options.reportMonths ? { months: options.reportMonths } : {}),
    });
    // Networkplace's figures come from the published reports, which exist only from here on.
    await refreshEveryNetworkplaceStats(db);
    // Payments pay published periods and withdrawals take out their income, so they come after the reports.
    await seedPayments(db, storage, now);
    await seedBalance(db, now);
    // Licences are paid from the balance and with paylater, so the bank's story comes after the money's.
    await seedMusicbank(db, storage, now);
    // Repays the paylater a Music Bank licence was paid with from the credits published since: after that seeder.
    await seedPaylater(db);
  }
  // Achievements are read from everything above, so they come last.
  await seedAchievements(db, now);
  await markNoticesReadBefore(
    db,
    ALL_COMPANIES,
    new Date(now.getTime() - READ_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );
}
