import type { FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './lib/counters.ts';
import {
  attachEventBus,
  createMemoryEventBus,
  createRedisEventBus,
  detachEventBus,
  type EventBus,
} from './lib/event-bus.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { argon2Hasher, type PasswordHasher } from './lib/passwords.ts';
import { createObjectStorage, type ObjectStorage } from './lib/storage/index.ts';

/** Everything the app talks to outside itself, opened once per process. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  redis: Redis | null;
  counters: CounterStore;
  /** Pub/sub between the parts of the app and, with Redis, between instances (notification push, chat). */
  bus: EventBus;
  mailer: Mailer;
  hasher: PasswordHasher;
  /** Where media live: the DATA_DIR folder or the bucket `STORAGE_URL` names. */
  storage: ObjectStorage;
};

/** What `buildApp` hands every module: the context, and what the app builds once for several modules. */
export type ModuleOptions = {
  context: AppContext;
  /** One per-IP budget shared by every route that guesses, mails or hashes on demand. */
  authRateLimit: { max: number; timeWindow: number };
};

/** A domain's entry: builds its dependencies from the context and registers its routes. */
export type AppModule = FastifyPluginAsync<ModuleOptions>;

/** Opens the database, Redis (when configured) and the mailer that the config names. */
export function createContext(config: Config, overrides: Partial<AppContext> = {}): AppContext {
  const database = overrides.database ?? openDatabase(config.databaseUrl);
  const redis =
    overrides.redis !== undefined
      ? overrides.redis
      : config.redisUrl
        ? new Redis(config.redisUrl, { lazyConnect: false })
        : null;
  const bus = overrides.bus ?? (redis ? createRedisEventBus(redis, config.redisPrefix) : createMemoryEventBus());
  // Whoever writes through this database (a route, the ingest, a CLI command) publishes on this bus.
  attachEventBus(database.db, bus);
  return {
    config,
    database,
    redis,
    bus,
    counters:
      overrides.counters ?? (redis ? createRedisCounterStore(redis, config.redisPrefix) : createMemoryCounterStore()),
    mailer:
      overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    hasher: overrides.hasher ?? argon2Hasher,
    storage: overrides.storage ?? createObjectStorage(config),
  };
}

/** Closes what `createContext` opened. */
export async function closeContext(context: AppContext): Promise<void> {
  context.mailer.close();
  context.storage.close();
  await detachEventBus(context.database.db);
  await context.bus.close();
  await context.database.db.destroy();
  if (context.redis) await context.redis.quit();
}
