import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';
import type { EventBus } from '../../lib/event-bus.ts';

/** The bus topic on which a request waiting for an upload asks its holder, on any instance, to let go. */
const RELEASE_TOPIC = 'uploads:lock-release';

// Deletes or extends the key only while it still holds this lock's token: a lock that expired and
// was taken over by another instance is never touched by its old holder.
const DELETE_IF_OWN = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND_IF_OWN = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export type RedisLockerOptions = {
  redis: Redis;
  bus: EventBus;
  /** The deployment's key prefix (`REDIS_PREFIX`). */
  prefix: string;
  /**
   * How long a lock lives without renewal: a holder renews it every third of this while it lives,
   * so only a holder that died (or lost Redis) lets it lapse, and another instance takes over then.
   */
  lockTtlMs?: number;
  /** How long a request waits for a lock before tus answers it 500 (as MemoryLocker's default). */
  acquireTimeoutMs?: number;
  /** The pause between two attempts to take a held lock. */
  retryMs?: number;
};

type HeldLock = { token: string; requestRelease: RequestRelease };

/**
 * tus upload locks shared by every instance through Redis, so any instance may take over an upload
 * another one started. A lock is `SET key token NX PX ttl`, renewed while held; a request that
 * finds it taken asks the holder to release it (as MemoryLocker calls the holder's
 * `requestRelease`, here across instances on the event bus) and tries again until it gets it, its
 * request stops or `acquireTimeoutMs` passes.
 */
export function createRedisLocker(options: RedisLockerOptions): Locker & { close(): void } {
  const { redis, bus, prefix, lockTtlMs = 10_000, acquireTimeoutMs = 30_000, retryMs = 100 } = options;
  const heldHere = new Map<string, HeldLock>();
  const keyOf = (id: string) => `${prefix}uploads:lock:${id}`;

  const unsubscribe = bus.subscribe(RELEASE_TOPIC, (event) => {
    const held = heldHere.get(String(event.id));
    if (held)
      Promise.resolve(held.requestRelease()).catch((error) => console.error('upload lock release failed', error));
  });

  function newLock(id: string): Lock {
    const token = randomBytes(16).toString('hex');
    let renewal: NodeJS.Timeout | undefined;

    const isTaken = async () => (await redis.set(keyOf(id), token, 'PX', lockTtlMs, 'NX')) === 'OK';

    function keepRenewed(requestRelease: RequestRelease) {
      renewal = setInterval(() => {
        redis
          .eval(EXTEND_IF_OWN, 1, keyOf(id), token, lockTtlMs)
          .then((extended) => {
            if (extended) return;
            // Lapsed and maybe taken over: the request must stop writing as soon as it can.
            clearInterval(renewal);
            return requestRelease();
          })
          .catch((error) => console.error('upload lock renewal failed', error));
      }, lockTtlMs / 3);
      renewal.unref();
    }

    return {
      async lock(stopSignal, requestRelease) {
        const giveUp = AbortSignal.any([stopSignal, AbortSignal.timeout(acquireTimeoutMs)]);
        while (!(await isTaken())) {
          await bus.publish(RELEASE_TOPIC, { id });
          try {
            await sleep(retryMs, undefined, { signal: giveUp });
          } catch {
            throw ERRORS.ERR_LOCK_TIMEOUT;
          }
        }
        heldHere.set(id, { token, requestRelease });
        keepRenewed(requestRelease);
      },
      async unlock() {
        clearInterval(renewal);
        if (heldHere.get(id)?.token === token) heldHere.delete(id);
        await redis.eval(DELETE_IF_OWN, 1, keyOf(id), token);
      },
    };
  }

  return { newLock, close: unsubscribe };
}
