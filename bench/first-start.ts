import fs from 'node:fs';
import { tempFolder } from './support/cleanup.ts';
import { benchDatabase } from './support/database.ts';
import { startPortal } from './support/portal.ts';
import { resultName, writeResult } from './support/results.ts';

/** `npm start` on an empty data folder stays under this much RSS once seeded (issue #30), in MB. */
const TARGET_RSS_MB = 300;
/** How long the server settles after it answers before its memory is read. */
const SETTLE_MS = 5_000;

const rssMb = (pid: number) =>
  Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

/** Starts the bundled server with `env`, and answers its RSS a few seconds after it listens, and how long it took to. */
async function startAndMeasure(env: Record<string, string>) {
  const started = performance.now();
  const portal = await startPortal(env, { seedFirst: false });
  const secondsToListen = Math.round(performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rss = rssMb(portal.pid);
  await portal.close();
  return { rssMb: rss, secondsToListen };
}

/**
 * The server's memory after its first start, which seeds the demo into an empty SQLite data folder
 * (or a fresh schema in the database DATABASE_URL names), and after a restart on the same data:
 * both are read from /proc/PID/status (VmRSS) once the server has listened for SETTLE_MS. The
 * seconds to listen include the seed and the bundling of the server.
 */
export default async function run(): Promise<boolean> {
  const dataDir = tempFolder('irama-first-start-');
  const database = await benchDatabase();
  const env = { ...database.env, DATA_DIR: dataDir };
  try {
    const first = await startAndMeasure(env);
    const restart = await startAndMeasure(env);
    console.log(`first start (seeded): ${first.rssMb} MB RSS, listening after ${first.secondsToListen} s`);
    console.log(`restart:              ${restart.rssMb} MB RSS, listening after ${restart.secondsToListen} s`);
    writeResult(resultName('first-start', database.engine), {
      engine: database.engine,
      targetRssMb: TARGET_RSS_MB,
      first,
      restart,
    });
    return first.rssMb < TARGET_RSS_MB && restart.rssMb < TARGET_RSS_MB;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
