import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childEnv,
  collect,
  freePort,
  freshPostgresSchema,
  iramaBin,
  repoRoot,
  run,
  tempDir,
} from './support/processes.ts';
import { testEngine } from './support/test-app.ts';

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

const EMAIL = 'ops@distributor.test';
const PASSWORD = 'Staff-secret-2026';
const PUBLIC_URL = 'https://portal.distributor.test';

/** Resolves once `isDone` holds, checking every 20 ms; fails after `timeoutMs`. */
async function until(isDone: () => boolean, what: string, timeoutMs = 15_000) {
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

async function waitForHealth(port: number, child: ChildProcess, output: () => { stderr: string }) {
  const deadline = Date.now() + 120_000;
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
  throw new Error('the server did not become healthy within 120 s');
}

/**
 * A keep-alive client with several sockets, as a proxy or an API client holds them. Every request's
 * outcome is kept: its status, or the code of the error that ended it (a reset, a refusal).
 */
function keepAliveClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: (number | string)[] = [];
  const socketErrors: string[] = [];
  const watched = new WeakSet<net.Socket>();
  function request(method: string, path: string, headers: Record<string, string | number> = {}) {
    const sent = http.request({ host: '127.0.0.1', port, method, path, agent, headers });
    sent.on('socket', (socket) => {
      if (watched.has(socket)) return;
      watched.add(socket);
      socket.on('error', (error: NodeJS.ErrnoException) => socketErrors.push(error.code ?? error.message));
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      sent.once('error', (error: NodeJS.ErrnoException) => {
        outcomes.push(error.code ?? error.message);
        reject(error);
      });
      sent.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        response.once('end', () => {
          outcomes.push(response.statusCode ?? 0);
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers });
        });
      });
    });
    // The outcome is kept either way; a test that stops early leaves no rejection unhandled.
    answer.catch(() => {});
    return { sent, answer };
  }
  const get = (path: string) => {
    const { sent, answer } = request('GET', path);
    sent.end();
    return answer;
  };
  /** A sign-in whose body arrives in two parts: in the server's hands until `finish` sends the rest. */
  const slowSignIn = () => {
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
    const half = Math.floor(body.length / 2);
    const { sent, answer } = request('POST', '/api/auth/client', {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    sent.flushHeaders();
    sent.write(body.slice(0, half));
    return { answer, finish: () => sent.end(body.slice(half)) };
  };
  const idleSockets = () => Object.values(agent.freeSockets).flatMap((sockets) => sockets ?? []);
  return { get, slowSignIn, idleSockets, outcomes, socketErrors, destroy: () => agent.destroy() };
}

/**
 * Opens a connection and sends the first part of a request's headers: the connection is busy, so
 * the drain keeps it open, and `finish` makes a request that arrives on it during the drain.
 */
async function startLateRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let raw = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    raw += chunk;
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(raw));
    socket.once('error', reject);
  });
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

/** An open event stream of the session: its status, and whether the server has ended it. */
function openEventStream(port: number, token: string) {
  let isEnded = false;
  let error: string | null = null;
  const answer = new Promise<number>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/notifications/stream',
        agent: false,
        headers: { 'x-authorization': `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.once('end', () => {
          isEnded = true;
        });
        resolve(response.statusCode ?? 0);
      },
    );
    request.once('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
      reject(failure);
    });
  });
  return { answer, isEnded: () => isEnded, error: () => error };
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

  it('drains a keep-alive client through SIGTERM with 200s and 503s, never a reset, and exits with 0', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      // Generous for a loaded machine: exiting with 0 says the drain finished before it.
      SHUTDOWN_TIMEOUT_MS: '30000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(testEngine === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    const created = await run(
      process.execPath,
      [iramaBin, 'staff', 'create', '--email', EMAIL, '--name', 'Sari Wulandari', '--company', 'PT Distribusi Uji'],
      env,
    );
    expect(created.code).toBe(0);
    const link = new URL(created.stdout.trim().split('\n').at(-1) ?? '');

    const child = spawn(process.execPath, [iramaBin, 'serve'], {
      cwd: repoRoot,
      env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(child);
    const exit = exited(child);
    const client = keepAliveClient(port);
    try {
      await waitForHealth(port, child, output);
      const base = `http://127.0.0.1:${port}`;
      const json = { 'content-type': 'application/json' };
      const reset = await fetch(`${base}/api/auth/reset-password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token: link.searchParams.get('token'), password: PASSWORD }),
      });
      expect(reset.status).toBe(200);
      const signedIn = await fetch(`${base}/api/auth/client`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const token = ((await signedIn.json()) as { data: { token: string } }).data.token;

      // Four keep-alive sockets, answered and idle; then three of them carry sign-ins in flight.
      const warm = await Promise.all([1, 2, 3, 4].map(() => client.get('/api/health')));
      expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const signInsLogged = () =>
        output()
          .stdout.split('\n')
          .filter((line) => line.includes('"url":"/api/auth/client"')).length;
      const loggedBefore = signInsLogged();
      const inFlight = [1, 2, 3].map(() => client.slowSignIn());
      const [idle] = client.idleSockets();
      expect(client.idleSockets()).toHaveLength(1);
      let isIdleClosed = false;
      idle?.once('close', () => {
        isIdleClosed = true;
      });
      const stream = openEventStream(port, token);
      expect(await stream.answer).toBe(200);
      const late = await startLateRequest(port);
      // The server has read every sign-in's headers (it logs each as it starts) before the signal.
      await until(() => signInsLogged() >= loggedBefore + inFlight.length, 'the sign-ins to reach the server');

      child.kill('SIGTERM');
      await until(() => output().stdout.includes('shutting down'), 'the server to start shutting down');

      // The idle keep-alive connection is closed, and the event stream ended, without waiting.
      await until(() => isIdleClosed, 'the idle connection to close');
      await until(stream.isEnded, 'the event stream to end');

      // Requests arriving during the drain, on new connections of the same client, get 503 problems.
      const during = await Promise.all([1, 2, 3, 4, 5].map(() => client.get('/api/health')));
      for (const answer of during) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.headers.connection).toBe('close');
        expect(answer.headers['content-type']).toContain('application/problem+json');
        expect(JSON.parse(answer.body)).toMatchObject({ status: 503, code: 'service_unavailable' });
      }

      // So does one arriving on a connection opened before the signal.
      const lateAnswer = await late.finish();
      expect(lateAnswer.head).toMatch(/^http\/1\.1 503/);
      expect(lateAnswer.head).toContain('retry-after: 5');
      expect(lateAnswer.head).toContain('connection: close');
      expect(JSON.parse(lateAnswer.body)).toMatchObject({ status: 503, code: 'service_unavailable' });

      // Requests in flight get their normal answers, and their connections are let go.
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.connection).toBe('close');
        expect(JSON.parse(answer.body).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }

      // Exit code 0: done before SHUTDOWN_TIMEOUT_MS, whose deadline exits with 1.
      expect(await exit).toBe(0);
      expect(output().stderr).not.toContain('shutdown timed out');
      expect(new Set(client.outcomes)).toEqual(new Set([200, 503]));
      expect(client.outcomes).toHaveLength(4 + 5 + 3);
      expect(client.socketErrors).toEqual([]);
      expect(stream.error()).toBeNull();
    } finally {
      client.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 300_000);
});
