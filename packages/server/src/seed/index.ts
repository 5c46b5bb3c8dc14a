import path from 'node:path';
import type { Db } from '../db/database.ts';
import { runDemoReports } from '../ingest/demo/demo-reports.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { demoNotices } from '../modules/ingest/period-notifier.ts';
import { seedBalance } from './balance.seed.ts';
import { seedCatalogs } from './catalogs.seed.ts';
import { seedCore } from './core.seed.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedEnt } from './ent.seed.ts';
import { seedIdeas } from './ideas.seed.ts';
import { seedNotifications } from './notifications.seed.ts';
import { seedPayments } from './payments.seed.ts';
import { seedProfile } from './profile.seed.ts';
import { seedReleases } from './release.seed.ts';
import { dateReplayedNotices } from './replayed-notices.ts';
import { createSeedContext } from './seed-context.ts';
import { seedStoreTerms } from './store-terms.seed.ts';
import { seedSupport } from './support.seed.ts';

/** Seeders in order; each later capability appends its own. */
const SEEDERS = [
  seedCore,
  seedProfile,
  seedReleases,
  seedCatalogs,
  seedEnt,
  seedNotifications,
  seedIdeas,
  seedSupport,
  seedStoreTerms,
];

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
 * Fills an empty database with the demo data, in one transaction. With a data folder it then writes a
 * year of demo report files there and ingests them (each file in a transaction of its own), so every
 * report and analytics page has data, pays the published YouTube periods and withdraws DSP income; without one
 * (tests) it seeds rows only.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher, options: { dataDir?: string } = {}): Promise<void> {
  const seed = createSeedContext(hasher, undefined, options.dataDir ?? null);
  await db.transaction().execute(async (trx) => {
    for (const seeder of SEEDERS) await seeder(trx, seed);
  });
  if (options.dataDir) {
    const replayStartedAt = new Date().toISOString();
    await runDemoReports(db, { dir: path.join(options.dataDir, 'demo-reports'), notices: demoNotices });
    // Payments pay published periods and withdrawals take out their income, so they come after the reports.
    await seedPayments(db, options.dataDir);
    await seedBalance(db);
    await dateReplayedNotices(db, replayStartedAt);
  }
}
