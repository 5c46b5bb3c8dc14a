import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICE } from '../../../test/support/notices.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { notifyOwners } from './index.ts';

describe('owner notices', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('reach every owner of each company, a company without one as a whole, and nobody else', async () => {
    const twoOwners = await t.factories.buildCompany();
    const firstOwner = await t.factories.buildUser(twoOwners);
    const secondOwner = await t.factories.buildUser(twoOwners);
    await t.factories.buildUser(twoOwners, { role: 'admin' });
    const noOwner = await t.factories.buildCompany();
    await t.factories.buildUser(noOwner, { role: 'admin' });
    const other = await t.factories.buildCompany();
    await t.factories.buildUser(other);

    await notifyOwners(t.db, [twoOwners, noOwner], NOTICE);

    const rows = await t.db
      .selectFrom('notifications')
      .select(['company_id', 'user_id', 'title', 'category_id', 'additional_data'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.company_id, row.user_id])).toEqual([
      [twoOwners, firstOwner.id],
      [twoOwners, secondOwner.id],
      [noOwner, null],
    ]);
    // The stored copy is Indonesian, rendered from the message.
    expect(
      rows.every((row) => row.title === 'Laporan YouTube Oktober 2026 telah terbit' && row.category_id === 4),
    ).toBe(true);
    expect(JSON.parse(String(rows[0]?.additional_data))).toEqual({
      url: '/riwayatpendapatan',
      feature: 'report',
      message: NOTICE.message,
      subject: NOTICE.subject,
    });
  });
});
