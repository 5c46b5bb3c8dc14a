import { fork } from 'node:child_process';
import { once } from 'node:events';

/**
 * Runs `irama seed` in a process of its own and waits for it. Seeding leaves most of a gigabyte of
 * native memory behind (sharp's cover encoding, SQLite and the allocator's arenas, none of it in V8's
 * heap), which a long-running server would keep for its whole life; a child gives all of it back when
 * it exits. The child is this same program with this process's runtime flags (tsx's loader in
 * development, none in the bundle) and environment, so it seeds the database the server serves.
 */
export async function seedInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('seed: cannot tell which program to run');
  const child = fork(entry, ['seed'], { execArgv: process.execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`seed: the seeding process ended with ${signal ?? `exit code ${String(code)}`}`);
}
