/**
 * The floor a portal upload is weighed against: node:http taking a multipart POST and streaming its
 * file part to disk with busboy (the parser under @fastify/multipart), nothing else; with `store`,
 * the file is then put into the storage its environment's `STORAGE_URL` names, with the portal's own
 * storage code, as the portal keeps a received file. Runs in a process of its own, as the portal
 * does, so neither shares an event loop with the client.
 * Usage: node --import tsx bench/support/bare-upload-child.ts <folder> [store]; prints `{"port":…}` once listening.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createObjectStorage } from '../../packages/server/src/lib/storage/index.ts';

const [folder = '', mode] = process.argv.slice(2);
const store = mode === 'store' ? createObjectStorage(loadConfig({ ...process.env, DATA_DIR: folder })) : undefined;

/** Writes the file part to `target`, then puts it into the storage when there is one. Answers its size. */
async function keep(file: NodeJS.ReadableStream, target: string): Promise<number> {
  await pipeline(file, fs.createWriteStream(target));
  const { size } = fs.statSync(target);
  if (store) {
    await store.putFile(`bare/${path.basename(target)}`, target);
    fs.rmSync(target, { force: true });
  }
  return size;
}

const server = http.createServer((request, response) => {
  const parser = new Busboy({ headers: request.headers as BusboyHeaders });
  let stored: Promise<number> | undefined;
  parser.on('file', (_field: string, file: NodeJS.ReadableStream) => {
    stored = keep(file, path.join(folder, randomBytes(8).toString('hex')));
  });
  pipeline(request, parser)
    .then(async () => {
      const size = await stored;
      response.writeHead(size === undefined ? 400 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { size } }));
    })
    .catch((error: Error) => {
      response.writeHead(500);
      response.end(error.message);
    });
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
