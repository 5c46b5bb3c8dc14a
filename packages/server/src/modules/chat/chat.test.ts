import { NETWORKPLACE_LIMITS } from '@irama/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordStatements } from '../../../test/support/postgres-statements.ts';
import { describeOnEngine, useTestApp } from '../../../test/support/test-app.ts';
import {
  block,
  buildCreator,
  buildPair,
  type Creator,
  conversationOf,
  like,
  openWith,
  send,
} from './chat.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });

type ConversationBody = {
  data: { id: number; status: string; can_send: boolean; started_by_me: boolean; expires_at: string | null };
};

async function conversationAs(creator: Creator, conversationId: number) {
  const response = await t.app.inject({ method: 'GET', url: '/api/conversations?limit=100', headers: creator.headers });
  expect(response.statusCode).toBe(200);
  const found = (response.json() as { data: { results: ConversationBody['data'][] } }).data.results.find(
    (conversation) => conversation.id === conversationId,
  );
  if (!found) throw new Error(`conversation ${conversationId} is not in the list`);
  return found;
}

/** A problem's body without its request id, to compare two answers. */
const problemOf = (body: string) => {
  const { requestId: _requestId, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

describe('access', () => {
  it('needs a session and the networkplace permission', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/conversations' });
    expect(anonymous.statusCode).toBe(401);
    const without = await t.factories.buildSignedInUser({ features: [] });
    const refused = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: without.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
  });

  it('needs a Networkplace profile, and never starts one with oneself or a missing profile', async () => {
    const someone = await buildCreator(t);
    const noProfile = await t.factories.buildSignedInUser();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${someone.profileId}`,
      headers: noProfile.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'networkplace.profile_required' });
    // The sidebar's total asks for everyone with the permission: without a profile it is 0.
    const unread = await t.app.inject({ method: 'GET', url: '/api/conversations/unread', headers: noProfile.headers });
    expect(unread.json()).toEqual({ data: { unread_total: 0 } });
    expect((await openWith(t, someone, someone)).json()).toMatchObject({ code: 'networkplace.own_profile' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/99999999',
      headers: someone.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the like rule and introductions', () => {
  it('refuses a conversation nobody knocked for, and opens one the other side knocked for', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    const refused = await openWith(t, a, b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'chat.like_first' });

    await like(t, b, a);
    const opened = await openWith(t, a, b);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ data: { status: 'open', can_send: true, started_by_me: true } });
    // Opening again, from either side, answers the same conversation.
    const again = await openWith(t, b, a);
    expect((again.json() as ConversationBody).data.id).toBe((opened.json() as ConversationBody).data.id);
    expect(again.json()).toMatchObject({ data: { started_by_me: false, other: { profile_id: a.profileId } } });
  });

  it('lets the one who liked send one introduction, and opens it when the other answers', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    const opened = (await openWith(t, a, b)).json() as ConversationBody;
    expect(opened.data).toMatchObject({ status: 'introduction', can_send: true });
    const expiresIn = Date.parse(opened.data.expires_at ?? '') - Date.now();
    expect(Math.round(expiresIn / 86_400_000)).toBe(NETWORKPLACE_LIMITS.introductionExpiryDays);

    expect((await send(t, a, opened.data.id, 'Halo, saya suka lagu kamu!')).statusCode).toBe(201);
    const second = await send(t, a, opened.data.id, 'Halo lagi');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'chat.introduction_waiting' });
    expect(await conversationAs(a, opened.data.id)).toMatchObject({ status: 'introduction', can_send: false });
    expect(await conversationAs(b, opened.data.id)).toMatchObject({ status: 'introduction', can_send: true });

    expect((await send(t, b, opened.data.id, 'Terima kasih!')).statusCode).toBe(201);
    expect(await conversationAs(a, opened.data.id)).toMatchObject({ status: 'open', can_send: true, expires_at: null });
    expect((await send(t, a, opened.data.id, 'Ayo kolaborasi')).statusCode).toBe(201);
  });

  it('takes one introduction of several sent at once', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    const id = await conversationOf(t, a, b);
    const answers = await Promise.all(['Halo', 'Halo lagi', 'Halo sekali lagi'].map((text) => send(t, a, id, text)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/messages`,
      headers: b.headers,
    });
    expect(messages.json()).toMatchObject({ data: { total: 1 } });
  });

  it('opens an introduction when the other side likes back', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    const id = await conversationOf(t, a, b);
    await send(t, a, id, 'Perkenalkan, saya produser.');
    await like(t, b, a);
    expect(await conversationAs(a, id)).toMatchObject({ status: 'open', can_send: true });
    expect((await send(t, a, id, 'Terima kasih sudah like balik')).statusCode).toBe(201);
  });

  it(`allows ${NETWORKPLACE_LIMITS.introductionsPerDay} new introductions a day, then answers 429`, async () => {
    const a = await buildCreator(t);
    const others = [];
    for (let i = 0; i <= NETWORKPLACE_LIMITS.introductionsPerDay; i += 1) {
      const other = await buildCreator(t);
      await like(t, a, other);
      others.push(other);
    }
    for (const other of others.slice(0, -1)) expect((await openWith(t, a, other)).statusCode).toBe(200);
    const over = await openWith(t, a, others.at(-1) as Creator);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'chat.introduction_limit' });
    // An introduction already started is answered, not counted again.
    expect((await openWith(t, a, others[0] as Creator)).statusCode).toBe(200);
    // One the other side knocked for is no introduction.
    const knocker = await buildCreator(t);
    await like(t, knocker, a);
    expect((await openWith(t, a, knocker)).json()).toMatchObject({ data: { status: 'open' } });
  });

  it('counts introductions started at once one after another', async () => {
    const a = await buildCreator(t);
    const others: Creator[] = [];
    for (let i = 0; i < NETWORKPLACE_LIMITS.introductionsPerDay + 2; i += 1) {
      const other = await buildCreator(t);
      await like(t, a, other);
      others.push(other);
    }
    const answers = await Promise.all(others.map((other) => openWith(t, a, other)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array.from({ length: NETWORKPLACE_LIMITS.introductionsPerDay }, () => 200), 429, 429]);
  });

  it('expires an introduction unanswered for its days, for both', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    const id = await conversationOf(t, a, b);
    await send(t, a, id, 'Halo!');
    await t.db
      .updateTable('chat_conversations')
      .set({ introduction_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await conversationAs(a, id)).toMatchObject({ status: 'expired', can_send: false, expires_at: null });
    const reply = await send(t, b, id, 'Maaf baru balas');
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'chat.conversation_closed' });
  });

  it('answers two creators starting their conversation at once with one conversation', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    await like(t, b, a);
    const answers = await Promise.all([openWith(t, a, b), openWith(t, b, a), openWith(t, a, b)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => (answer.json() as ConversationBody).data.id)).size).toBe(1);
  });
});

describe('blocking', () => {
  for (const direction of ['the sender', 'the reader'] as const)
    it(`closes the conversation for both when ${direction} blocks, keeping what was said`, async () => {
      const { a, b, conversationId } = await buildPair(t);
      await send(t, a, conversationId, 'Sebelum blokir');
      if (direction === 'the sender') await block(t, a, b);
      else await block(t, b, a);
      for (const [me, other] of [
        [a, b],
        [b, a],
      ] as const) {
        expect(await conversationAs(me, conversationId)).toMatchObject({ status: 'closed', can_send: false });
        const refused = await send(t, me, conversationId, 'Halo?');
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'chat.conversation_closed' });
        expect((await openWith(t, me, other)).json()).toMatchObject({ data: { status: 'closed' } });
        const messages = await t.app.inject({
          method: 'GET',
          url: `/api/conversations/${conversationId}/messages`,
          headers: me.headers,
        });
        expect(messages.json()).toMatchObject({ data: { total: 1 } });
      }
    });

  it('never lets a blocked creator start a conversation', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    await like(t, a, b);
    await block(t, b, a);
    expect((await openWith(t, a, b)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it('answers a conversation the caller is not in exactly like a missing one', async () => {
    const { conversationId } = await buildPair(t);
    const stranger = await buildCreator(t);
    const paths = (id: number) => [
      { method: 'GET' as const, url: `/api/conversations/${id}/messages` },
      { method: 'POST' as const, url: `/api/conversations/${id}/messages`, payload: { message: 'Halo' } },
      { method: 'PUT' as const, url: `/api/conversations/${id}/read`, payload: { last_read_message_id: 1 } },
      { method: 'POST' as const, url: `/api/conversations/${id}/messages/1/report`, payload: { reason: 'spam' } },
    ];
    const missing = paths(99999999);
    for (const [index, request] of paths(conversationId).entries()) {
      const theirs = await t.app.inject({ ...request, headers: stranger.headers });
      const none = await t.app.inject({ ...(missing[index] as typeof request), headers: stranger.headers });
      expect(theirs.statusCode).toBe(404);
      expect(problemOf(theirs.body)).toEqual(problemOf(none.body));
    }
  });
});

describe('POST /api/conversations/{conversation_id}/messages input', () => {
  const cases: [string, unknown, string][] = [
    ['empty', '', 'validation.required'],
    ['only spaces', '   ', 'validation.required'],
    ['2,001 characters', 'a'.repeat(2001), 'validation.too_long'],
    ['a NUL', 'halo\u0000', 'validation.text.control_character'],
    ['a bidi control', 'halo \u202E', 'validation.text.bidi_override'],
    ['a lone surrogate', 'halo \uD800', 'validation.text.invalid_unicode'],
    ['a number', 42, 'validation.type'],
  ];
  it.each(cases)('refuses %s with a field key', async (_name, message, key) => {
    const { a, conversationId } = await buildPair(t);
    const response = await send(t, a, conversationId, message);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { message: key } });
  });

  it('keeps 2,000 characters and line breaks, normalised', async () => {
    const { a, conversationId } = await buildPair(t);
    const long = await send(t, a, conversationId, 'a'.repeat(2000));
    expect(long.statusCode).toBe(201);
    const lines = await send(t, a, conversationId, 'Cafe\u0301\nhttps://irama.id <b>tebal</b>');
    expect(lines.json()).toMatchObject({ data: { message: 'Café\nhttps://irama.id <b>tebal</b>', is_mine: true } });
  });
});

// At hundreds of messages a second, the round trips of a send are most of what it costs.
describeOnEngine('postgres', 'what a message costs the database', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes a message in an open conversation in one transaction of eight statements', async () => {
    const { a, conversationId } = await buildPair(t);
    expect((await send(t, a, conversationId, 'pertama')).statusCode).toBe(201);
    const statements = recordStatements();
    expect((await send(t, a, conversationId, 'kedua')).statusCode).toBe(201);
    const inTransaction = statements.slice(statements.indexOf('begin'), statements.indexOf('commit') + 1);
    expect(inTransaction).toEqual([
      'begin',
      'update "chat_conversations" set', // the conversation's lock
      'select "networkplace_profiles"."id", "networkplace_profiles"."company_id",', // the reader, and any block
      'insert into "chat_messages"',
      'update "chat_conversations" set',
      'insert into "chat_read_pointers"',
      'insert into "stream_heads"',
      'insert into "stream_events"',
      'select * from', // the reader's pointer, for the bell
      'commit',
    ]);
  });
});
