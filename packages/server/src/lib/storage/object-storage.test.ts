import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../../test/support/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { createObjectStorage, type ObjectStorage } from './index.ts';

/** Both storages `STORAGE_URL` can name, each on a fresh place of its own. */
const kinds: { name: string; start: () => Promise<TestBucket> }[] = [
  { name: 'the DATA_DIR folder', start: async () => ({ env: {}, close: async () => {} }) },
  { name: 'an S3-compatible bucket', start: startTestBucket },
];

describe.each(kinds)('object storage on $name', ({ start }) => {
  let dataDir: string;
  let place: TestBucket;
  let storage: ObjectStorage;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-storage-'));
    place = await start();
    storage = createObjectStorage(loadConfig({ DATA_DIR: dataDir, ...place.env }));
  });
  afterAll(async () => {
    storage.close();
    await place.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const readAll = async (key: string, range?: { start: number; end: number }) => {
    const object = await storage.read(key, range);
    return object && { size: object.size, text: await text(object.stream) };
  };

  it('keeps bytes and reads them back whole or by range, with the whole size', async () => {
    await storage.putBytes('releases/1/files/a.txt', 'hello storage');
    expect((await storage.stat('releases/1/files/a.txt'))?.size).toBe(13);
    expect(await readAll('releases/1/files/a.txt')).toEqual({ size: 13, text: 'hello storage' });
    expect(await readAll('releases/1/files/a.txt', { start: 6, end: 12 })).toEqual({ size: 13, text: 'storage' });
    // Not `0-0`: s3rver reads an end of 0 as no end (real S3 and MinIO do not).
    expect(await readAll('releases/1/files/a.txt', { start: 0, end: 4 })).toEqual({ size: 13, text: 'hello' });
    const before = await storage.stat('releases/1/files/a.txt');
    await storage.putBytes('releases/1/files/a.txt', 'replaced');
    expect(await readAll('releases/1/files/a.txt')).toEqual({ size: 8, text: 'replaced' });
    const after = await storage.stat('releases/1/files/a.txt');
    expect(after?.etag).toMatch(/^"[^"]+"$/);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('takes a finished local file, which is gone afterwards', async () => {
    const temp = await storage.tempPath();
    // Several MiB with varied bytes, streamed in one put: what comes back must be every byte in place.
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 3);
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = (at / 4096) % 251;
    fs.writeFileSync(temp, bytes);
    await storage.putFile('releases/1/files/big.bin', temp);
    expect(fs.existsSync(temp)).toBe(false);
    expect((await storage.stat('releases/1/files/big.bin'))?.size).toBe(bytes.length);
    const copied = await storage.withLocalFile('releases/1/files/big.bin', async (file) => fs.readFileSync(file));
    expect(copied?.equals(bytes)).toBe(true);
  });

  it('copies an object within the storage, the copy staying when the original is removed', async () => {
    await storage.putBytes('releases/3/files/first.wav', 'same bytes');
    await storage.copy('releases/3/files/first.wav', 'releases/4/files/second.wav');
    await storage.remove('releases/3/files/first.wav');
    expect(await readAll('releases/4/files/second.wav')).toEqual({ size: 10, text: 'same bytes' });
  });

  it('answers a missing key as none, and removing it again is fine', async () => {
    expect(await storage.stat('releases/9/none.wav')).toBeUndefined();
    expect(await storage.read('releases/9/none.wav')).toBeUndefined();
    expect(await storage.withLocalFile('releases/9/none.wav', async () => 'called')).toBeUndefined();
    await storage.putBytes('releases/9/gone.txt', 'x');
    await storage.remove('releases/9/gone.txt');
    await storage.remove('releases/9/gone.txt');
    expect(await storage.stat('releases/9/gone.txt')).toBeUndefined();
  });

  it('removes a folder with what is in it, and no sibling whose name merely starts the same', async () => {
    await storage.putBytes('releases/2/1/ern.xml', '<a/>');
    await storage.putBytes('releases/2/1/deep/more.xml', '<b/>');
    await storage.putBytes('releases/2/10/ern.xml', '<c/>');
    await storage.removePrefix('releases/2/1');
    expect(await storage.stat('releases/2/1/ern.xml')).toBeUndefined();
    expect(await storage.stat('releases/2/1/deep/more.xml')).toBeUndefined();
    expect((await storage.stat('releases/2/10/ern.xml'))?.size).toBe(4);
    await storage.removePrefix('releases/2/nothing-here');
  });

  it('lists what lies under a folder, deeper folders included, with sizes', async () => {
    await storage.putBytes('uploads/5/0000000000000010', 'later part');
    await storage.putBytes('uploads/5/0000000000000000', 'first part');
    await storage.putBytes('uploads/5.json', '{}');
    await storage.putBytes('uploads/50/0000000000000000', 'a sibling');
    await storage.putBytes('uploads/5/deep/more', 'x');
    const keyOrder = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    expect((await storage.list('uploads/5')).sort(keyOrder)).toEqual([
      { key: 'uploads/5/0000000000000000', size: 10 },
      { key: 'uploads/5/0000000000000010', size: 10 },
      { key: 'uploads/5/deep/more', size: 1 },
    ]);
    expect((await storage.list('uploads')).map((object) => object.key).sort()).toEqual([
      'uploads/5.json',
      'uploads/5/0000000000000000',
      'uploads/5/0000000000000010',
      'uploads/5/deep/more',
      'uploads/50/0000000000000000',
    ]);
    expect(await storage.list('uploads/nothing-here')).toEqual([]);
  });

  it('refuses a key that leaves the storage root', async () => {
    for (const key of ['../outside.txt', 'releases/../../outside.txt', '/etc/passwd', '', '.']) {
      await expect(storage.putBytes(key, 'x'), key).rejects.toThrow(/outside the storage root/);
      await expect(storage.read(key), key).rejects.toThrow(/outside the storage root/);
    }
    expect(fs.existsSync(path.join(dataDir, '..', 'outside.txt'))).toBe(false);
  });
});
