import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminQuery, dropDatabase } from '../../packages/server/test/support/postgres-admin.ts';
import { apiToken, signIn } from '../support/session.ts';

// Two server processes on one PostgreSQL and one Redis, as several instances run behind a load
// balancer: a notice made through one reaches a browser connected to the other. It exists only
// with both URLs; `npm test` passes its PostgreSQL's, counts it in the Redis suite (by the `Redis: `
// before its name) and says when that did not run.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const basePort = Number(process.env.E2E_PORT ?? 8180);
const root = path.resolve(import.meta.dirname, '../..');

type Instance = { url: string; process: ChildProcess; log: string[]; dataDir: string };

function start(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `irama-e2e-${name}-`));
  const child = spawn(process.execPath, ['packages/server/dist/cli.js', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      REDIS_URL: redisUrl ?? '',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, process: child, log, dataDir };
}

async function healthy(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`the server exited:\n${instance.log.join('')}`);
    const ok = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start:\n${instance.log.join('')}`);
}

if (databaseUrl && redisUrl) {
  test.describe('Redis: two server instances', () => {
    const database = `irama_e2e_${randomBytes(6).toString('hex')}`;
    const instances: Instance[] = [];

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      await adminQuery(databaseUrl, `create database ${database}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${database}`;
      // A migrates and seeds the demo; B starts on the database A made.
      const a = start('a', basePort + 1, { DATABASE_URL: url.toString() });
      instances.push(a);
      await healthy(a, 540_000);
      const b = start('b', basePort + 2, { DATABASE_URL: url.toString(), SEED_DEMO: 'false' });
      instances.push(b);
      await healthy(b, 60_000);
    });

    test.afterAll(async () => {
      for (const instance of instances) instance.process.kill('SIGTERM');
      await Promise.all(
        instances.map((instance) => new Promise((resolve) => instance.process.once('exit', resolve).unref?.())),
      );
      await dropDatabase(databaseUrl, database);
      for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
    });

    test('a notice made on one instance reaches a browser connected to the other', async ({ browser }) => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('both instances are started in beforeAll');
      const context = await browser.newContext({ baseURL: b.url });
      const page = await context.newPage();
      await signIn(page, 'owner@musik.demo', '/');
      await page.getByRole('button', { name: /^Buka notifikasi/ }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: 'Notifikasi' })).toBeVisible();

      const staffToken = await apiToken(context.request, 'staff@irama.demo');
      const sent = await context.request.post(`${a.url}/api/ops/announcements`, {
        headers: { 'X-Authorization': `Bearer ${staffToken}` },
        data: { audience: 'group', group_name: 'music', title: 'Dari instans A', content: 'Lewat Redis ke instans B.' },
      });
      expect(sent.ok()).toBe(true);
      await expect(panel.getByText('Dari instans A')).toBeVisible({ timeout: 10_000 });
      await context.close();
    });
  });
}
