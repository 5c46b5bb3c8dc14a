import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, madeInBeforeAll, type TestApp } from './test-app.ts';

/** s3rver's fixed credentials: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';
const BUCKET = 'irama-test';

/** An S3-compatible bucket folder of a test's own, and the environment that points STORAGE_URL at it. */
export type TestBucket = { env: Record<string, string>; close(): Promise<void> };

/**
 * A fresh folder in an S3-compatible bucket: on `TEST_STORAGE_URL`'s server when set (CI starts
 * one s3rver in `.ci/run`, with `TEST_STORAGE_ENDPOINT` and the AWS credentials), otherwise on an
 * s3rver started here on a free port over a temp folder, stopped and removed by `close`.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const folder = `t-${randomBytes(6).toString('hex')}`;
  const shared = process.env.TEST_STORAGE_URL;
  if (shared) {
    return {
      env: {
        STORAGE_URL: `${shared.replace(/\/+$/, '')}/${folder}`,
        AWS_ENDPOINT_URL: process.env.TEST_STORAGE_ENDPOINT ?? '',
        AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? S3RVER_KEY,
        AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? S3RVER_KEY,
      },
      close: async () => {},
    };
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_URL: `s3://${BUCKET}/${folder}`,
      AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The file's test app with `STORAGE_URL` on a fresh bucket folder: made before its first test, closed after its last. */
export function useTestAppOnBucket(): TestApp {
  let bucket: TestBucket | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    bucket = await startTestBucket();
    current = await createTestApp(bucket.env);
  });
  afterAll(async () => {
    await current?.close();
    await bucket?.close();
  });
  return madeInBeforeAll(() => current);
}
