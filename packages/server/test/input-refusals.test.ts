import { randomUUID } from 'node:crypto';
import { SWITCH_KEYS } from '@irama/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditDsp, saveBank } from '../src/modules/balance/testing/balance-fixtures.ts';
import { snapshotOf } from './support/database-snapshot.ts';
import {
  numericFieldsOf,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  withValueAt,
} from './support/openapi-fuzz.ts';
import { describeOnEngine, useOwnerAndStaff, useTestApp } from './support/test-app.ts';

/** A route that hands a query value to PostgreSQL as a 32-bit integer, as an id column would take it. */
async function registerProbe(app: FastifyInstance) {
  app.get(
    '/api/probe/int4',
    { config: { isPublic: true }, schema: { hide: true, querystring: z.object({ value: z.string() }) } },
    async (request) => {
      const { db } = t.context.database;
      return (await sql`select cast(${(request.query as { value: string }).value} as integer) as n`.execute(db)).rows;
    },
  );
}

const t = useTestApp({}, {}, { register: registerProbe });
const { owner, staff } = useOwnerAndStaff(t);

// A route behind a feature switch answers 404 while it is off, before it reads any input: all on.
beforeAll(async () => {
  for (const key of SWITCH_KEYS) {
    const switched = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/switches/${key}`,
      headers: staff.headers,
      payload: { on: true },
    });
    if (switched.statusCode !== 200) throw new Error(`turning ${key} on answered ${switched.statusCode}`);
  }
});

describe('refusals from the router itself', () => {
  it.each([
    ['a path parameter longer than the router takes', `/api/v2/release/album/id/${'1'.repeat(200)}`],
    ['broken percent-encoding in a path parameter', '/api/v2/release/album/id/%E0%A4%A'],
  ])('answers %s with a 400 problem and its request id', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { _: 'validation.malformed' } });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

// A NUL is refused by the text rules on both engines, with the field it was in; PostgreSQL
// could not have stored it anyway, which used to be a 500.
describe('a NUL character in typed text', () => {
  it.each([
    ['a search', 'GET', '/api/v2/release/artist_list?q=a%00b', undefined, 'q'],
    ['a body', 'POST', '/api/v2/release/album', { title: 'Senja\u0000' }, 'title'],
  ] as const)('answers one in %s with a field error', async (_name, method, url, payload, field) => {
    const response = await t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: 'validation.text.control_character' },
    });
  });

  it('keeps no release of a body it refused', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/release/album',
      headers: owner.headers,
      payload: { title: 'A\u0000' },
    });
    expect(await t.db.selectFrom('releases').select('id').execute()).toEqual([]);
  });
});

// Ids are 32-bit columns on PostgreSQL, which refused larger ones with a 500; the schemas stop them first.
describe('ids beyond what an id column holds', () => {
  it.each([
    ['in a path', '/api/ops/ingest/runs/2147483648', 'id'],
    ['in a query', '/api/ops/releases?company_id=2147483648', 'company_id'],
  ] as const)('are answered %s with a 400 naming the field', async (_name, url, field) => {
    const response = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: 'validation.invalid' } });
  });
});

// SQLite stores 64-bit integers; a value PostgreSQL's column cannot hold is still the request's fault.
describeOnEngine('postgres', 'values PostgreSQL cannot hold', () => {
  it('answers a number beyond a 32-bit column with a 400 problem, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/int4?value=2147483648' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { _: 'validation.invalid' } });
  });
});

/** What a careless or hostile client sends for a number: as text in every spelling, in an array, as a flag. */
const WRONG_NUMBERS: readonly unknown[] = ['200000', [200000], true, '0x30D40', '2e5', ' 200000 ', '-1', ''];

/** Query and path spellings of a number other than its canonical decimal digits. */
const NON_CANONICAL = ['01', '+1', ' 1', '1 ', '1e0', '0x1', '1.0', '-1', '１', '1,0'];

/** The `expected` a type error names for a field of these types: null is only ever a missing value. */
function expectedOf(types: readonly string[]): string {
  const named = types.filter((type) => type !== 'null' && !(type === 'integer' && types.includes('number')));
  return named.join('|');
}

describe('a number is a number, never text that looks like one', () => {
  /** The owner of a company with a bank account and IDR 1,000,000 to withdraw. */
  const funded = async () => {
    const partner = await t.factories.buildSignedInUser();
    await saveBank(t.db, partner.companyId);
    await creditDsp(t.db, partner.companyId, 1_000_000, { period: '2026-08' });
    return partner;
  };
  const operations = () => operationsOf(t.app.swagger() as OpenApiDocument);
  const urlOf = (operation: Operation, params: Record<string, string> = {}) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const send = (operation: Operation, url: string, partner: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: operation.method,
      url,
      headers: {
        ...(operation.path.startsWith('/api/ops/') ? staff.headers : partner),
        'idempotency-key': randomUUID(),
        // A body of the declared type, so the request meets the validators, not the body-type check.
        ...(operation.body?.type === 'multipart' ? { 'content-type': 'multipart/form-data; boundary=b' } : {}),
      },
      payload:
        operation.body?.type === 'multipart' ? '--b--\r\n' : ((payload ?? (operation.body ? {} : undefined)) as object),
    });

  it('refuses every numeric field of every JSON body sent as text, an array or a flag, naming it, and writes nothing', async () => {
    const partner = await funded();
    const failures: string[] = [];
    const walked = new Set<string>();
    for (const operation of operations()) {
      if (operation.body?.type !== 'json') continue;
      const fields = numericFieldsOf(operation.body.schema);
      if (fields.length === 0) continue;
      walked.add(`${operation.method} ${operation.path}`);
      const before = await snapshotOf(t.db);
      for (const field of fields) {
        const key = field.path.join('.');
        // A field that also takes text (a conflict's id or its YouTube asset id) is due only non-text values.
        const wrong = WRONG_NUMBERS.filter((value) => typeof value !== 'string' || !field.types.includes('string'));
        for (const value of wrong) {
          const response = await send(
            operation,
            urlOf(operation),
            partner.headers,
            withValueAt(field.body, field.path, value),
          );
          const answer = response.statusCode === 400 ? response.json() : {};
          if (answer.errors?.[key] !== 'validation.type' || answer.expected?.[key] !== expectedOf(field.types)) {
            failures.push(
              `${operation.method} ${operation.path} ${key}=${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(await snapshotOf(t.db), `${operation.method} ${operation.path} wrote`).toEqual(before);
    }
    expect(failures).toEqual([]);
    expect([...walked]).toEqual(
      expect.arrayContaining(['POST /api/v2/balance/confirm', 'POST /api/ops/holds', 'POST /api/ops/withdrawals/pay']),
    );
  });

  it('withdraws once the same amount is a JSON number, so the refusals above were of the type alone', async () => {
    const partner = await funded();
    const before = await snapshotOf(t.db);
    const confirm = (amount: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/balance/confirm',
        headers: { ...partner.headers, 'idempotency-key': randomUUID() },
        payload: { amount },
      });
    for (const amount of WRONG_NUMBERS) expect((await confirm(amount)).statusCode).toBe(400);
    expect(await snapshotOf(t.db)).toEqual(before);
    expect((await confirm(200_000)).statusCode).toBe(201);
    const after = await snapshotOf(t.db);
    expect(after.counts.withdrawals).toBe((before.counts.withdrawals ?? 0) + 1);
    expect(after.audit.length).toBe(before.audit.length + 1);
  });

  it('reads query and path numbers only as canonical decimal digits', async () => {
    const partner = await funded();
    const failures: string[] = [];
    let checked = 0;
    const expectTypeError = async (operation: Operation, url: string, name: string) => {
      checked += 1;
      const response = await send(operation, url, partner.headers);
      const answer = response.statusCode === 400 ? response.json() : {};
      if (answer.errors?.[name] !== 'validation.type' || answer.expected?.[name] !== 'integer') {
        failures.push(`${operation.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    };
    const before = await snapshotOf(t.db);
    for (const operation of operations()) {
      for (const parameter of operation.queryParams.filter((p) => p.schema?.type === 'integer')) {
        for (const text of [...NON_CANONICAL, '']) {
          await expectTypeError(
            operation,
            `${urlOf(operation)}?${parameter.name}=${encodeURIComponent(text)}`,
            parameter.name,
          );
        }
      }
      for (const parameter of operation.pathParams.filter((p) => p.schema?.type === 'integer')) {
        for (const text of NON_CANONICAL) {
          await expectTypeError(
            operation,
            urlOf(operation, { [parameter.name]: encodeURIComponent(text) }),
            parameter.name,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    expect(await snapshotOf(t.db)).toEqual(before);
  });
});
