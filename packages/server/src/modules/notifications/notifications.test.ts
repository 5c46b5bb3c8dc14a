import type { Notification } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { NOTIFICATION_CATEGORY, notifyOwners, notifyUser, type OwnerNotice } from './index.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
const { staff } = useOwnerAndStaff(t);

/** A notice told apart from others by `label`, the subject of the ticket it says was answered. */
function notice(label: string, overrides: Partial<OwnerNotice> = {}): OwnerNotice {
  return {
    subject: { type: 'support_message', id: 7 },
    message: { key: 'layout.notifications.messages.ticketAnswered', values: { subject: label, ticketId: '7' } },
    categoryId: NOTIFICATION_CATEGORY.content,
    isImportant: false,
    url: '/catalogue',
    feature: 'catalogue',
    ...overrides,
  };
}

/** A listed notice's label: its ticket's subject, or an announcement's title. */
const labelOf = (item: Notification | undefined) => item?.additional_data.message?.values.subject ?? item?.title;

async function listOf(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications/all', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Notification[];
}

async function markRead(headers: Record<string, string>, ids: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/mark_as_read',
    headers,
    payload: { notification_ids: ids },
  });
}

describe('GET /api/notifications/all', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/all' })).statusCode).toBe(401);
    const mark = await t.app.inject({ method: 'POST', url: '/api/notifications/mark_as_read', payload: {} });
    expect(mark.statusCode).toBe(401);
  });

  it("lists the caller's notices and their company's, newest first, in the SPEC §3 shape", async () => {
    const owner = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    await notifyUser(t.db, owner.companyId, owner.id, notice('pertama'));
    await notifyUser(t.db, owner.companyId, colleague.id, notice('milik rekan'));
    await t.db
      .insertInto('notifications')
      .values({
        company_id: owner.companyId,
        user_id: null,
        title: 'untuk perusahaan',
        content: 'isi',
        category_id: NOTIFICATION_CATEGORY.finance,
        is_read: false,
        is_important: true,
        additional_data: JSON.stringify({ url: '/payment', feature: 'payment' }),
        created_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();

    const list = await listOf(owner.headers);
    expect(list.map(labelOf)).toEqual(['untuk perusahaan', 'pertama']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      title: 'Tiket dukungan dibalas',
      content: 'Tim dukungan membalas tiket "pertama" (#7).',
      created_at: expect.any(String),
      is_read: false,
      is_important: false,
      category_id: 2,
      additional_data: {
        url: '/catalogue',
        feature: 'catalogue',
        message: { key: 'layout.notifications.messages.ticketAnswered', values: { subject: 'pertama', ticketId: '7' } },
        subject: { type: 'support_message', id: 7 },
      },
    });
    expect(list[0]).toMatchObject({ is_important: true, category_id: 3, additional_data: { url: '/payment' } });
    expect(list[0]?.additional_data).not.toHaveProperty('message');
  });

  it("answers a notice's title and text in the reader's language, with the store's name and the month's", async () => {
    const reader = await t.factories.buildSignedInUser({}, { language: 'en' });
    await notifyOwners(t.db, [reader.companyId], {
      subject: { type: 'ledger_entry', id: 1 },
      message: {
        key: 'layout.notifications.messages.reportPublished',
        values: { source: 'store:joox', period: '2026-09' },
      },
      categoryId: NOTIFICATION_CATEGORY.report,
      isImportant: false,
      url: '/riwayatpendapatan',
      feature: 'report',
    });
    const [listed] = await listOf(reader.headers);
    expect([listed?.title, listed?.content]).toEqual([
      'JOOX report for September 2026 published',
      'JOOX revenue for September 2026 has been added to your balance.',
    ]);
    const stored = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('id', '=', Number(listed?.id))
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Laporan JOOX September 2026 telah terbit');
  });

  it('answers the newest 100 only', async () => {
    const owner = await t.factories.buildSignedInUser();
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 105 }, (_, index) => ({
          company_id: owner.companyId,
          user_id: owner.id,
          title: `n${index}`,
          content: '',
          category_id: 1,
          is_read: false,
          is_important: false,
          additional_data: '{}',
          created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
        })),
      )
      .execute();
    const list = await listOf(owner.headers);
    expect(list).toHaveLength(100);
    expect(list[0]?.title).toBe('n104');
    expect(list.at(-1)?.title).toBe('n5');
  });
});

describe('POST /api/notifications/mark_as_read', () => {
  it("marks the caller's notices read and ignores, never marks, anyone else's", async () => {
    const owner = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    const stranger = await t.factories.buildSignedInUser();
    await notifyUser(t.db, owner.companyId, owner.id, notice('milikku'));
    await notifyUser(t.db, owner.companyId, colleague.id, notice('milik rekan'));
    await notifyOwners(t.db, [stranger.companyId], notice('milik orang lain'));
    const [mine] = await listOf(owner.headers);
    const [strangers] = await listOf(stranger.headers);
    const colleagues = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', colleague.id)
      .executeTakeFirstOrThrow();

    const response = await markRead(owner.headers, [mine?.id, strangers?.id, colleagues.id, 999_999_999]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ notification_ids: [mine?.id] });

    expect((await listOf(owner.headers))[0]?.is_read).toBe(true);
    const [theirs] = await listOf(stranger.headers);
    expect([labelOf(theirs), theirs?.is_read]).toEqual(['milik orang lain', false]);
    const untouched = await t.db
      .selectFrom('notifications')
      .select('is_read')
      .where('id', '=', colleagues.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(untouched.is_read)).toBe(false);
    // Nothing of theirs is listed to another company either.
    expect((await listOf(stranger.headers)).map(labelOf)).toEqual(['milik orang lain']);
  });

  it('marks a company-wide notice read for the whole company', async () => {
    const owner = await t.factories.buildCompany();
    const admin = await t.factories.buildUser(owner, { role: 'admin' });
    const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(admin.email)}` };
    await notifyOwners(t.db, [owner], notice('tanpa pemilik'));
    const [shared] = await listOf(headers);
    expect(labelOf(shared)).toBe('tanpa pemilik');
    expect((await markRead(headers, [shared?.id])).json().data.notification_ids).toEqual([shared?.id]);
    expect((await listOf(headers))[0]?.is_read).toBe(true);
  });

  it('refuses a body that is not a list of ids, with the field message', async () => {
    const owner = await t.factories.buildSignedInUser();
    for (const ids of [[], 'satu', [0], [1.5], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      const response = await markRead(owner.headers, ids);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().errors)).toEqual([expect.stringMatching(/^notification_ids/)]);
    }
  });
});

describe('POST /api/ops/announcements', () => {
  const announce = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/ops/announcements', headers, payload });

  it('is for staff only', async () => {
    const owner = await t.factories.buildSignedInUser();
    const response = await announce(owner.headers, { audience: 'all', title: 'Halo', content: 'Isi' });
    expect(response.statusCode).toBe(403);
  });

  it('reaches the users of one company group, and every partner user when sent to all', async () => {
    const eastern = await t.factories.buildSignedInUser({ group: 'eastern' });
    const easternAdmin = await t.factories.buildUser(eastern.companyId, { role: 'admin' });
    const music = await t.factories.buildSignedInUser({ group: 'music' });

    const toGroup = await announce(staff.headers, {
      audience: 'group',
      group_name: 'eastern',
      title: 'Pemeliharaan',
      content: 'Portal libur sejenak.',
      is_important: true,
      url: '/release',
    });
    expect(toGroup.statusCode).toBe(200);
    const easternUsers = await t.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select('users.id')
      .where('companies.group_name', '=', 'eastern')
      .execute();
    expect(toGroup.json().data.recipients).toBe(easternUsers.length);
    const [got] = await listOf(eastern.headers);
    expect(got).toMatchObject({
      title: 'Pemeliharaan',
      content: 'Portal libur sejenak.',
      is_important: true,
      category_id: 1,
      additional_data: { url: '/release', feature: 'announcement' },
    });
    const adminHas = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', easternAdmin.id)
      .execute();
    expect(adminHas).toHaveLength(1);
    expect((await listOf(music.headers)).map((item) => item.title)).not.toContain('Pemeliharaan');

    const toAll = await announce(staff.headers, { audience: 'all', title: 'Fitur baru', content: 'Cek menu baru.' });
    expect(toAll.statusCode).toBe(200);
    expect((await listOf(music.headers))[0]).toMatchObject({ title: 'Fitur baru', additional_data: { url: '/' } });
    const staffRows = await t.db
      .selectFrom('notifications')
      .innerJoin('companies', 'companies.id', 'notifications.company_id')
      .select('notifications.id')
      .where('companies.is_distributor', '=', true)
      .execute();
    expect(staffRows).toHaveLength(0);
  });

  it('refuses a group audience without a group, an empty title and a link off the portal', async () => {
    const cases = [
      [{ audience: 'group', title: 'a', content: 'b' }, 'group_name'],
      [{ audience: 'all', title: ' ', content: 'b' }, 'title'],
      [{ audience: 'all', title: 'a', content: 'b', url: '//evil.example' }, 'url'],
      [{ audience: 'all', title: 'a', content: 'b', url: 'https://evil.example' }, 'url'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await announce(staff.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});
