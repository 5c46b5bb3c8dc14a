import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { type AppContext, closeContext, createContext } from './context.ts';
import { migrateToLatest } from './db/migrate.ts';
import { countTextHygieneFindings } from './db/text-hygiene-findings.ts';
import { type CommandHelp, formatCommandHelp, isArgumentError, isHelpRequested } from './lib/command-help.ts';
import { tuneHeapForIngest } from './lib/heap.ts';
import { runStaffCommand, STAFF_HELP } from './modules/auth/staff.cli.ts';
import { DEMO_REPORTS_HELP, runDemoReportsCommand } from './modules/ingest/demo-reports.cli.ts';
import { INGEST_HELP, runIngestCommand } from './modules/ingest/ingest.cli.ts';
import { RATES_HELP, runRatesCommand } from './modules/ingest/rates.cli.ts';
import { RELEASE_HELP, runReleaseCommand } from './modules/release/release.cli.ts';
import { isEmpty, seedDemo } from './seed/index.ts';
import { serve } from './serve.ts';

type Command = { help: CommandHelp; run(argv: string[]): Promise<number> };

async function withContext(run: (context: AppContext) => Promise<number>): Promise<number> {
  const context = createContext(loadConfig());
  try {
    return await run(context);
  } finally {
    await closeContext(context);
  }
}

/** As `withContext`, on a schema brought up to date first. */
const withMigratedContext = (run: (context: AppContext) => Promise<number>) =>
  withContext(async (context) => {
    await migrateToLatest(context.database.db);
    return run(context);
  });

/** Refuses any argument: for commands that take none. */
const noArguments = (argv: string[]) => parseArgs({ args: argv, options: {} });

const COMMANDS: readonly Command[] = [
  {
    help: {
      name: 'serve',
      usage: ['serve'],
      summary: 'migrate, seed the demo data into an empty database, and serve the portal',
      details: [
        'Listens on HOST:PORT. With SEED_DEMO=false an empty database stays empty: create the first',
        'staff account with `irama staff create`.',
      ],
    },
    run: async (argv) => {
      noArguments(argv);
      await serve(loadConfig());
      return 0;
    },
  },
  {
    help: { name: 'migrate', usage: ['migrate'], summary: 'bring the database schema up to date' },
    run: (argv) => {
      noArguments(argv);
      return withContext(async ({ database }) => {
        const applied = await migrateToLatest(database.db);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
        const findings = await countTextHygieneFindings(database.db);
        if (findings > 0) {
          console.log(
            `Text hygiene: ${findings} findings of stored text that breaks the text rules, listed in the text_hygiene_findings table (see docs/operations.md).`,
          );
        }
        return 0;
      });
    },
  },
  {
    help: {
      name: 'seed',
      usage: ['seed [--force]'],
      summary: 'fill an empty database with the demo data (--force: even when not empty)',
    },
    run: (argv) => {
      const { values } = parseArgs({ args: argv, options: { force: { type: 'boolean', default: false } } });
      return withMigratedContext(async ({ config, database, hasher, storage }) => {
        if (!values.force && !(await isEmpty(database.db))) {
          console.log('The database already has data; nothing seeded (use --force to seed anyway).');
          return 0;
        }
        await seedDemo(database.db, hasher, { dataDir: config.dataDir, storage });
        console.log('Demo data seeded.');
        return 0;
      });
    },
  },
  {
    help: INGEST_HELP,
    run: (argv) => {
      const { positionals, values } = parseArgs({
        args: argv,
        allowPositionals: true,
        options: { type: { type: 'string' }, period: { type: 'string' }, store: { type: 'string' } },
      });
      const file = positionals.length === 1 ? positionals[0] : undefined;
      return withMigratedContext(({ database }) => runIngestCommand(database.db, file, values));
    },
  },
  {
    help: DEMO_REPORTS_HELP,
    run: (argv) => {
      const { values } = parseArgs({
        args: argv,
        options: {
          rows: { type: 'string' },
          months: { type: 'string' },
          out: { type: 'string' },
          'write-only': { type: 'boolean' },
        },
      });
      return withMigratedContext(({ config, database }) => runDemoReportsCommand(database.db, config.dataDir, values));
    },
  },
  { help: RATES_HELP, run: (argv) => runRatesCommand(argv, withMigratedContext) },
  { help: RELEASE_HELP, run: (argv) => withContext((context) => runReleaseCommand(context, argv)) },
  { help: STAFF_HELP, run: (argv) => runStaffCommand(argv, withMigratedContext) },
];

const USAGE = `Usage: irama <command> [options]
       irama <command> --help      (or irama help <command>) that command's usage

Commands:
${COMMANDS.map(({ help }) => `  ${help.name.padEnd(14)}${help.summary}`).join('\n')}

Settings come from the environment (DATA_DIR, DATABASE_URL, PUBLIC_URL, PORT, …; see the README).`;

function unknownCommand(name: string): number {
  console.error(`Unknown command: ${name}\n\n${USAGE}`);
  return 1;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || isHelpRequested([name]) || (name === 'help' && rest.length === 0)) {
    console.log(USAGE);
    return 0;
  }
  const wanted = name === 'help' ? rest[0] : name;
  const command = COMMANDS.find(({ help }) => help.name === wanted);
  if (!command) return unknownCommand(wanted ?? name);
  if (name === 'help' || isHelpRequested(rest)) {
    console.log(formatCommandHelp(command.help));
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    console.error(`${error.message}\n\n${formatCommandHelp(command.help)}`);
    return 2;
  }
}

tuneHeapForIngest();
process.exitCode = await main(process.argv.slice(2));
