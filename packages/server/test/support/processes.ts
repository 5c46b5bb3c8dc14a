import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './postgres-admin.ts';

/** The repository root, where `npm` and `npx` run. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const iramaBin = path.join(repoRoot, 'packages/server/bin/irama.js');

export type RunResult = { code: number | null; stdout: string; stderr: string };

/**
 * The environment of a child `irama` process: this process's, without the settings a test must
 * choose itself, plus `env`.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'HOST', 'LOG_LEVEL']) delete base[name];
  return { ...base, ...env };
}

/** Runs a command to its end and collects its output. */
export function run(command: string, args: string[], env: Record<string, string>, cwd = repoRoot): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collect(child);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, ...output() }));
  });
}

/** Keeps everything a child writes; the returned function reads it so far. */
export function collect(child: ChildProcess): () => { stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return () => ({ stdout, stderr });
}

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh PostgreSQL schema in the database `base` names (TEST_DATABASE_URL by default) and a URL
 * whose connections use it (`options=-c search_path=…`), so a child process needs nothing but
 * DATABASE_URL. Tests and benchmarks use it to never touch each other's data.
 */
export async function freshPostgresSchema(
  base = process.env.TEST_DATABASE_URL,
  prefix = 'test',
): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const schema = `${prefix}_${randomBytes(8).toString('hex')}`;
  await adminQuery(base, `create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => adminQuery(base, `drop schema ${schema} cascade`) };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
