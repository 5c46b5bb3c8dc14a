import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exitCode, exitOnSignals, isStopping, runCleanups } from './support/cleanup.ts';
import { startRecord } from './support/results.ts';

/** A benchmark: bench/<name>.ts default-exports a function that runs it and says whether it met its targets. */
type Benchmark = () => Promise<boolean>;

const available = () =>
  fs
    .readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

const [name] = process.argv.slice(2);
const file = name && /^[a-z0-9-]+$/.test(name) ? path.join(import.meta.dirname, `${name}.ts`) : undefined;
if (!file || !fs.existsSync(file)) {
  console.error(`Usage: npm run bench -- <name>\nBenchmarks: ${available().join(', ')}`);
  process.exit(2);
}

// Whatever the benchmark started (portals, servers, child processes, schemas) is stopped and removed
// however it ends: met, missed, thrown, Ctrl-C or SIGTERM.
exitOnSignals();
// Each result written from here carries the command, the load average and the lines printed.
startRecord(process.argv.slice(2));
let passed = false;
try {
  const { default: run } = (await import(pathToFileURL(file).href)) as { default: Benchmark };
  passed = await run();
  console.log(passed ? `\n${name}: every target met` : `\n${name}: a target was missed`);
} catch (error) {
  // Once a signal stops the benchmark, what fails is what the cleanup stopped: not news.
  if (!isStopping()) console.error(error);
} finally {
  await runCleanups();
}
// Exit even if a library left a timer or socket behind; the results are written by now.
process.exit(exitCode(passed ? 0 : 1));
