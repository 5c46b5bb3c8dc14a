import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { closeContext, createContext } from './context.ts';
import type { Db } from './db/database.ts';
import { findDistributorCompany } from './db/distributor.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { demoAccountsIn, isEmpty } from './seed/index.ts';
import { seedInChildProcess } from './seed/seed-process.ts';

/**
 * What a start prints: where the portal runs, the demo logins for as long as the demo accounts are
 * in the database (read on every start, not only the first), or how to make the first staff account.
 */
export async function startupMessage(db: Db, publicUrl: string): Promise<string> {
  const lines = [`Irama is running at ${publicUrl}`];
  const demo = await demoAccountsIn(db);
  if (demo.length > 0) {
    lines.push('', `Demo accounts (password ${DEMO_PASSWORD}, unless it was changed):`);
    for (const account of demo) lines.push(`  ${account.email.padEnd(24)} ${account.shows}`);
  }
  if (!(await findDistributorCompany(db))) {
    lines.push('', 'No staff account yet: create the first one with `irama staff create --email <address>`.');
  }
  return `\n${lines.join('\n')}\n`;
}

/**
 * Migrates, seeds an empty database with the demo data, and listens. On SIGTERM or SIGINT it
 * drains (new requests get 503, idle connections close, event streams end), lets the requests in
 * flight finish, stops listening, and exits within the shutdown timeout.
 */
export async function serve(config: Config): Promise<void> {
  const context = createContext(config);
  const { db } = context.database;
  await migrateToLatest(db);
  // In a child process: what seeding leaves behind goes with it (seed-process.ts).
  if (config.seedDemo && (await isEmpty(db))) await seedInChildProcess();

  const app = await buildApp(context);
  await app.listen({ port: config.port, host: config.host });
  console.log(await startupMessage(db, config.publicUrl));

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Answers 503 to what still arrives until the requests in flight are done, then stops listening.
    app
      .drain()
      .then(() => app.close())
      .then(() => closeContext(context))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
