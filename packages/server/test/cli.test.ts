import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { closeContext, createContext } from '../src/context.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PERIOD, writeYoutube, youtubeValues } from '../src/ingest/engine/test-support.ts';
import { createDistributorCompany } from '../src/modules/companies/index.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { freshPostgresSchema, iramaBin, type RunResult, repoRoot, run, tempDir } from './support/processes.ts';
import { followSetPasswordLink } from './support/set-password-link.ts';
import { describeOnEngine, testEngine } from './support/test-app.ts';

const irama = (args: string[], env: Record<string, string>) => run(process.execPath, [iramaBin, ...args], env);

const COMMANDS = ['serve', 'migrate', 'seed', 'ingest', 'demo-reports', 'rates', 'release', 'staff'];

function expectSuccess(result: RunResult) {
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

/** The users' emails in the database a URL names. */
async function seededEmails(url: string): Promise<string[]> {
  const { db } = openDatabase(url);
  try {
    return (await db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email);
  } finally {
    await db.destroy();
  }
}

// Each run starts a Node process that loads the server's sources through tsx (~3 s).

/**
 * `migrate`, then `seed` twice, against the database `env` names; returns the database URL. The first
 * seed writes and ingests the demo reports and daily analytics (about 600,000 rows): up to a minute or two.
 */
async function migrateAndSeedTwice(env: Record<string, string>) {
  const steps: [command: string, says: string][] = [
    ['migrate', 'Applied: 0001_core'],
    ['migrate', 'The schema is up to date.'],
    ['seed', 'Demo data seeded.'],
    ['seed', 'nothing seeded'],
  ];
  for (const [command, says] of steps) {
    const run = await irama([command], env);
    expectSuccess(run);
    expect(run.stdout).toContain(says);
  }
}

const PUBLIC_URL = 'https://portal.distributor.test';
const STAFF_EMAIL = 'ops@distributor.test';

/** The app on the database `env` names, as `irama serve` would build it, to follow links through its API. */
async function appOn(env: Record<string, string>) {
  const context = createContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const app = await buildApp(context);
  return {
    app,
    close: async () => {
      await app.close();
      await closeContext(context);
    },
  };
}

/** The link a `staff create` run printed on its last line. */
function printedLink(result: RunResult): URL {
  return new URL(result.stdout.trim().split('\n').at(-1) ?? '');
}

/**
 * The production bootstrap against the database `env` names (SEED_DEMO=false): `staff create`
 * makes the distributor and its first staff user, whose link sets a password that reaches the
 * staff routes, after which `irama ingest` has a company to ingest for. Returns the database URL.
 */
async function bootstrapStaffWithoutDemo(env: Record<string, string>, dataDir: string) {
  const created = await irama(
    [
      'staff',
      'create',
      '--email',
      'Ops@Distributor.test',
      '--name',
      'Sari Wulandari',
      '--company',
      'PT Distribusi Uji',
    ],
    env,
  );
  expectSuccess(created);
  expect(created.stdout).toContain('Created the distributor company "PT Distribusi Uji"');
  expect(created.stdout).toContain(`Created the staff user ${STAFF_EMAIL}`);
  expect(created.stdout).toContain('within 60 minutes');
  const link = printedLink(created);
  expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);

  const { app, close } = await appOn(env);
  try {
    const followed = await followSetPasswordLink(app, link.href, STAFF_EMAIL, 'Staff-secret-2026');
    expect(followed).toMatchObject({ reset: 200, signIn: 200, opsCompanies: 200, companyNames: ['PT Distribusi Uji'] });
    const rate = await app.inject({
      method: 'PUT',
      url: `/api/ops/ingest/rates/${PERIOD}`,
      headers: followed.headers,
      payload: { currency: 'USD', rate: '16250' },
    });
    expect(rate.statusCode).toBe(201);
  } finally {
    await close();
  }

  const report = writeYoutube(dataDir, 'youtube.csv', youtubeValues(3));
  const ingested = await irama(['ingest', report, '--type', 'youtube'], env);
  expectSuccess(ingested);
  expect(ingested.stdout).toContain('Run 1: parsed.');

  const again = await irama(['staff', 'create', '--email', STAFF_EMAIL], env);
  expectSuccess(again);
  expect(again.stdout).toContain(`${STAFF_EMAIL} is already a staff user`);
  expect(printedLink(again).searchParams.get('token')).not.toBe(link.searchParams.get('token'));

  const invalid = await irama(['staff', 'create', '--email', 'not-an-email'], env);
  expect(invalid.code).toBe(1);
  expect(invalid.stderr).toContain('--email "not-an-email" is not a valid email address');
}

describeOnEngine('sqlite', 'irama migrate and seed on SQLite', () => {
  it('creates <DATA_DIR>/irama.sqlite with the demo users, and seeds only once', async () => {
    const data = tempDir('irama-cli-');
    try {
      await migrateAndSeedTwice({ DATA_DIR: data.dir });
      const file = path.join(data.dir, 'irama.sqlite');
      expect(fs.existsSync(file)).toBe(true);
      const emails = await seededEmails(`sqlite://${file}`);
      expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.email)));
      expect(emails).toContain('admin@musik.demo');
    } finally {
      data.remove();
    }
  }, 300_000);

  it('bootstraps the distributor and its first staff account without the demo, so ingest works', async () => {
    const data = tempDir('irama-cli-');
    try {
      await bootstrapStaffWithoutDemo({ DATA_DIR: data.dir, SEED_DEMO: 'false', PUBLIC_URL }, data.dir);
      expect(await seededEmails(`sqlite://${path.join(data.dir, 'irama.sqlite')}`)).toEqual([STAFF_EMAIL]);
    } finally {
      data.remove();
    }
  }, 90_000);
});

describeOnEngine('postgres', 'irama migrate and seed on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let data: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    database = await freshPostgresSchema();
    data = tempDir('irama-cli-');
  });
  afterAll(async () => {
    await database.drop();
    data.remove();
  });

  it('migrates and seeds the schema DATABASE_URL names, and seeds only once', async () => {
    await migrateAndSeedTwice({ DATABASE_URL: database.url, DATA_DIR: data.dir });
    const emails = await seededEmails(database.url);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.email)));
    // Nothing went to a SQLite file beside it.
    expect(fs.existsSync(path.join(data.dir, 'irama.sqlite'))).toBe(false);
  }, 300_000);
});

describeOnEngine('postgres', 'irama staff create on PostgreSQL', () => {
  it('bootstraps the distributor and its first staff account without the demo, so ingest works', async () => {
    const database = await freshPostgresSchema();
    const data = tempDir('irama-cli-');
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: data.dir, SEED_DEMO: 'false', PUBLIC_URL };
      await bootstrapStaffWithoutDemo(env, data.dir);
      expect(await seededEmails(database.url)).toEqual([STAFF_EMAIL]);
    } finally {
      await database.drop();
      data.remove();
    }
  }, 90_000);
});

describe(`irama rates (${testEngine})`, () => {
  let database: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    data = tempDir('irama-cli-');
    database =
      testEngine === 'postgres'
        ? await freshPostgresSchema()
        : { url: `sqlite://${path.join(data.dir, 'irama.sqlite')}`, drop: async () => {} };
    // The distributor `irama staff create` would make: rates are its rows.
    const { db } = openDatabase(database.url);
    try {
      await migrateToLatest(db);
      await createDistributorCompany(db, 'PT Distribusi Uji');
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    await database.drop();
    data.remove();
  });

  const rates = (args: string[]) => irama(['rates', ...args], { DATABASE_URL: database.url, DATA_DIR: data.dir });
  const set = (rate: string, currency = 'USD') =>
    rates(['set', '--period', '2026-05', '--currency', currency, '--rate', rate]);

  /** The audit rows of the rate changes, oldest first, and the rates saved. */
  async function stored() {
    const { db } = openDatabase(database.url);
    try {
      const audit = await db
        .selectFrom('fx_rate_audit')
        .select(['actor_user_id', 'via', 'period', 'currency', 'rate_before_scaled', 'rate_after_scaled'])
        .orderBy('id')
        .execute();
      const saved = await db.selectFrom('fx_rates').select(['period', 'currency', 'rate_scaled']).execute();
      return { audit, saved };
    } finally {
      await db.destroy();
    }
  }

  it("sets a period's rate, changes it, and audits each change as made on the command line", async () => {
    const created = await set('16250.5');
    expectSuccess(created);
    expect(created.stdout.trim()).toBe('The USD rate of 2026-05 is 16250.5 rupiah (new).');
    const changed = await set('16300');
    expectSuccess(changed);
    expect(changed.stdout.trim()).toBe('The USD rate of 2026-05 is 16300 rupiah (was 16250.5).');

    const listed = await rates(['list']);
    expectSuccess(listed);
    expect(listed.stdout.split('\n')).toEqual([
      'period   currency   rate  published',
      '2026-05  USD       16300  no',
      '',
    ]);
    const cli = { actor_user_id: null, via: 'cli', period: '2026-05', currency: 'USD' };
    expect((await stored()).audit).toEqual([
      { ...cli, rate_before_scaled: null, rate_after_scaled: 16_250_500_000 },
      { ...cli, rate_before_scaled: 16_250_500_000, rate_after_scaled: 16_300_000_000 },
    ]);
  }, 60_000);

  it('refuses bad values with exit code 1 and missing ones with 2, writing nothing', async () => {
    const before = await stored();
    const [invalid, missing] = await Promise.all([
      rates(['set', '--period', '2026-5', '--currency', 'usd', '--rate', '1,5']),
      rates(['set', '--period', '2026-05']),
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('Refused: --period "2026-5" is not a month written YYYY-MM (2026-05).');
    expect(invalid.stderr).toContain('Refused: --currency "usd" is not a currency code of three capital letters');
    expect(invalid.stderr).toContain('Refused: --rate "1,5" is not rupiah per unit as a decimal');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --currency, --rate.');
    expect(missing.stderr).toContain('Usage:\n  irama rates set');

    const [idr, negative, dashed] = await Promise.all([
      set('1', 'IDR'),
      rates(['set', '--period', '2026-05', '--currency', 'USD', '--rate=-16000']),
      set('-16000'),
    ]);
    expect(idr.code).toBe(1);
    expect(idr.stderr).toContain('--currency "IDR" is the rupiah itself');
    expect(negative.code).toBe(1);
    expect(negative.stderr).toContain('--rate "-16000" is not rupiah per unit');
    // Without `=`, a value starting with a dash reads as a missing one.
    expect(dashed.code).toBe(2);
    expect(dashed.stderr).toContain("Option '--rate' argument is ambiguous");
    expect(await stored()).toEqual(before);
  }, 60_000);
});

// Engine-independent: run once, in the SQLite project.
describeOnEngine('sqlite', 'the irama command', () => {
  it('is linked into node_modules/.bin by npm workspaces, so `npx irama` works from the repository root', async () => {
    const linked = path.join(repoRoot, 'node_modules/.bin/irama');
    expect(fs.existsSync(linked)).toBe(true);
    // --no: never fetch a package of that name from the registry if the link were missing.
    const result = await run('npx', ['--no', '--', 'irama', '--help'], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: irama <command>');
  }, 30_000);

  it('prints its usage and fails on an unknown command', async () => {
    const result = await irama(['frobnicate'], {});
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown command: frobnicate');
    expect(result.stderr).toContain('Usage: irama <command>');
  }, 30_000);

  it('prints the overall usage and exits 0 for --help, -h, help and no command at all', async () => {
    for (const args of [['--help'], ['-h'], ['help'], []]) {
      const result = await irama(args, {});
      expectSuccess(result);
      expect(result.stdout).toContain('Usage: irama <command>');
      for (const command of COMMANDS) expect(result.stdout).toContain(`\n  ${command}`);
    }
  }, 60_000);

  it("prints each command's own usage and exits 0 for --help and -h, without touching a database", async () => {
    const data = tempDir('irama-cli-');
    try {
      // `-h` is the same check as `--help`, so a few commands stand for the rest.
      const asks = [
        ...COMMANDS.map((command) => [command, '--help']),
        ['serve', '-h'],
        ['ingest', '-h'],
        ['help', 'staff'],
        ['release', 'list', '--help'],
        ['release', 'status', '1', 'rejected', '-h'],
        ['staff', 'create', '--email', 'ops@distributor.test', '--help'],
        ['rates', 'set', '--period', '2026-05', '--help'],
        ['rates', 'list', '-h'],
      ];
      // Two at a time: each run is a Node process of its own.
      for (let at = 0; at < asks.length; at += 2) {
        const pair = asks.slice(at, at + 2);
        const results = await Promise.all(pair.map((args) => irama(args, { DATA_DIR: data.dir })));
        for (const [i, result] of results.entries()) {
          const args = pair[i] ?? [];
          const command = args[0] === 'help' ? args[1] : args[0];
          expect(result.stderr, args.join(' ')).toBe('');
          expect(result.code, args.join(' ')).toBe(0);
          expect(result.stdout, args.join(' ')).toMatch(new RegExp(`^Usage:\n  irama ${command}\\s`));
        }
      }
      // `serve --help` neither listened nor seeded, and nothing opened a database.
      expect(fs.readdirSync(data.dir)).toEqual([]);
    } finally {
      data.remove();
    }
  }, 180_000);

  it('refuses an option a command does not take with exit code 2 and its usage', async () => {
    const result = await irama(['migrate', '--force'], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--force'");
    expect(result.stderr).toContain('Usage:\n  irama migrate');
  }, 30_000);
});
