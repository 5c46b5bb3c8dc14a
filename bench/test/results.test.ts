import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULTS_FOLDER, type RunRecord, startRecord, writeResult } from '../support/results.ts';

const originalLog = console.log;
const name = `record-test-${process.pid}`;
const file = path.join(RESULTS_FOLDER, `${name}.json`);

afterEach(() => {
  console.log = originalLog;
  vi.unstubAllEnvs();
  fs.rmSync(file, { force: true });
});

/** Clears what the shell running the tests set (CI sets PostgreSQL, Redis and Chromium): each test sets its own. */
function clearBenchEnv(): void {
  for (const key of Object.keys(process.env)) {
    if (/^(BENCH_[A-Z0-9_]+|DATABASE_URL|TEST_DATABASE_URL|REDIS_URL|CHROMIUM_PATH)$/.test(key))
      vi.stubEnv(key, undefined);
  }
}

describe('the record of a run', () => {
  it('carries the command without secrets, the load average and every line printed', () => {
    clearBenchEnv();
    vi.stubEnv('DATABASE_URL', 'postgres://postgres:hunter2@127.0.0.1:5432/bench');
    vi.stubEnv('BENCH_DURATION_S', '2');
    vi.stubEnv('HOME_SECRET_TOKEN', 'not a bench variable');
    // The lines still reach the terminal; here they are kept quiet.
    console.log = () => {};
    startRecord(['api', '--rounds', '1']);
    console.log('engine %s; %d connections', 'postgres', 50);
    console.log('first\nsecond');
    writeResult(name, { engine: 'postgres', passed: true });

    const { record } = JSON.parse(fs.readFileSync(file, 'utf8')) as { record: RunRecord };
    expect(record.bench).toBe('api');
    expect(record.engine).toBe('postgres');
    expect(record.command).toMatch(
      /^BENCH_DURATION_S=2 DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:5432\/bench (nice -n \d+ )?npm run bench -- api --rounds 1$/,
    );
    expect(record.command).not.toContain('hunter2');
    expect(record.lines).toEqual(['engine postgres; 50 connections', 'first', 'second']);
    expect(record.loadavgBefore).toMatch(/^\d+\.\d+ \d+\.\d+ \d+\.\d+ /);
    expect(record.loadavgAfter).toMatch(/^\d+\.\d+ \d+\.\d+ \d+\.\d+ /);
  });

  it('names no engine for a result that names none, whatever DATABASE_URL says', () => {
    clearBenchEnv();
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/bench');
    console.log = () => {};
    startRecord(['ingest-parse']);
    writeResult(name, { rows: 10 });
    const { record } = JSON.parse(fs.readFileSync(file, 'utf8')) as { record: RunRecord };
    expect(record.engine).toBe('none');
  });
});
