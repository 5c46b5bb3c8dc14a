import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { argon2Hasher } from '../src/lib/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { isEmpty, seedDemo } from '../src/seed/index.ts';
import { startupMessage } from '../src/serve.ts';
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

describe('the start-up message', () => {
  it('lists the demo logins on every start while the demo accounts are in the database', async () => {
    for (let start = 0; start < 2; start += 1) {
      const message = await startupMessage(first.db, 'http://localhost:8080');
      expect(message).toContain('Irama is running at http://localhost:8080');
      expect(message).toContain(`password ${DEMO_PASSWORD}`);
      for (const account of DEMO_ACCOUNTS) expect(message).toContain(account.email);
    }
  });

  it('leaves out a demo account that was disabled or renamed, and all of them once none is left', async () => {
    await first.db.updateTable('users').set({ is_disabled: true }).where('email', '=', 'owner@indie.demo').execute();
    await first.db
      .updateTable('users')
      .set({ email: 'nadia@label.example' })
      .where('email', '=', 'owner@timur.demo')
      .execute();
    const message = await startupMessage(first.db, 'http://localhost:8080');
    expect(message).toContain('owner@musik.demo');
    expect(message).not.toContain('owner@indie.demo');
    expect(message).not.toContain('owner@timur.demo');
    await first.db.updateTable('users').set({ is_disabled: true }).execute();
    expect(await startupMessage(first.db, 'http://localhost:8080')).not.toContain('Demo accounts');
  });

  it('tells an empty database how to make the first staff account, with no demo logins', async () => {
    const empty = await createTestApp();
    try {
      const message = await startupMessage(empty.db, 'https://portal.example');
      expect(message).not.toContain('Demo accounts');
      expect(message).toContain('irama staff create --email');
    } finally {
      await empty.close();
    }
  });
});
