import { CHAT_NOTICE_QUIET_MINUTES, NOTIFICATION_CATEGORIES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { buildPair, type Creator, send } from './chat.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });
const { staff } = useOwnerAndStaff(t);

async function sendAll(from: Creator, conversationId: number, texts: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const text of texts) {
    const response = await send(t, from, conversationId, text);
    expect(response.statusCode).toBe(201);
    ids.push((response.json() as { data: { id: number } }).data.id);
  }
  return ids;
}

const markRead = (reader: Creator, conversationId: number, lastReadMessageId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/conversations/${conversationId}/read`,
    headers: reader.headers,
    payload: { last_read_message_id: lastReadMessageId },
  });

async function unreadOf(reader: Creator) {
  const total = await t.app.inject({ method: 'GET', url: '/api/conversations/unread', headers: reader.headers });
  const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: reader.headers });
  const body = list.json() as { data: { unread_total: number; results: { id: number; unread_count: number }[] } };
  expect((total.json() as { data: { unread_total: number } }).data.unread_total).toBe(body.data.unread_total);
  return {
    total: body.data.unread_total,
    byConversation: new Map(body.data.results.map((c) => [c.id, c.unread_count])),
  };
}

async function chatNoticesOf(reader: Creator): Promise<number> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', reader.userId)
    .where('category_id', '=', NOTIFICATION_CATEGORIES.chat)
    .execute();
  return rows.length;
}

describe('unread counts and the read pointer', () => {
  it('counts what the other side sent after the pointer, which only moves forward and is moved by answering', async () => {
    const { a, b, conversationId } = await buildPair(t);
    const ids = await sendAll(b, conversationId, ['Satu', 'Dua', 'Tiga']);
    expect(await unreadOf(a)).toMatchObject({ total: 3 });
    expect((await unreadOf(a)).byConversation.get(conversationId)).toBe(3);
    expect(await unreadOf(b)).toMatchObject({ total: 0 });

    const read = await markRead(a, conversationId, ids[1] as number);
    expect(read.json()).toEqual({ data: { unread_total: 1 } });
    // Never back.
    expect((await markRead(a, conversationId, ids[0] as number)).json()).toEqual({ data: { unread_total: 1 } });
    // Never past the last message: a later message is still unread.
    expect((await markRead(a, conversationId, 99_999_999)).json()).toEqual({ data: { unread_total: 0 } });
    await sendAll(b, conversationId, ['Empat', 'Lima']);
    expect(await unreadOf(a)).toMatchObject({ total: 2 });
    // Answering is reading what came before.
    await sendAll(a, conversationId, ['Balasan saya']);
    expect(await unreadOf(a)).toMatchObject({ total: 0 });
    expect(await unreadOf(b)).toMatchObject({ total: 1 });
  });

  it('refuses a pointer that is not a number', async () => {
    const { a, conversationId } = await buildPair(t);
    const response = await markRead(a, conversationId, 'x' as unknown as number);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { last_read_message_id: 'validation.type' } });
  });
});

describe('messages', () => {
  it('pages newest first by default, oldest first on asking, and after an id for a reconnecting client', async () => {
    const { a, b, conversationId } = await buildPair(t);
    const ids = await sendAll(a, conversationId, ['1', '2', '3', '4', '5']);
    const get = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages?${query}`,
        headers: b.headers,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { total: number; results: { id: number; is_mine: boolean }[] } }).data;
    };
    const newest = await get('num_messages=2');
    expect(newest.total).toBe(5);
    expect(newest.results.map((m) => m.id)).toEqual([ids[4], ids[3]]);
    expect(newest.results[0]?.is_mine).toBe(false);
    expect((await get('num_messages=2&page=2&order=asc')).results.map((m) => m.id)).toEqual([ids[2], ids[3]]);
    const after = await get(`after_id=${ids[1]}&order=desc`);
    expect(after.results.map((m) => m.id)).toEqual(ids.slice(2));
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?num_messages=0&order=up`,
      headers: b.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(['num_messages', 'order']);
  });
});

describe('the bell', () => {
  it(`tells a reader with no chat open once per conversation per ${CHAT_NOTICE_QUIET_MINUTES} minutes`, async () => {
    const { a, b, conversationId } = await buildPair(t);
    await sendAll(b, conversationId, ['Halo', 'Ada waktu?']);
    expect(await chatNoticesOf(a)).toBe(1);
    expect(await chatNoticesOf(b)).toBe(0);
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/all', headers: a.headers });
    expect(JSON.stringify(notices.json())).toContain(`/networking/message?conversation=${conversationId}`);

    // The quiet time passed: the next message rings again.
    const longAgo = new Date(Date.now() - (CHAT_NOTICE_QUIET_MINUTES + 1) * 60_000).toISOString();
    await t.db.updateTable('chat_read_pointers').set({ last_noticed_at: longAgo }).execute();
    await sendAll(b, conversationId, ['Masih di sana?']);
    expect(await chatNoticesOf(a)).toBe(2);

    // A reader who has the conversation open (read it just now) is not told.
    await t.db.updateTable('chat_read_pointers').set({ last_noticed_at: longAgo }).execute();
    await markRead(a, conversationId, 0);
    await sendAll(b, conversationId, ['Oke']);
    expect(await chatNoticesOf(a)).toBe(2);
  });
});

describe('reports and staff closing', () => {
  it("reports only the other side's message, and staff close the conversation for both", async () => {
    const { a, b, conversationId } = await buildPair(t);
    const [theirs] = await sendAll(b, conversationId, ['Transfer dulu ke rekening saya']);
    const [mine] = await sendAll(a, conversationId, ['Tidak, terima kasih']);
    const report = (messageId: number | undefined) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages/${messageId}/report`,
        headers: a.headers,
        payload: { reason: 'scam', note: 'Minta transfer' },
      });
    expect((await report(mine)).statusCode).toBe(404);
    const filed = await report(theirs);
    expect(filed.statusCode).toBe(201);
    const reportId = (filed.json() as { data: { id: number } }).data.id;
    const stored = await t.db
      .selectFrom('networkplace_reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ message_text: 'Transfer dulu ke rekening saya', status: 'open' });

    const partnerClose = await t.app.inject({
      method: 'POST',
      url: `/api/ops/conversations/${conversationId}/close`,
      headers: a.headers,
    });
    expect(partnerClose.statusCode).toBe(403);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/conversations/${conversationId}/close`,
      headers: staff.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect((await send(t, a, conversationId, 'Halo?')).json()).toMatchObject({ code: 'chat.conversation_closed' });
    expect((await send(t, b, conversationId, 'Halo?')).json()).toMatchObject({ code: 'chat.conversation_closed' });
    const resolved = await t.db
      .selectFrom('networkplace_reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(resolved.status).toBe('resolved');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/ops/conversations/99999999/close',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
