import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-accounts.ts';
import { freePort } from '../../packages/server/test/support/processes.ts';
import { onExit, stopProcess } from './cleanup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningPortal = {
  url: string;
  /** The server process, e.g. to read its memory from /proc. */
  pid: number;
  /** Its DATA_DIR: the SQLite file (irama.sqlite) and the export files are under it. */
  dataDir: string;
  /** CPU time (user + system) the server process has used so far, in microseconds. */
  cpuMicros(): number;
  close(): Promise<void>;
};

/** utime + stime of a Linux process from /proc, in microseconds. */
function processCpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;
  return (ticks / ticksPerSecond) * 1_000_000;
}

/** How long seeding the demo data may take, in seconds: minutes on PostgreSQL on a small machine. */
const SEED_LIMIT_S = { sqlite: 600, postgres: 3600 };
/** How long a seeded portal may take to answer, in seconds (it migrates first and may warm caches over big data). */
const HEALTH_LIMIT_S = { sqlite: 300, postgres: 900 };
/** How often a wait says it is still waiting. */
const PROGRESS_EVERY_S = 10;

/**
 * Calls `isDone` every 100 ms until it answers true, printing a line every PROGRESS_EVERY_S so a
 * long seed is seen to be under way; throws after `limitSeconds`, or what `isDone` throws.
 */
async function waitUntil(what: string, limitSeconds: number, isDone: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  let reported = 0;
  for (;;) {
    if (await isDone()) return Math.round((performance.now() - started) / 100) / 10;
    const seconds = (performance.now() - started) / 1000;
    if (seconds > limitSeconds) throw new Error(`${what} took longer than ${limitSeconds} s; stopped it`);
    if (seconds >= reported + PROGRESS_EVERY_S) {
      reported += PROGRESS_EVERY_S;
      // On console.info: progress, not a figure, so a result's record of printed lines leaves it out.
      console.info(`${what}… ${reported} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exitOf = (child: ChildProcess) =>
  child.signalCode !== null ? `signal ${child.signalCode}` : child.exitCode !== null ? `code ${child.exitCode}` : null;

/**
 * Bundles the server's current sources as `npm run build` does, into `folder` rather than
 * packages/server/dist, so a benchmark measures the code as it is now without replacing a build
 * others may be using. The bundle's npm imports resolve through a link to the repository's
 * node_modules.
 */
function bundleServer(folder: string): string {
  const outfile = path.join(folder, 'cli.js');
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'packages/server/build.js'), outfile], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('bundling the server failed');
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return outfile;
}

export type StartOptions = {
  /**
   * Seed the demo with `cli.js seed` before the portal starts (the default), so the portal only
   * migrates and listens; false leaves the seed to the portal's first start, as `npm start` does.
   */
  seedFirst?: boolean;
};

/**
 * The portal as production runs it (the server bundled by esbuild, as `npm start` does), in its
 * own process on a free port, migrated and seeded with the demo data: SQLite in a temporary
 * folder, or the database `env.DATABASE_URL` names. It serves the SPA from packages/web/dist when
 * that is built. It answers once the portal does; the portal and its folder are removed by
 * `close`, or when the benchmark ends however it ends (cleanup.ts).
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningPortal> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-bench-'));
  let child: ChildProcess | undefined;
  const stop = onExit(async () => {
    if (child) await stopProcess(child);
    fs.rmSync(folder, { recursive: true, force: true });
  });
  try {
    const bundle = bundleServer(folder);
    const port = env.PORT ? Number(env.PORT) : await freePort();
    const childEnv: NodeJS.ProcessEnv & { DATA_DIR: string } = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.DATA_DIR ?? path.join(folder, 'data'),
      WEB_DIST: path.join(repoRoot, 'packages/web/dist'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...env,
    };
    const engine = childEnv.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
    const start = (command: string) => {
      child = spawn(process.execPath, [bundle, command], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: childEnv,
      });
      return child;
    };

    if ((options.seedFirst ?? true) && childEnv.SEED_DEMO !== 'false') {
      console.log(`seeding the demo data (${engine}) for a portal in ${folder}`);
      const seed = start('seed');
      const seconds = await waitUntil(`seeding the demo data (${engine})`, SEED_LIMIT_S[engine], async () => {
        const exit = exitOf(seed);
        if (exit === 'code 0') return true;
        if (exit) throw new Error(`seeding the demo data failed: \`cli.js seed\` exited with ${exit}`);
        return false;
      });
      console.log(`demo data seeded in ${seconds} s`);
    }

    const server = start('serve');
    const url = `http://127.0.0.1:${port}`;
    const limit = HEALTH_LIMIT_S[engine] + (options.seedFirst === false ? SEED_LIMIT_S[engine] : 0);
    const seconds = await waitUntil(`waiting for the portal to answer on ${url}`, limit, async () => {
      const exit = exitOf(server);
      if (exit) throw new Error(`the portal exited with ${exit} before it answered on ${url}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    });
    const pid = server.pid;
    if (pid === undefined) throw new Error('the portal process has no pid');
    console.log(`portal ready at ${url} (pid ${pid}, folder ${folder}) after ${seconds} s`);
    return { url, pid, dataDir: childEnv.DATA_DIR, cpuMicros: () => processCpuMicros(pid), close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The owner of Musik Demo: every feature, the demo's richest data. */
export const DEMO_OWNER = 'owner@musik.demo';

/** Signs in as a demo account (DEMO_OWNER unless told) and returns the session token. */
export async function signIn(baseUrl: string, email = DEMO_OWNER): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The header a session token travels in. */
export const authHeaders = (token: string) => ({ 'x-authorization': `Bearer ${token}` });
