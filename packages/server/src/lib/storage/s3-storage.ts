import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config.ts';
import { freshTempPath } from './local-storage.ts';
import { type ListedObject, normalKey, type ObjectStorage } from './object-storage.ts';

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/** Objects in an S3-compatible bucket under `<prefix>/<key>`; local temp files live under `tempRoot/tmp`. */
export function createS3Storage(config: S3StorageConfig, tempRoot: string): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: S3-compatible servers differ in the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => (config.prefix ? `${config.prefix}/${normalKey(key)}` : normalKey(key));
  const ifPresent = <T>(request: Promise<T>): Promise<T | undefined> =>
    request.catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
  const get = async (key: string, range?: { start: number; end: number }) => {
    const answer = await ifPresent(
      client.send(
        new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range && `bytes=${range.start}-${range.end}` }),
      ),
    );
    if (!answer?.Body) return undefined;
    const total = answer.ContentRange?.split('/')[1];
    return { stream: answer.Body as Readable, size: total ? Number(total) : (answer.ContentLength ?? 0) };
  };
  const storage: ObjectStorage = {
    // One streamed PUT, holding no part in memory (a multipart upload buffers its parts, which twenty
    // uploads at once made half a gigabyte). A PUT carries up to 5 GB; the largest file taken is 2 GB.
    async putFile(key, localPath) {
      const { size } = await fs.promises.stat(localPath);
      const Body = fs.createReadStream(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body, ContentLength: size }));
      await fs.promises.rm(localPath, { force: true });
    },
    async putBytes(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    async copy(from, to) {
      const CopySource = encodeURI(`${Bucket}/${objectKey(from)}`);
      await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource }));
    },
    read: get,
    async stat(key) {
      const head = await ifPresent(client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })));
      return head && { size: head.ContentLength ?? 0, etag: head.ETag ?? '' };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const Prefix = `${objectKey(prefix)}/`;
      const keyStart = config.prefix ? config.prefix.length + 1 : 0;
      const listed: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const { Key, Size } of page.Contents ?? [])
          if (Key) listed.push({ key: Key.slice(keyStart), size: Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },
    async removePrefix(prefix) {
      // One by one: a batch delete needs Content-MD5, which not every S3-compatible server checks alike.
      for (const { key } of await storage.list(prefix)) await storage.remove(key);
    },
    async withLocalFile(key, use) {
      const object = await get(key);
      if (!object) return undefined;
      const temp = await freshTempPath(tempRoot);
      try {
        await pipeline(object.stream, fs.createWriteStream(temp));
        return await use(temp);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    tempPath: () => freshTempPath(tempRoot),
    close: () => client.destroy(),
  };
  return storage;
}
