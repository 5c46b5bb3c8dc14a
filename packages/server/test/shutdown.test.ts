import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { childEnv, collect, freePort, freshPostgresSchema, iramaBin, repoRoot, tempDir } from './support/processes.ts';
import { testEngine } from './support/test-app.ts';

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/** Resolves once `isDone` holds, checking every 20 ms; fails after `timeoutMs`. */
async function until(isDone: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The child's exit code, once it exits. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Healthy once the first start has seeded the demo with a year of reports and analytics (minutes on PostgreSQL). */
async function waitForHealth(port: number, child: ChildProcess, output: () => { stderr: string }) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early: ${output().stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy within 240 s');
}

/**
 * Starts a sign-in whose body arrives in two parts: the request is in the server's hands (headers
 * read, body pending) until `finish` sends the rest.
 */
function startSlowSignIn(port: number, email: string) {
  const body = JSON.stringify({ email, password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/client',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
  });
  request.flushHeaders();
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

/**
 * Opens a connection and sends the first part of a request's headers: the connection is busy,
 * so closing the server keeps it open, and `finish` makes a request that arrives during shutdown.
 */
async function startLateRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let raw = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    raw += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(raw)));
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  return {
    finish: async () => {
      socket.write('Connection: keep-alive\r\n\r\n');
      const text = await closed;
      const [head = '', body = ''] = text.split('\r\n\r\n');
      return { head: head.toLowerCase(), body };
    },
  };
}

/** A new request on a new connection: its status, or the connection error's code. */
async function tryRequest(port: number): Promise<number | string> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } })).status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

describe(`graceful shutdown (${testEngine})`, () => {
  let data: ReturnType<typeof tempDir>;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    data = tempDir('irama-serve-');
    if (testEngine === 'postgres') {
      const schema = await freshPostgresSchema();
      databaseUrl = schema.url;
      drop = schema.drop;
    }
  });
  afterAll(async () => {
    await drop?.();
    data.remove();
  });

  it('finishes requests in flight, refuses new ones, and exits with 0 on SIGTERM', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(testEngine === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    const child = spawn(process.execPath, [iramaBin, 'serve'], {
      cwd: repoRoot,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(child);
    const exit = exited(child);
    try {
      await waitForHealth(port, child, output);

      const inFlight = ['owner@musik.demo', 'admin@musik.demo', 'owner@timur.demo'].map((email) =>
        startSlowSignIn(port, email),
      );
      const late = await startLateRequest(port);
      // The server has read every sign-in's headers (it logs each as it starts) before the signal.
      const started = () =>
        output()
          .stdout.split('\n')
          .filter((line) => line.includes('/api/auth/client')).length;
      await until(() => started() >= inFlight.length, 'the sign-ins to reach the server');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await until(() => output().stdout.includes('shutting down'), 'the server to start shutting down');
      await new Promise((resolve) => setTimeout(resolve, 200));

      // A new connection is refused: the listener is closed.
      expect(await tryRequest(port)).toBe('ECONNREFUSED');

      // A request arriving on a connection opened before gets a 503 problem, and the connection closes.
      const lateAnswer = await late.finish();
      expect(lateAnswer.head).toMatch(/^http\/1\.1 503/);
      expect(lateAnswer.head).toContain('content-type: application/problem+json');
      expect(lateAnswer.head).toContain('connection: close');
      expect(JSON.parse(lateAnswer.body)).toMatchObject({ status: 503, code: 'service_unavailable' });

      // Requests in flight get their normal answers, and their keep-alive connections are let go.
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      const answeredAt = Date.now();
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.connection).toBe('close');
        expect(JSON.parse(answer.body).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }

      expect(await exit).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      // Nothing waits for an idle keep-alive connection to time out.
      expect(Date.now() - answeredAt).toBeLessThan(2_000);
      expect(output().stdout).toContain('shutting down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 300_000);
});
