import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seed/index.ts';
import { countTextHygieneFindings } from './db/text-hygiene-findings.ts';
import { tuneHeapForIngest } from './lib/heap.ts';
import { DEMO_REPORTS_USAGE, runDemoReportsCommand } from './modules/ingest/demo-reports.cli.ts';
import { runIngestCommand } from './modules/ingest/ingest.cli.ts';
import { RELEASE_USAGE, runReleaseCommand } from './modules/release/release.cli.ts';
import { serve } from './serve.ts';

const USAGE = `Usage: irama <command>

Commands:
  serve     migrate, seed the demo data into an empty database, and serve the portal
  migrate   bring the database schema up to date
  seed      fill an empty database with the demo data (--force: even when not empty)
  ingest    ingest a report: <file> --type youtube|youtube-premium|dsr|store|analytics [--period YYYY-MM] [--store NAME]
${DEMO_REPORTS_USAGE}
${RELEASE_USAGE}

Settings come from the environment (DATA_DIR, DATABASE_URL, PORT, …; see the README).`;

async function withContext(run: (context: ReturnType<typeof createContext>) => Promise<void>) {
  const context = createContext(loadConfig());
  try {
    await run(context);
  } finally {
    await closeContext(context);
  }
}

async function main(argv: string[]): Promise<number> {
  // Subcommands with options of their own parse their arguments themselves.
  if (argv[0] === 'release') {
    let code = 1;
    await withContext(async (context) => {
      code = await runReleaseCommand(context, argv.slice(1));
    });
    return code;
  }
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      type: { type: 'string' },
      period: { type: 'string' },
      store: { type: 'string' },
      rows: { type: 'string' },
      months: { type: 'string' },
      out: { type: 'string' },
      'write-only': { type: 'boolean' },
    },
  });
  const [command] = positionals;
  switch (command) {
    case 'serve':
      await serve(loadConfig());
      return 0;
    case 'migrate':
      await withContext(async ({ database }) => {
        const applied = await migrateToLatest(database.db);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
        const findings = await countTextHygieneFindings(database.db);
        if (findings > 0) {
          console.log(
            `Text hygiene: ${findings} findings of stored text that breaks the text rules, listed in the text_hygiene_findings table (see docs/operations.md).`,
          );
        }
      });
      return 0;
    case 'seed':
      await withContext(async ({ config, database, hasher }) => {
        await migrateToLatest(database.db);
        if (!values.force && !(await isEmpty(database.db))) {
          console.log('The database already has data; nothing seeded (use --force to seed anyway).');
          return;
        }
        await seedDemo(database.db, hasher, { dataDir: config.dataDir });
        console.log('Demo data seeded.');
      });
      return 0;
    case 'ingest': {
      let code = 0;
      await withContext(async ({ database }) => {
        await migrateToLatest(database.db);
        code = await runIngestCommand(database.db, positionals[1], values);
      });
      return code;
    }
    case 'demo-reports': {
      let code = 0;
      await withContext(async ({ config, database }) => {
        await migrateToLatest(database.db);
        code = await runDemoReportsCommand(database.db, config.dataDir, values);
      });
      return code;
    }
    default:
      console.log(USAGE);
      return values.help || command === undefined ? 0 : 1;
  }
}

tuneHeapForIngest();
process.exitCode = await main(process.argv.slice(2));
