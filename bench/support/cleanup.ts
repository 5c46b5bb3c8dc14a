import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Cleanup = () => Promise<void> | void;

/** What is still to be stopped or removed, in the order it was started. */
const pending = new Set<() => Promise<void>>();
/** Cleanups under way, whoever started them. */
const started = new Set<Promise<void>>();

/**
 * Registers `cleanup` to run when the benchmark ends, however it ends (see `runCleanups`), and
 * returns a function that runs it now instead: it runs once, whichever comes first.
 */
export function onExit(cleanup: Cleanup): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => {
    if (!done) {
      pending.delete(once);
      done = Promise.resolve().then(cleanup);
      started.add(done.catch(() => {}));
    }
    return done;
  };
  pending.add(once);
  return once;
}

let finishing: Promise<void> | undefined;

/**
 * Runs every registered cleanup not yet run, the last started first (a portal stops before its
 * schema is dropped), and waits for those already under way; one that fails is reported and the
 * others still run. Called twice (a signal during the normal end), both wait for the same work.
 */
export function runCleanups(): Promise<void> {
  finishing ??= (async () => {
    for (const cleanup of [...pending].reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await Promise.all(started);
  })();
  return finishing;
}

/**
 * On SIGINT (Ctrl-C) or SIGTERM: runs the cleanups once, then exits 130 or 143, as a shell does
 * for a process the signal ended. A second signal meanwhile does not cut the cleanup short.
 */
export function exitOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (signalExitCode !== undefined) return;
      signalExitCode = code;
      console.error(`\n${signal}: stopping what the benchmark started`);
      // What fails from here on is what the cleanup stopped (a connection it ended, say): it must
      // not cut the cleanup short.
      process.on('uncaughtException', (error) => console.error(`while stopping: ${error.message}`));
      void runCleanups().finally(() => process.exit(code));
    });
  }
}

/** Set once a signal has asked the benchmark to stop: the code it exits with. */
let signalExitCode: number | undefined;

/**
 * The code to exit with after the cleanups: the signal's when one stopped the benchmark (what it
 * stopped may have made the benchmark fail meanwhile), else `code`.
 */
export const exitCode = (code: number): number => signalExitCode ?? code;

/** Whether a signal has asked the benchmark to stop. */
export const isStopping = (): boolean => signalExitCode !== undefined;

/** How long a process may take to stop after SIGTERM before it is killed. */
const STOP_SECONDS = 10;

/** Stops a child process with SIGTERM (SIGKILL if it has not exited after STOP_SECONDS) and waits for it. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_SECONDS * 1000);
  await exited;
  clearTimeout(timer);
}

/** A new folder under the system's temporary folder, removed when the benchmark ends however it ends. */
export function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onExit(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
