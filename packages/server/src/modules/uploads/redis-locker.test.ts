import { randomBytes } from 'node:crypto';
import { ERRORS, type Locker, MemoryLocker } from '@tus/server';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithRedis } from '../../../test/support/test-app.ts';
import { createRedisEventBus, type EventBus } from '../../lib/event-bus.ts';
import { createRedisLocker, type RedisLockerOptions } from './redis-locker.ts';

const UPLOAD_ID = 'a'.repeat(32);
const WAIT_MS = 1_000;
const never = () => new AbortController().signal;
const elapsedSince = (start: number) => performance.now() - start;

/**
 * What tus asks of any locker, for two lockers that share their locks (two server instances, or
 * one for both): `make` answers them, a request waiting at most WAIT_MS for a lock.
 */
function lockerContract(name: string, make: () => Promise<{ a: Locker; b: Locker }>) {
  describe(name, () => {
    it('keeps a held lock from another request, asking its holder to let go, until the wait times out', async () => {
      const { a, b } = await make();
      let releaseRequests = 0;
      const held = a.newLock(UPLOAD_ID);
      await held.lock(never(), () => {
        releaseRequests += 1;
      });
      const start = performance.now();
      await expect(b.newLock(UPLOAD_ID).lock(never(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      expect(elapsedSince(start)).toBeGreaterThanOrEqual(WAIT_MS - 50);
      expect(releaseRequests).toBeGreaterThan(0);

      // A request that stops waiting (its client went away) gives up at once.
      const stop = new AbortController();
      const waiting = b.newLock(UPLOAD_ID).lock(stop.signal, () => {});
      stop.abort();
      await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await held.unlock();
    });

    it('hands the lock over when the holder lets go on request', async () => {
      const { a, b } = await make();
      const held = a.newLock(UPLOAD_ID);
      await held.lock(never(), () => held.unlock());
      const taken = b.newLock(UPLOAD_ID);
      await taken.lock(never(), () => {});
      // The lock is B's now: A cannot take it again until B lets go.
      await expect(a.newLock(UPLOAD_ID).lock(AbortSignal.timeout(300), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await taken.unlock();
      const again = a.newLock(UPLOAD_ID);
      await again.lock(never(), () => {});
      await again.unlock();
    });
  });
}

lockerContract('upload locks of one instance (MemoryLocker)', async () => {
  const locker = new MemoryLocker({ acquireLockTimeout: WAIT_MS });
  return { a: locker, b: locker };
});

describeWithRedis('upload locks across instances', (url) => {
  const prefix = `irama-test-locks:${randomBytes(6).toString('hex')}:`;
  const opened: { redis: Redis; bus: EventBus; close(): void }[] = [];

  /** A locker of its own Redis connection and bus: one server instance of a deployment sharing `prefix`. */
  async function instance(options: Partial<RedisLockerOptions> = {}) {
    const redis = new Redis(url);
    const bus = createRedisEventBus(redis, prefix);
    const locker = createRedisLocker({ redis, bus, prefix, retryMs: 20, acquireTimeoutMs: WAIT_MS, ...options });
    await bus.ready();
    opened.push({ redis, bus, close: locker.close });
    return { locker, redis };
  }

  afterEach(async () => {
    for (const { redis, bus, close } of opened.splice(0)) {
      close();
      await bus.close();
      // A connection a test cut stands for an instance that died: nothing left to close.
      if (redis.status !== 'ready') continue;
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  // A time to live well under the wait: the holder's renewals are what keep the lock.
  lockerContract('the Redis locker, renewed past its time to live', async () => ({
    a: (await instance({ lockTtlMs: 300 })).locker,
    b: (await instance()).locker,
  }));

  it('takes over a lock whose holder died once its time to live has passed', async () => {
    const ttl = 400;
    const a = await instance({ lockTtlMs: ttl });
    const b = await instance();
    const start = performance.now();
    const dead = a.locker.newLock(UPLOAD_ID);
    await dead.lock(never(), () => {});
    // The holder's process is gone: no renewal, nobody to answer a release request.
    a.redis.disconnect();
    const taken = b.locker.newLock(UPLOAD_ID);
    await taken.lock(never(), () => {});
    expect(elapsedSince(start)).toBeGreaterThanOrEqual(ttl);
    await taken.unlock();
    // Stops the dead holder's renewal timer, which outlives its connection in this test process.
    await expect(dead.unlock()).rejects.toThrow();
  });

  it("never deletes another instance's lock, and tells a holder whose lock lapsed to stop", async () => {
    const ttl = 300;
    const a = await instance({ lockTtlMs: ttl });
    const b = await instance();
    const lapsed = a.locker.newLock(UPLOAD_ID);
    await lapsed.lock(never(), () => {});
    // As if A stalled past its time to live: its key is gone and B takes the upload.
    const key = `${prefix}uploads:lock:${UPLOAD_ID}`;
    expect(await b.redis.keys(`${prefix}*`)).toEqual([key]);
    await b.redis.del(key);
    const taken = b.locker.newLock(UPLOAD_ID);
    await taken.lock(never(), () => {});

    await lapsed.unlock();
    expect(await b.redis.exists(key)).toBe(1);
    await expect(a.locker.newLock(UPLOAD_ID).lock(AbortSignal.timeout(300), () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await taken.unlock();
    expect(await b.redis.exists(key)).toBe(0);

    let toldToStop = false;
    const overtaken = a.locker.newLock(UPLOAD_ID);
    await overtaken.lock(never(), () => {
      toldToStop = true;
    });
    await b.redis.set(key, 'another instance');
    // Its next renewal finds the key no longer its own.
    await new Promise((resolve) => setTimeout(resolve, ttl));
    expect(toldToStop).toBe(true);
    await overtaken.unlock();
    expect(await b.redis.get(key)).toBe('another instance');
  });
});
