import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { argon2Hasher } from '../src/lib/passwords.ts';
import { isEmpty, seedDemo } from '../src/seed/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

/** Every seeded row that should not depend on the run, in a stable order. */
async function snapshot(db: Db) {
  const [companies, users, whitelabelConfigs, whitelabelHosts] = await Promise.all([
    db.selectFrom('companies').selectAll().orderBy('id').execute(),
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('whitelabel_configs').selectAll().orderBy('company_id').execute(),
    db.selectFrom('whitelabel_hosts').selectAll().orderBy('host').execute(),
  ]);
  return {
    companies,
    // Password hashes carry a random salt; everything else must match.
    users: users.map(({ password_hash, ...user }) => ({ ...user, hasPassword: password_hash !== null })),
    whitelabelConfigs,
    whitelabelHosts,
  };
}

describe('demo seed', () => {
  it('produces identical rows in two fresh databases', async () => {
    await seedDemo(first.db, argon2Hasher);
    await seedDemo(second.db, argon2Hasher);
    const [a, b] = await Promise.all([snapshot(first.db), snapshot(second.db)]);
    expect(a.companies.length).toBeGreaterThan(5);
    expect(a.users.every((user) => user.hasPassword)).toBe(true);
    expect(b).toEqual(a);
  });

  it('reports a seeded database as not empty', async () => {
    expect(await isEmpty(first.db)).toBe(false);
  });
});
