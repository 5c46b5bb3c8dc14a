import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-accounts.ts';
import { freePort } from '../../packages/server/test/support/processes.ts';

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

/** How long a portal may take to answer: a first start seeds the demo before it listens. */
const START_SECONDS = 300;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < START_SECONDS * 10; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal did not become healthy within ${START_SECONDS} s`);
}

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

/**
 * The portal as production runs it (the server bundled by esbuild, as `npm start` does), in its
 * own process on a free port, migrated and seeded with the demo data: SQLite in a temporary
 * folder, or the database `env.DATABASE_URL` names. It serves the SPA from packages/web/dist when
 * that is built.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-bench-'));
  const bundle = bundleServer(folder);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? path.join(folder, 'data');
  const child = spawn(process.execPath, [bundle, 'serve'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(repoRoot, 'packages/web/dist'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the portal process has no pid');
  return {
    url,
    pid,
    dataDir,
    cpuMicros: () => processCpuMicros(pid),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo owner of Musik Demo (every feature) and returns the session token. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@musik.demo', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
