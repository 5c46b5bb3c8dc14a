import fs from 'node:fs';
import type { Achievement } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { tempDir } from '../ingest/engine/test-support.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
let dir: string;
const startedAt = new Date();

beforeAll(async () => {
  t = await createTestApp();
  dir = tempDir();
  await seedDemo(t.db, argon2Hasher, { dataDir: dir, reportMonths: 3 });
}, 600_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

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
      expect(Date.parse(entry.at)).toBeLessThan(startedAt.getTime());
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
      else expect(Date.parse(achievement.earned_at ?? '')).toBeLessThan(startedAt.getTime());
      if (achievement.status === 'claimed') {
        expect(Date.parse(achievement.claimed_at ?? '')).toBeGreaterThan(Date.parse(achievement.earned_at ?? ''));
        expect(Date.parse(achievement.claimed_at ?? '')).toBeLessThan(startedAt.getTime());
      }
    }
    const summary = await get('/api/v2/achievements/summary', 'owner@musik.demo');
    expect(summary.total).toBe(results.length);
  });
});
