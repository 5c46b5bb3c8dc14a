import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { findDistributorCompany } from './db/distributor.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { isEmpty } from './seed/index.ts';
import { seedInChildProcess } from './seed/seed-process.ts';

/**
 * Migrates, seeds an empty database with the demo data, and listens. On SIGTERM or SIGINT it
 * stops taking requests (new ones get 503), lets those in flight finish, and exits within
 * the shutdown timeout.
 */
export async function serve(config: Config): Promise<void> {
  const context = createContext(config);
  const { db } = context.database;
  await migrateToLatest(db);
  const seeded = config.seedDemo && (await isEmpty(db));
  // In a child process: what seeding leaves behind goes with it (seed-process.ts).
  if (seeded) await seedInChildProcess();

  const app = await buildApp(context);
  await app.listen({ port: config.port, host: config.host });
  if (seeded) {
    const accounts = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(24)} ${account.shows}`).join('\n');
    console.log(`\nIrama is running at ${config.publicUrl}\nDemo accounts (password ${DEMO_PASSWORD}):\n${accounts}\n`);
  } else {
    console.log(`\nIrama is running at ${config.publicUrl}\n`);
    if (!(await findDistributorCompany(db))) {
      console.log('No staff account yet: create the first one with `irama staff create --email <address>`.\n');
    }
  }

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
    app
      .close()
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
