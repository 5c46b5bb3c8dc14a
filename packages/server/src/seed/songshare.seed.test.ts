import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';

const { t } = useDemoWorld();

describe('the songshare demo data', () => {
  it('gives the live demo tracks working share pages and store clicks', async () => {
    const token = await t.factories.signIn('owner@musik.demo', 'Irama-demo-2026');
    const headers = { 'x-authorization': `Bearer ${token}` };
    const user = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'owner@musik.demo')
      .executeTakeFirstOrThrow();
    const tracks = await t.db
      .selectFrom('tracks as t')
      .innerJoin('releases as r', 'r.id', 't.release_id')
      .select(['t.id', 't.share_id', 'r.status'])
      .where('t.company_id', '=', user.company_id)
      .execute();
    const live = tracks.filter((track) => track.status === 'success');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((track) => track.share_id !== null)).toBe(true);
    expect(
      tracks
        .filter((track) => track.status !== 'success' && track.status !== 'taken_down')
        .every((track) => track.share_id === null),
    ).toBe(true);

    const [first] = live;
    const page = await t.app.inject({ method: 'GET', url: `/s/${first?.share_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('og:image');
    const clicks = await t.app.inject({ method: 'GET', url: `/api/v2/songshare/clicks/${first?.id}`, headers });
    expect(clicks.statusCode).toBe(200);
    expect(clicks.json().data.total).toBeGreaterThan(0);
  });
});
