/**
 * Ingests one store file in a process of its own and prints, as one JSON line, what it cost: the
 * bench reads the process's peak RSS (VmHWM) here, where nothing but the ingest has run.
 * Usage: node --import tsx bench/support/ingest-child.ts <database url> <search path or ""> <file> <store>
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { ingestFile } from '../../packages/server/src/ingest/engine/index.ts';
import { tuneHeapForIngest } from '../../packages/server/src/lib/heap.ts';

// As the `irama` command does before it ingests.
tuneHeapForIngest();
const [url = '', searchPath = '', file = '', store = ''] = process.argv.slice(2);
const { db } = openDatabase(url, searchPath ? { searchPath } : {});
const start = performance.now();
const cpuStart = process.cpuUsage();
const { run } = await ingestFile(db, { path: file, type: 'store', store });
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
await db.destroy();
const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
console.log(
  JSON.stringify({
    status: run.status,
    errors: run.errors,
    rows: run.total_rows,
    matched: run.matched_rows,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssKiB: Number(hwm?.[1] ?? Number.NaN),
  }),
);
