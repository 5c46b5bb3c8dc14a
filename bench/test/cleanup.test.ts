import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL;

type Bench = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The environment without DATABASE_URL: the bench then runs on SQLite. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

/** `npm run bench -- api` as a user starts it, in a process group of its own (as a terminal gives it). */
function startBench(env: Record<string, string>): Bench {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', 'api'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...withoutDatabase(process.env), BENCH_DURATION_S: '120', ...env },
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const bench = { child, output: () => output, exited };
  started.add(bench);
  return bench;
}

/** The benches a test started: one a failed test left running is stopped as a user would, with its group. */
const started = new Set<Bench>();

afterEach(async () => {
  for (const bench of started) {
    if (bench.child.exitCode === null && bench.child.signalCode === null && bench.child.pid) {
      process.kill(-bench.child.pid, 'SIGTERM');
      await bench.exited;
    }
  }
  started.clear();
});

async function waitForLine(bench: Bench, pattern: RegExp, limitMs = 60_000): Promise<RegExpExecArray> {
  for (let waited = 0; waited < limitMs; waited += 100) {
    const match = pattern.exec(bench.output());
    if (match) return match;
    if (bench.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the bench never printed ${pattern}:\n${bench.output()}`);
}

/** Every process below `pid` now, from /proc. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.split(') ')[1]?.split(' ')[1]));
    } catch {
      // it ended meanwhile
    }
  }
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length > 0; ) {
    frontier = [...parents].filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...frontier);
  }
  return found;
}

/** Whether `pid` is running (a zombie has ended: only its exit status is left for its parent). */
function isAlive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '(ended)';
  }
}

/** Processes whose command line names `text`. */
function processesNaming(text: string): string[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return command.includes(text) ? [`${entry} ${command}`] : [];
      } catch {
        return [];
      }
    });
}

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function schemaExists(url: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Sends `signal` to the bench (and to its whole group, as Ctrl-C does, when `group`), and checks what is left. */
async function stopAndExpectNothingLeft(bench: Bench, signal: NodeJS.Signals, group: boolean, folder: string) {
  const pid = bench.child.pid ?? 0;
  const started = descendantsOf(pid);
  expect(started.length).toBeGreaterThan(0);
  process.kill(group ? -pid : pid, signal);
  const code = await bench.exited;
  expect(code, `exit code; the bench said:\n${bench.output()}`).toBe(signal === 'SIGINT' ? 130 : 143);
  const left = started.filter(isAlive).map((child) => `${child} ${commandOf(child)}`);
  expect(left, `processes left; the bench said:\n${bench.output()}`).toEqual([]);
  expect(processesNaming(folder)).toEqual([]);
  expect(fs.existsSync(folder)).toBe(false);
}

describe('a benchmark stopped midway', () => {
  // The portal is ready only once the whole demo is seeded: about 20 s on a quiet machine, past a
  // minute while the other suites share the CPUs, as in CI.
  it('leaves no process, folder or port behind after SIGTERM while it measures', { timeout: 300_000 }, async () => {
    const bench = startBench({});
    const [, url, folder] = await waitForLine(bench, /portal ready at (\S+) \(pid \d+, folder (\S+)\)/, 240_000);
    await waitForLine(bench, /^engine sqlite;/m);
    // The load generator is running by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await stopAndExpectNothingLeft(bench, 'SIGTERM', false, folder ?? '');
    expect(await isPortFree(Number(new URL(url ?? '').port))).toBe(true);
  });

  it('leaves no seed process or folder behind after Ctrl-C while it seeds', async () => {
    const bench = startBench({});
    const [, folder] = await waitForLine(bench, /seeding the demo data \(sqlite\) for a portal in (\S+)/);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await stopAndExpectNothingLeft(bench, 'SIGINT', true, folder ?? '');
  });

  it.skipIf(!postgresUrl)('drops its PostgreSQL schema after SIGTERM while it seeds', async () => {
    const bench = startBench({ DATABASE_URL: postgresUrl ?? '' });
    const [, schema] = await waitForLine(bench, /PostgreSQL schema (\S+)/);
    const [, folder] = await waitForLine(bench, /seeding the demo data \(postgres\) for a portal in (\S+)/);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await schemaExists(postgresUrl ?? '', schema ?? '')).toBe(true);
    await stopAndExpectNothingLeft(bench, 'SIGTERM', false, folder ?? '');
    expect(await schemaExists(postgresUrl ?? '', schema ?? '')).toBe(false);
  });
});
