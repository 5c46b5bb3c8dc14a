import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isReady,
  lastId,
  listen,
  liveEvents,
  openStream,
  type Stream,
  until,
} from '../../../test/support/event-stream.ts';
import { freshPostgresSchema } from '../../../test/support/processes.ts';
import { createTestApp, describeWithRedis, type TestApp } from '../../../test/support/test-app.ts';
import { buildCreator, type Creator, conversationOf, like, send } from './chat.test-support.ts';

type ChatData = { conversation_id: number; message: { id: number; message: string; is_mine: boolean } | null };

/** The chat messages a stream delivered, in the order they came. */
const chatTexts = (stream: Stream) =>
  stream.events.filter((event) => event.event === 'chat').map((event) => (event.data as ChatData).message?.message);

async function sendAll(t: TestApp, from: Creator, conversationId: number, texts: string[]) {
  for (const text of texts) expect((await send(t, from, conversationId, text)).statusCode).toBe(201);
}

async function pairIn(t: TestApp) {
  const a = await buildCreator(t);
  const b = await buildCreator(t);
  await like(t, a, b);
  await like(t, b, a);
  return { a, b, conversationId: await conversationOf(t, a, b) };
}

describe('chat messages on the user stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('delivers a sent message to both participants as a chat event with an id, seen from each side', async () => {
    const { a, b, conversationId } = await pairIn(t);
    const streamOfB = await openStream(base, b.headers);
    const streamOfA = await openStream(base, a.headers);
    await until(isReady(streamOfB));
    await until(isReady(streamOfA));
    await sendAll(t, a, conversationId, ['Halo dari A']);
    await until(() => liveEvents(streamOfB).some((event) => event.event === 'chat'));
    await until(() => liveEvents(streamOfA).some((event) => event.event === 'chat'));
    const [toB] = liveEvents(streamOfB).filter((event) => event.event === 'chat');
    expect(toB?.id).toMatch(/^\d+$/);
    expect(toB?.data).toMatchObject({
      conversation_id: conversationId,
      status: 'open',
      message: { message: 'Halo dari A', is_mine: false, sender_profile_id: a.profileId },
    });
    const [toA] = liveEvents(streamOfA).filter((event) => event.event === 'chat');
    expect(toA?.data).toMatchObject({ message: { message: 'Halo dari A', is_mine: true } });
    streamOfA.close();
    streamOfB.close();
  });

  it('tells the sender of an introduction, live, when it is liked back, and the conversation is open for them', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    const conversationId = await conversationOf(t, a, b);
    await sendAll(t, a, conversationId, ['Halo, boleh kenalan?']);
    const streamOfA = await openStream(base, a.headers);
    await until(isReady(streamOfA));

    await like(t, b, a);
    await until(() => liveEvents(streamOfA).some((event) => event.event === 'networkplace'));
    const [liked] = liveEvents(streamOfA).filter((event) => event.event === 'networkplace');
    expect(liked?.id).toMatch(/^\d+$/);
    expect(liked?.data).toEqual({ liked_by_profile_id: b.profileId });
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: a.headers });
    expect(list.json().data.results).toEqual([
      expect.objectContaining({ id: conversationId, status: 'open', can_send: true }),
    ]);
    streamOfA.close();
  });

  it('tells the reader’s other tabs when a conversation is read, so their unread count follows', async () => {
    const { a, b, conversationId } = await pairIn(t);
    await sendAll(t, a, conversationId, ['satu', 'dua']);
    const otherTab = await openStream(base, b.headers);
    await until(isReady(otherTab));
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: b.headers,
    });
    const newest = messages.json().data.results[0].id;
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${conversationId}/read`,
      headers: b.headers,
      payload: { last_read_message_id: newest },
    });
    expect(read.json()).toEqual({ data: { unread_total: 0 } });
    await until(() => liveEvents(otherTab).some((event) => event.event === 'chat'));
    const [event] = liveEvents(otherTab).filter((candidate) => candidate.event === 'chat');
    expect(event?.data).toEqual({ conversation_id: conversationId, message: null, status: 'open' });
    otherTab.close();
  });

  it('replays the messages missed while disconnected exactly once, in order', async () => {
    const { a, b, conversationId } = await pairIn(t);
    const first = await openStream(base, b.headers);
    await until(isReady(first));
    await sendAll(t, a, conversationId, ['pesan 1']);
    await until(() => chatTexts(first).length === 1);
    first.close();
    await until(first.isEnded);

    await sendAll(t, a, conversationId, ['pesan 2', 'pesan 3', 'pesan 4']);
    const again = await openStream(base, { ...b.headers, 'last-event-id': lastId(first) });
    await until(isReady(again));
    await sendAll(t, a, conversationId, ['pesan 5']);
    await until(() => chatTexts(again).length >= 4);
    expect(chatTexts(again)).toEqual(['pesan 2', 'pesan 3', 'pesan 4', 'pesan 5']);
    const ids = again.events.filter((event) => event.event !== 'ready').map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    again.close();
  });

  it('tells both participants’ streams when staff close their conversation', async () => {
    const { a, b, conversationId } = await pairIn(t);
    const staff = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
    const streams = await Promise.all([openStream(base, a.headers), openStream(base, b.headers)]);
    for (const stream of streams) await until(isReady(stream));
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/conversations/${conversationId}/close`,
      headers: staff.headers,
    });
    expect(closed.statusCode).toBe(200);
    for (const stream of streams) {
      await until(() => liveEvents(stream).some((event) => event.event === 'chat'));
      expect(liveEvents(stream).find((event) => event.event === 'chat')?.data).toEqual({
        conversation_id: conversationId,
        message: null,
        status: 'closed',
      });
      stream.close();
    }
  });
});

describeWithRedis('chat across two instances', () => {
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let a: TestApp;
  let b: TestApp;
  let env: Record<string, string>;
  const open: TestApp[] = [];
  beforeAll(async () => {
    schema = await freshPostgresSchema();
    // Two instances of one deployment: one database, one Redis prefix of this test's own.
    env = {
      DATABASE_URL: schema.url,
      REDIS_PREFIX: `irama-test-chat:${randomBytes(6).toString('hex')}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
    open.push(a, b);
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await schema?.drop();
  });

  it('delivers through B what was sent through A, and after B restarts every missed message once, in order', async () => {
    const { a: sender, b: reader, conversationId } = await pairIn(a);
    const onB = await openStream(await listen(b), reader.headers);
    await until(isReady(onB));
    await sendAll(a, sender, conversationId, ['satu', 'dua']);
    await until(() => chatTexts(onB).length === 2);
    expect(chatTexts(onB)).toEqual(['satu', 'dua']);

    // B goes away mid-conversation; A goes on writing.
    open.splice(open.indexOf(b), 1);
    await b.close();
    await until(onB.isEnded);
    await sendAll(a, sender, conversationId, ['tiga', 'empat', 'lima']);

    const restarted = await createTestApp(env);
    open.push(restarted);
    const resumed = await openStream(await listen(restarted), { ...reader.headers, 'last-event-id': lastId(onB) });
    await until(isReady(resumed));
    await sendAll(a, sender, conversationId, ['enam']);
    await until(() => chatTexts(resumed).length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...chatTexts(onB), ...chatTexts(resumed)]).toEqual(['satu', 'dua', 'tiga', 'empat', 'lima', 'enam']);
    resumed.close();
  });
});
