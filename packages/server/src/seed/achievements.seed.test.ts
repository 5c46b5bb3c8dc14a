import type { Achievement } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const { t, world } = useDemoWorld();

const headersOf = async (email: string) => ({
  'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}`,
});
const get = async (url: string, email: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: await headersOf(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('demo achievements and switches', () => {
  it('has every feature switch on, turned on by staff and audited', async () => {
    expect(await get('/api/switches', 'owner@musik.demo')).toEqual({
      achievements: true,
      musicbank: true,
      paylater: true,
    });
    const { audit } = await get('/api/ops/switches', 'staff@irama.demo');
    expect(audit).toHaveLength(3);
    for (const entry of audit) {
      expect(entry).toMatchObject({ was_on: false, is_on: true, actor: 'staff@irama.demo' });
      expect(Date.parse(entry.at)).toBeLessThan(world.seededAt.getTime());
    }
  });

  it('gives owner@musik.demo achievements in every state, claimed only after they were earned', async () => {
    const { results } = (await get('/api/v2/achievements/all?per_page=100', 'owner@musik.demo')) as {
      results: Achievement[];
    };
    const statuses = new Set(results.map((achievement) => achievement.status));
    expect([...statuses].sort()).toEqual(['claimed', 'locked', 'ready']);
    for (const achievement of results) {
      if (achievement.status === 'locked') expect(achievement.earned_at).toBeNull();
      else expect(Date.parse(achievement.earned_at ?? '')).toBeLessThan(world.seededAt.getTime());
      if (achievement.status === 'claimed') {
        expect(Date.parse(achievement.claimed_at ?? '')).toBeGreaterThan(Date.parse(achievement.earned_at ?? ''));
        expect(Date.parse(achievement.claimed_at ?? '')).toBeLessThan(world.seededAt.getTime());
      }
    }
    const summary = await get('/api/v2/achievements/summary', 'owner@musik.demo');
    expect(summary.total).toBe(results.length);
  });
});
