import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../src/modules/notifications/index.ts';
import { isReady, listen, liveEvents, openStream, until } from './support/event-stream.ts';
import { NOTICE } from './support/notices.ts';
import { freshPostgresSchema, tempDir } from './support/processes.ts';
import { createTestApp, describeOnEngine, type TestApp, testEngine } from './support/test-app.ts';

/** A database of the project's engine that a test names by URL: a PostgreSQL schema, or a SQLite file. */
async function namedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (testEngine === 'postgres') return freshPostgresSchema();
  const folder = tempDir('irama-deployment-');
  return { url: `sqlite://${path.join(folder.dir, 'irama.sqlite')}`, drop: async () => folder.remove() };
}

describe('two deployments', () => {
  const databases: Awaited<ReturnType<typeof namedDatabase>>[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    databases.push(await namedDatabase(), await namedDatabase());
    // Each with the prefix it derives from its own database, as a deployment without REDIS_PREFIX does.
    const env = (url: string) => ({ DATABASE_URL: url, RATE_LIMIT_AUTH_PER_MINUTE: '5' });
    a = await createTestApp(env(databases[0]?.url ?? ''));
    b = await createTestApp(env(databases[1]?.url ?? ''));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.drop();
  });

  it('derive different prefixes from their databases', () => {
    expect(a.config.redisPrefix).toMatch(/^irama:[0-9a-f]{12}:$/);
    expect(b.config.redisPrefix).toMatch(/^irama:[0-9a-f]{12}:$/);
    expect(a.config.redisPrefix).not.toBe(b.config.redisPrefix);
  });

  describeOnEngine('postgres', 'sharing one Redis', () => {
    if (!process.env.REDIS_URL) throw new Error('REDIS_URL is required for the shared Redis tests (CI sets it)');

    it("never deliver one deployment's events to the other's user of the same id", async () => {
      const ofA = await a.factories.buildSignedInUser();
      const ofB = await b.factories.buildSignedInUser();
      // Two fresh databases: the same ids name two different people.
      expect(ofA.id).toBe(ofB.id);
      // A's user is further along in their stream, so a crossed event would not pass for B's own.
      for (let i = 0; i < 2; i += 1) await notifyUser(a.db, ofA.companyId, ofA.id, NOTICE);
      const streamA = await openStream(await listen(a), ofA.headers);
      const streamB = await openStream(await listen(b), ofB.headers);
      await until(isReady(streamA));
      await until(isReady(streamB));

      await notifyUser(a.db, ofA.companyId, ofA.id, NOTICE);
      await until(() => liveEvents(streamA).length === 1);
      // Redis hands a subscriber its messages in the order they were published: had A's event
      // crossed, it would reach B's stream before B's own.
      await notifyUser(b.db, ofB.companyId, ofB.id, NOTICE);
      await until(() => liveEvents(streamB).length === 1);
      const [noticeOfB] = await b.db.selectFrom('notifications').select('id').execute();
      expect(liveEvents(streamB)).toEqual([{ id: '1', event: 'notification', data: { ids: [noticeOfB?.id] } }]);
      expect(liveEvents(streamA)).toHaveLength(1);
      streamA.close();
      streamB.close();
    });

    it("never count into the other's counters", async () => {
      await a.context.counters.increment('failed-logins:1', 60_000);
      await a.context.counters.increment('failed-logins:1', 60_000);
      expect(await a.context.counters.get('failed-logins:1')).toBe(2);
      expect(await b.context.counters.get('failed-logins:1')).toBe(0);
    });

    it("never spend the other's rate limits", async () => {
      const signIn = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/client',
          payload: { email: 'nobody@example.test', password: 'Wrong-password-1' },
        });
      let statusOfA = 0;
      for (let attempt = 0; attempt < 10 && statusOfA !== 429; attempt += 1) statusOfA = (await signIn(a)).statusCode;
      expect(statusOfA).toBe(429);
      expect((await signIn(b)).statusCode).toBe(401);
    });
  });
});
