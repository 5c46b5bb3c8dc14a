import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { onExit, stopProcess } from './cleanup.ts';

/**
 * Starts bench/support/bare-upload-child.ts, which writes what it receives into `folder` and, given
 * `storeEnv` (a `STORAGE_URL` with its credentials), puts it into that storage; answers its URL.
 * Stopped by `close`, or when the benchmark ends however it ends.
 */
export async function startBareUploadServer(
  folder: string,
  storeEnv?: Record<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-upload-child.ts'), folder, ...(storeEnv ? ['store'] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...storeEnv } },
  );
  const close = onExit(() => stopProcess(child));
  const lines = readline.createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the bare upload server exited before it listened');
    }),
  ])) as [string];
  lines.close();
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}`, close };
}
