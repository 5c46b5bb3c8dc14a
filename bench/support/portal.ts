import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../packages/server/test/support/processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(repoRoot, 'packages/server/dist/cli.js');

export type RunningPortal = {
  url: string;
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

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the portal did not become healthy within 30 s');
}

/**
 * The portal as production runs it (the built bundle, `npm start`), in its own process on a
 * free port, migrated and seeded with the demo data: SQLite in a temporary folder, or the
 * database `env.DATABASE_URL` names. Builds first when the build is missing.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [bundle, 'serve'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
    cpuMicros: () => processCpuMicros(pid),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Writes a benchmark's figures to bench/results/<name>.json. */
export function writeResult(name: string, result: unknown): void {
  const folder = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
