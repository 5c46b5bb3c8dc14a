import { NETWORKPLACE_INDUSTRIES, NETWORKPLACE_TYPES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const { t } = useDemoWorld();

const profiles = () => t.db.selectFrom('networkplace_profiles').selectAll().execute();
const profileOf = async (email: string) =>
  t.db
    .selectFrom('networkplace_profiles')
    .innerJoin('users', 'users.id', 'networkplace_profiles.user_id')
    .selectAll('networkplace_profiles')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();

describe('demo Networkplace', () => {
  it('has dozens of profiles across every type and industry', async () => {
    const all = await profiles();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((profile) => profile.profession))).toEqual(new Set(NETWORKPLACE_TYPES));
    expect(new Set(all.map((profile) => profile.industry))).toEqual(new Set(NETWORKPLACE_INDUSTRIES));
  });

  it('gives the demo owners verified figures from their published reports, and the creators none', async () => {
    const musik = await profileOf('owner@musik.demo');
    expect(Boolean(musik.stats_verified)).toBe(true);
    expect(Number(musik.stat_monthly_streams)).toBeGreaterThan(0);
    expect(Number(musik.stat_total_assets)).toBeGreaterThan(0);
    expect(Number(musik.stat_subscribers)).toBeGreaterThan(0);
    expect(JSON.parse(musik.stat_top_videos)).toHaveLength(3);
    expect(musik.stats_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const creator = await profileOf('raka.pradipta@kreator.demo');
    expect(Boolean(creator.stats_verified)).toBe(false);
    expect(Number(creator.stat_monthly_streams)).toBe(0);
  });

  it('has likes in both directions with the main demo owner, some mutual', async () => {
    const token = await t.factories.signIn('owner@musik.demo', DEMO_PASSWORD);
    const headers = { 'x-authorization': `Bearer ${token}` };
    const read = async (liked: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v2/networkplace/explore?liked=${liked}&limit=100`, headers })
      ).json().data.results as { id: number; liked_by_me: boolean; likes_me: boolean }[];
    const mine = await read('mine');
    const me = await read('me');
    expect(mine.length).toBeGreaterThan(3);
    expect(me.length).toBeGreaterThan(3);
    expect(mine.some((profile) => profile.likes_me)).toBe(true);
    expect(mine.some((profile) => !profile.likes_me)).toBe(true);
    expect(me.some((profile) => !profile.liked_by_me)).toBe(true);
  });
});
