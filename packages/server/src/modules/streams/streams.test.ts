import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReady, lastId, listen, liveEvents, openStream, until } from '../../../test/support/event-stream.ts';
import { NOTICE } from '../../../test/support/notices.ts';
import { freshPostgresSchema } from '../../../test/support/processes.ts';
import { createTestApp, describeOnEngine, type TestApp } from '../../../test/support/test-app.ts';
import { createMemoryEventBus, type EventBus } from '../../lib/event-bus.ts';
import { notifyOwners, notifyUser } from '../notifications/index.ts';
import { SWEEP_EVERY } from './streams.repository.ts';

async function noticeIdsOf(t: TestApp, userId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('GET /api/notifications/stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('needs a session', async () => {
    const stream = await openStream(base, {});
    expect(stream.status).toBe(401);
    stream.close();
  });

  it("pushes the caller's and their company's new notices, each with its id, and not anyone else's", async () => {
    const owner = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    const stranger = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await until(isReady(stream));
    expect(stream.events).toEqual([{ id: '0', event: 'ready', data: {} }]);

    await notifyUser(t.db, owner.companyId, colleague.id, NOTICE);
    await notifyOwners(t.db, [stranger.companyId], NOTICE);
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const [mine] = await noticeIdsOf(t, owner.id);
    await until(() => stream.events.length === 2);
    expect(stream.events[1]).toEqual({ id: '1', event: 'notification', data: { ids: [mine] } });

    // A notice left for a company without an owner reaches each of its users' streams.
    const ownerless = await t.factories.buildCompany();
    const admin = await t.factories.buildUser(ownerless, { role: 'admin' });
    const adminStream = await openStream(base, {
      'x-authorization': `Bearer ${await t.factories.signIn(admin.email)}`,
    });
    await until(isReady(adminStream));
    await notifyOwners(t.db, [ownerless], NOTICE);
    await until(() => adminStream.events.length === 2);
    expect(adminStream.events[1]).toMatchObject({ id: '1', event: 'notification' });
    stream.close();
    adminStream.close();
  });

  it('pushes a notice written in a transaction once it is committed, and one rolled back never', async () => {
    const owner = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    await until(isReady(stream));
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notifyOwners(trx, [owner.companyId], NOTICE);
        throw new Error('rolled back');
      })
      .catch(() => {});
    // A later millisecond: the rolled-back event's id is the next one's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    let seenBeforeCommit = 0;
    await t.db.transaction().execute(async (trx) => {
      await notifyOwners(trx, [owner.companyId], NOTICE);
      await new Promise((resolve) => setTimeout(resolve, 300));
      seenBeforeCommit = stream.events.length;
    });
    expect(seenBeforeCommit).toBe(1);
    await until(() => stream.events.length === 2);
    const ids = await noticeIdsOf(t, owner.id);
    expect(ids).toHaveLength(1);
    expect(stream.events[1]).toEqual({ id: '1', event: 'notification', data: { ids } });
    stream.close();
  });

  it('replays the events missed while disconnected, in order and once, then goes on live', async () => {
    const owner = await t.factories.buildSignedInUser();
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const first = await openStream(base, owner.headers);
    await until(isReady(first));
    // A fresh stream starts at the user's position, with nothing replayed.
    expect(first.events).toEqual([{ id: '1', event: 'ready', data: {} }]);
    first.close();

    for (let i = 0; i < 3; i += 1) await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const missed = (await noticeIdsOf(t, owner.id)).slice(1);
    const again = await openStream(base, { ...owner.headers, 'last-event-id': lastId(first) });
    await until(isReady(again));
    expect(again.events).toEqual([
      ...missed.map((id, index) => ({ id: String(index + 2), event: 'notification', data: { ids: [id] } })),
      { id: '4', event: 'ready', data: {} },
    ]);
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    await until(() => liveEvents(again).length === 1);
    expect(liveEvents(again)[0]).toMatchObject({ id: '5', event: 'notification' });

    // Resuming from the middle replays only what comes after.
    const middle = await openStream(base, { ...owner.headers, 'last-event-id': '3' });
    await until(isReady(middle));
    expect(middle.events.map((event) => `${event.event}:${event.id}`)).toEqual([
      'notification:4',
      'notification:5',
      'ready:5',
    ]);
    again.close();
    middle.close();
  });

  it('numbers the events of concurrent writers in commit order, each delivered once', async () => {
    const owner = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    await until(isReady(stream));
    // Each notice in a transaction of its own, all at once.
    await Promise.all(Array.from({ length: 20 }, () => notifyUser(t.db, owner.companyId, owner.id, NOTICE)));
    await until(() => liveEvents(stream).length >= 20);
    const live = liveEvents(stream);
    expect(live.map((event) => event.id)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
    const delivered = live.flatMap((event) => (event.data as { ids: number[] }).ids).sort((a, b) => a - b);
    expect(delivered).toEqual(await noticeIdsOf(t, owner.id));
    // A late reader resuming from the start gets the same, once.
    const replay = await openStream(base, { ...owner.headers, 'last-event-id': '0' });
    await until(isReady(replay));
    expect(replay.events.slice(0, -1)).toEqual(live);
    stream.close();
    replay.close();
  });

  it('answers a position older than the retention with a reset, not a partial replay', async () => {
    const owner = await t.factories.buildSignedInUser();
    for (let i = 0; i < 2; i += 1) await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('stream_events').set({ created_at: threeDaysAgo }).where('user_id', '=', owner.id).execute();
    // Old events stay until the user's ids pass a sweep, which clears what is past the retention.
    for (let id = 3; id < SWEEP_EVERY; id += 1) await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const idsOf = async () =>
      (await t.db.selectFrom('stream_events').select('id').where('user_id', '=', owner.id).execute()).map(
        (row) => row.id,
      );
    expect((await idsOf()).slice(0, 2)).toEqual([1, 2]);
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const kept = await idsOf();
    expect(kept).toEqual(Array.from({ length: SWEEP_EVERY - 2 }, (_, index) => index + 3));

    const stream = await openStream(base, { ...owner.headers, 'last-event-id': '1' });
    await until(isReady(stream));
    expect(stream.events).toEqual([
      { id: `${SWEEP_EVERY}`, event: 'reset', data: {} },
      { id: `${SWEEP_EVERY}`, event: 'ready', data: {} },
    ]);
    stream.close();
  });

  it('answers a Last-Event-ID it never sent with a reset', async () => {
    const owner = await t.factories.buildSignedInUser();
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    for (const bogus of ['abc', '-1', '1e3', '0x1', '2', '99999999999999999999', "1' or 1=1"]) {
      const stream = await openStream(base, { ...owner.headers, 'last-event-id': bogus });
      expect(stream.status).toBe(200);
      await until(isReady(stream));
      expect(stream.events).toEqual([
        { id: '1', event: 'reset', data: {} },
        { id: '1', event: 'ready', data: {} },
      ]);
      stream.close();
    }
  });

  it("never replays another user's events, whatever position is asked", async () => {
    const owner = await t.factories.buildSignedInUser();
    const other = await t.factories.buildSignedInUser();
    for (let i = 0; i < 3; i += 1) await notifyUser(t.db, other.companyId, other.id, NOTICE);
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    const stream = await openStream(base, { ...owner.headers, 'last-event-id': '0' });
    await until(isReady(stream));
    const [mine] = await noticeIdsOf(t, owner.id);
    expect(stream.events).toEqual([
      { id: '1', event: 'notification', data: { ids: [mine] } },
      { id: '1', event: 'ready', data: {} },
    ]);
    stream.close();
  });

  it('ends open streams when the server shuts down', async () => {
    const other = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    const owner = await other.factories.buildSignedInUser();
    const stream = await openStream(await listen(other), owner.headers);
    await until(isReady(stream));
    const closed = other.close();
    await until(stream.isEnded, 1_000);
    await closed;
  });
});

describe('a stream whose bus drops a publish', () => {
  let t: TestApp;
  let base: string;
  let isDropping = false;
  beforeAll(async () => {
    const inner = createMemoryEventBus();
    const lossy: EventBus = {
      ...inner,
      publish: async (topic, event) => (isDropping ? undefined : inner.publish(topic, event)),
    };
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }, { bus: lossy });
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('reads the dropped event from the database when the next one arrives', async () => {
    const owner = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    await until(isReady(stream));
    isDropping = true;
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    isDropping = false;
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    await until(() => liveEvents(stream).length === 2);
    const ids = await noticeIdsOf(t, owner.id);
    expect(liveEvents(stream)).toEqual(
      ids.map((id, index) => ({ id: String(index + 1), event: 'notification', data: { ids: [id] } })),
    );
    stream.close();
  });
});

describeOnEngine('postgres', 'a stream resumed on another instance (Redis)', () => {
  if (!process.env.REDIS_URL) throw new Error('REDIS_URL is required for the Redis stream tests (CI sets it)');
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let a: TestApp;
  let b: TestApp;
  let isBClosed = false;
  beforeAll(async () => {
    schema = await freshPostgresSchema();
    // Two instances of one deployment: one database, one prefix of this test's own.
    const env = {
      DATABASE_URL: schema.url,
      REDIS_PREFIX: `irama-test-streams:${randomBytes(6).toString('hex')}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    if (!isBClosed) await b?.close();
    await schema?.drop();
  });

  it('gets exactly what it missed from the other instance after its own closes', async () => {
    const owner = await a.factories.buildSignedInUser();
    const stream = await openStream(await listen(b), owner.headers);
    await until(isReady(stream));
    // Written through instance A, pushed to the stream on B through Redis.
    await notifyUser(a.db, owner.companyId, owner.id, NOTICE);
    await until(() => liveEvents(stream).length === 1);

    await b.close();
    isBClosed = true;
    await until(stream.isEnded);
    for (let i = 0; i < 3; i += 1) await notifyUser(a.db, owner.companyId, owner.id, NOTICE);
    const resumed = await openStream(await listen(a), { ...owner.headers, 'last-event-id': lastId(stream) });
    await until(isReady(resumed));
    const missed = (await noticeIdsOf(a, owner.id)).slice(1);
    expect(resumed.events).toEqual([
      ...missed.map((id, index) => ({ id: String(index + 2), event: 'notification', data: { ids: [id] } })),
      { id: '4', event: 'ready', data: {} },
    ]);
    resumed.close();
  });
});
