import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { NOTIFICATION_CATEGORY, notifyOwners, notifyUser, type OwnerNotice } from './notifications.repository.ts';

const NOTICE: OwnerNotice = {
  subject: { type: 'export', id: 1 },
  message: { key: 'layout.notifications.messages.exportReady', values: { rows: '1', format: 'csv' } },
  categoryId: NOTIFICATION_CATEGORY.content,
  isImportant: false,
  url: '/catalogue',
  feature: 'catalogue',
};

/**
 * The server-sent events of one open stream, parsed as they arrive. Its own connection (no agent),
 * so nothing of it is left open for the server to wait on when the test ends.
 */
function openStream(base: string, headers: Record<string, string>) {
  const events: { event: string; data: unknown }[] = [];
  let isEnded = false;
  return new Promise<{
    status: number;
    contentType: string | undefined;
    events: typeof events;
    isEnded: () => boolean;
    close: () => void;
  }>((resolve, reject) => {
    const request = http.get(`${base}/api/notifications/stream`, { headers, agent: false }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
        }
      });
      response.on('close', () => {
        isEnded = true;
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        events,
        isEnded: () => isEnded,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 5_000) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/notifications/stream', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('needs a session', async () => {
    const stream = await openStream(base, {});
    expect(stream.status).toBe(401);
    stream.close();
  });

  it("pushes the caller's and their company's new notices, not anyone else's", async () => {
    const owner = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    const stranger = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await until(() => stream.events.some((event) => event.event === 'ready'));

    await notifyUser(t.db, owner.companyId, colleague.id, NOTICE);
    await notifyOwners(t.db, [stranger.companyId], NOTICE);
    await notifyUser(t.db, owner.companyId, owner.id, NOTICE);
    await until(() => stream.events.length === 2);
    const [mine] = await t.db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).execute();
    expect(stream.events[1]).toEqual({ event: 'notification', data: { ids: [mine?.id] } });
    stream.close();
  });

  it('pushes a notice written in a transaction once it is committed, and one rolled back never', async () => {
    const owner = await t.factories.buildSignedInUser();
    const stream = await openStream(base, owner.headers);
    await until(() => stream.events.some((event) => event.event === 'ready'));
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notifyOwners(trx, [owner.companyId], NOTICE);
        throw new Error('rolled back');
      })
      .catch(() => {});
    // A later millisecond: SQLite hands the rolled-back row's id to the next row.
    await new Promise((resolve) => setTimeout(resolve, 5));
    let seenBeforeCommit = 0;
    await t.db.transaction().execute(async (trx) => {
      await notifyOwners(trx, [owner.companyId], NOTICE);
      await new Promise((resolve) => setTimeout(resolve, 300));
      seenBeforeCommit = stream.events.length;
    });
    expect(seenBeforeCommit).toBe(1);
    await until(() => stream.events.length === 2);
    const rows = await t.db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(1);
    expect(stream.events[1]?.data).toEqual({ ids: [rows[0]?.id] });
    stream.close();
  });

  it('ends open streams when the server shuts down', async () => {
    const other = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await other.factories.buildSignedInUser();
    const stream = await openStream(
      `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
      owner.headers,
    );
    await until(() => stream.events.some((event) => event.event === 'ready'));
    const closed = other.close();
    await until(stream.isEnded, 1_000);
    await closed;
  });
});
