import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './support/test-app.ts';

const SECRET = 'connection to db-internal.example:5432 failed for user irama_secret';

/** Log lines the app writes, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream: DestinationStream = {
  write: (line: string) => {
    logLines.push(JSON.parse(line) as Record<string, unknown>);
  },
};

async function registerProbes(app: FastifyInstance) {
  app.get('/api/probe/crash', { config: { isPublic: true } }, async () => {
    throw new Error(SECRET);
  });
}

const t = useTestApp({ LOG_LEVEL: 'info' }, {}, { register: registerProbes, logStream });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectProblem(response: Awaited<ReturnType<TestApp['app']['inject']>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ status, code, type: `https://irama.id/problems/${code}` });
  expect(typeof body.title).toBe('string');
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body as Record<string, unknown>;
}

describe('problem answers', () => {
  it('answers an unknown /api route with 404 not_found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expectProblem(response, 404, 'not_found');
  });

  it('answers an unknown /api route with 404 even for other methods and without a token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v2/nothing-here/12' });
    expectProblem(response, 404, 'not_found');
  });

  it("answers an invalid body with 400 validation_failed and each field's message key", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      payload: { email: 'not-an-email', password: '' },
    });
    const body = expectProblem(response, 400, 'validation_failed');
    expect(body.errors).toEqual({ email: 'validation.email.invalid', password: 'validation.required' });
  });

  it('answers a missing field with its required key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { password: 'x' } });
    expect(expectProblem(response, 400, 'validation_failed').errors).toEqual({ email: 'validation.required' });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    const body = expectProblem(response, 400, 'validation_failed');
    expect(body.errors).toEqual({ _: 'validation.malformed' });
  });

  it('answers an unexpected error with 500 internal and leaks neither its message nor a stack trace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    const body = expectProblem(response, 500, 'internal');
    expect(Object.keys(body).sort()).toEqual(['code', 'requestId', 'status', 'title', 'type']);
    expect(response.body).not.toContain('irama_secret');
    expect(response.body).not.toContain('db-internal');
    expect(response.body).not.toMatch(/stack|\.ts:\d+|at .*\(/);
  });
});

describe('request ids', () => {
  it('sends x-request-id on success, refusal, not-found and failure', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'GET', url: '/api/probe/crash' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404, 500]);
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echoes a valid incoming X-Request-Id and replaces an invalid one', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-7f3a.trace_42' },
    });
    expect(echoed.headers['x-request-id']).toBe('proxy-7f3a.trace_42');

    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'inject<script>alert(1)</script>']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
      expect(replaced.json().requestId).toBe(replaced.headers['x-request-id']);
    }
  });

  it('writes the request id on every log line of a request, with the error and without the token', async () => {
    const { token } = await t.factories.buildSignedInUser();
    const requestId = 'log-trace-0001';
    const before = logLines.length;
    for (const header of ['x-authorization', 'authorization']) {
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': requestId, [header]: `Bearer ${token}` },
      });
    }
    const crashId = 'log-trace-0002';
    await t.app.inject({ method: 'GET', url: '/api/probe/crash', headers: { 'x-request-id': crashId } });

    const lines = logLines.slice(before);
    const ofMe = lines.filter((line) => line.reqId === requestId);
    expect(ofMe.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(ofMe[1]).toMatchObject({ res: { statusCode: 200 } });

    const ofCrash = lines.filter((line) => line.reqId === crashId);
    const failure = ofCrash.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, err: { message: SECRET } });
    expect(ofCrash.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 500 } });

    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
