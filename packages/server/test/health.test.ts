import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { testEngine, useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 when the database answers, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });
});

describe('GET /api/health without a database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-health-'));
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An app on a database handle that cannot answer; the context is not closed again afterwards. */
  async function appOn(database: DatabaseHandle) {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    app = await buildApp(createContext(config, { database, redis: null }));
    return app;
  }

  async function expectUnavailable(instance: FastifyInstance) {
    const response = await instance.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(response.body).not.toMatch(/pool|connection|ECONNREFUSED|sqlite/i);
  }

  it('answers 503 service_unavailable once the database handle is closed', async () => {
    const database =
      testEngine === 'sqlite'
        ? openDatabase('sqlite://:memory:')
        : openDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    await sql`select 1`.execute(database.db);
    await database.db.destroy();
    await expectUnavailable(await appOn(database));
  });

  it('answers 503 when the PostgreSQL server cannot be reached', async () => {
    const database = openDatabase('postgres://postgres@127.0.0.1:1/postgres');
    try {
      await expectUnavailable(await appOn(database));
    } finally {
      await database.db.destroy();
    }
  });
});
