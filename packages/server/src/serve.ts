import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { findDistributorCompany } from './db/distributor.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { isEmpty, seedDemo } from './seed/index.ts';

/**
 * Migrates, seeds an empty database with the demo data, and listens. On SIGTERM or SIGINT it
 * drains (new requests get 503, idle connections close, event streams end), lets the requests in
 * flight finish, stops listening, and exits within the shutdown timeout.
 */
export async function serve(config: Config): Promise<void> {
  const context = createContext(config);
  const { db } = context.database;
  await migrateToLatest(db);
  const seeded = config.seedDemo && (await isEmpty(db));
  if (seeded) await seedDemo(db, context.hasher, { dataDir: config.dataDir });

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
