import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { run } from './support/processes.ts';

// On SQLite only: the process is what is tested, not the engine, and one engine says it.
it('ends a process with 0 when it closes while a rolled-back event’s publish waits to look again', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-close-'));
  try {
    const fixture = path.join(import.meta.dirname, 'fixtures/close-while-publishing.ts');
    const result = await run(process.execPath, ['--import', 'tsx', fixture, dataDir], {});
    expect(result).toMatchObject({ code: 0, stdout: 'closed\n' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
