import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../packages/server/test/support/processes.ts';
import { onExit, stopProcess, tempFolder } from './cleanup.ts';

const BUCKET = 'irama-bench';
/** s3rver's fixed credentials: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';

/**
 * An s3rver (the S3-compatible server from npm) in a process of its own over a temp folder, and the
 * environment that points a portal's STORAGE_URL at it; both are gone when the benchmark ends.
 */
export async function startBenchBucket(): Promise<Record<string, string>> {
  const folder = tempFolder('irama-bench-s3-');
  const port = await freePort();
  const bin = path.resolve(import.meta.dirname, '../../node_modules/.bin/s3rver');
  const args = ['--directory', folder, '--address', '127.0.0.1', '--port', String(port), '--silent'];
  const child = spawn(bin, [...args, '--configure-bucket', BUCKET], { stdio: 'ignore' });
  onExit(() => stopProcess(child));
  const endpoint = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(endpoint).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt === 100 || child.exitCode !== null) throw new Error('s3rver did not start listening');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    STORAGE_URL: `s3://${BUCKET}/bench`,
    AWS_ENDPOINT_URL: endpoint,
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
}
