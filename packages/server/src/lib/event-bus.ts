import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';

/** A message the bus carries: plain JSON, so it can cross to another instance through Redis. */
export type BusEvent = Record<string, unknown>;

export type BusHandler = (event: BusEvent) => void;

/**
 * Publish and subscribe by topic, between the parts of this process or, through Redis, between
 * every server instance. Notifications push through it; chat reuses it.
 */
export type EventBus = {
  /** Hands the event to every subscriber of `topic`, in every instance that shares the bus. */
  publish(topic: string, event: BusEvent): Promise<void>;
  /** Calls `handler` for each event of `topic` until the returned function is called. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once every subscription asked for so far is live (Redis subscribes over the network). */
  ready(): Promise<void>;
  /** Stops delivering and lets go of what the bus opened. */
  close(): Promise<void>;
};

/** Subscribers by topic, each called in turn; one that throws does not stop the others. */
function createHandlerTable(onEmpty: (topic: string) => void, onFirst: (topic: string) => void) {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    deliver(topic: string, event: BusEvent) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(event);
        } catch (error) {
          console.error(`event bus handler of ${topic} failed`, error);
        }
      }
    },
    add(topic: string, handler: BusHandler): () => void {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        onFirst(topic);
      }
      set.add(handler);
      return () => {
        const current = handlers.get(topic);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(topic);
        onEmpty(topic);
      };
    },
    clear: () => handlers.clear(),
  };
}

/** The bus of one process: enough for a single server instance (the default). */
export function createMemoryEventBus(): EventBus {
  const table = createHandlerTable(
    () => {},
    () => {},
  );
  return {
    publish: async (topic, event) => {
      // Delivered on a later turn, as Redis would: a publisher never runs its subscribers' code inline.
      queueMicrotask(() => table.deliver(topic, event));
    },
    subscribe: (topic, handler) => table.add(topic, handler),
    ready: async () => {},
    close: async () => table.clear(),
  };
}

/**
 * The bus of several instances: Redis pub/sub on channels named `<prefix><topic>`. A subscribed
 * Redis connection can do nothing else, so subscribing uses a second connection of its own.
 */
export function createRedisEventBus(redis: Redis, prefix: string): EventBus {
  const subscriber = redis.duplicate();
  const pending = new Set<Promise<unknown>>();
  const track = (command: Promise<unknown>, what: string) => {
    const settled = command
      .catch((error: unknown) => console.error(`redis ${what} failed`, error))
      .finally(() => pending.delete(settled));
    pending.add(settled);
  };
  const table = createHandlerTable(
    (topic) => track(subscriber.unsubscribe(prefix + topic), 'unsubscribe'),
    (topic) => track(subscriber.subscribe(prefix + topic), 'subscribe'),
  );
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      table.deliver(channel.slice(prefix.length), JSON.parse(message) as BusEvent);
    } catch (error) {
      console.error(`event bus message on ${channel} is not JSON`, error);
    }
  });
  return {
    publish: async (topic, event) => {
      await redis.publish(prefix + topic, JSON.stringify(event));
    },
    subscribe: (topic, handler) => table.add(topic, handler),
    ready: async () => {
      await Promise.all(pending);
    },
    close: async () => {
      table.clear();
      await Promise.all(pending);
      await subscriber.quit();
    },
  };
}

/** A database's bus, and the publishes still waiting on the database, so closing can let them finish. */
export type AttachedBus<T> = {
  bus: EventBus;
  db: Kysely<T>;
  /** Set once the database is closing: a publish waiting on it looks once more, then gives up. */
  isClosing: boolean;
  /**
   * Settles when closing starts. A publish waiting between two looks wakes on it: its timer keeps no
   * process alive, so a close that waited for the timer alone would leave nothing running to end it.
   */
  closing: Promise<void>;
  /** Keeps `work` (a publish waiting on the database) until it settles; closing waits for it. */
  track(work: Promise<unknown>): void;
};

// The bus of each open database, found from the database or any transaction on it: they share one dialect adapter.
type Attached = Omit<AttachedBus<unknown>, 'db'> & {
  db: unknown;
  pending: Set<Promise<unknown>>;
  startClosing: () => void;
};
const busesByDatabase = new WeakMap<object, Attached>();

/** Makes `bus` the one that writers on `db` (and its transactions) publish to. */
export function attachEventBus<T>(db: Kysely<T>, bus: EventBus): void {
  const pending = new Set<Promise<unknown>>();
  let startClosing = () => {};
  const closing = new Promise<void>((resolve) => {
    startClosing = resolve;
  });
  busesByDatabase.set(db.getExecutor().adapter, {
    bus,
    db,
    isClosing: false,
    closing,
    startClosing,
    pending,
    track(work) {
      pending.add(work);
      void work.finally(() => pending.delete(work)).catch(() => {});
    },
  });
}

/** The bus attached to the database `db` belongs to, with the database itself (never a transaction), or null. */
export function eventBusOf<T>(db: Kysely<T>): AttachedBus<T> | null {
  // Set by attachEventBus from the same database, whose type is the caller's.
  return (busesByDatabase.get(db.getExecutor().adapter) as AttachedBus<T> | undefined) ?? null;
}

/**
 * Before `db` closes: lets the publishes still waiting on it finish (each looks once more whether its
 * rows were committed), then detaches the bus, so nothing queries a closed database.
 */
export async function detachEventBus<T>(db: Kysely<T>): Promise<void> {
  const attached = busesByDatabase.get(db.getExecutor().adapter);
  if (!attached) return;
  attached.isClosing = true;
  attached.startClosing();
  await Promise.allSettled([...attached.pending]);
  busesByDatabase.delete(db.getExecutor().adapter);
}
