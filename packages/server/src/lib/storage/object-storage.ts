import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (as an HTTP Range names them). */
export type ByteRange = { start: number; end: number };

/** An object being read: its bytes (the range asked for, or all of them) and its whole size. */
export type StoredObject = { stream: Readable; size: number };

/** What a stored object is without its bytes: its size, and an entity tag that changes whenever it is replaced. */
export type ObjectInfo = { size: number; etag: string };

/** One object found under a folder: its whole key and its size. */
export type ListedObject = { key: string; size: number };

/**
 * Where media live, addressed by keys that are relative paths (`releases/12/files/<id>.wav`): the
 * DATA_DIR folder or an S3-compatible bucket (`STORAGE_URL`). Code that must read a real file
 * (sharp, WAV parsing) asks for a local copy; new files are made and checked locally, then put.
 */
export type ObjectStorage = {
  /** Keeps a finished local file under `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Keeps `bytes` under `key`, replacing what was there. */
  putBytes(key: string, bytes: Uint8Array | string): Promise<void>;
  /** Keeps a copy of the object under `from` under `to` as well (within the storage: a link or a server-side copy). */
  copy(from: string, to: string): Promise<void>;
  /** The object's bytes (only `range` when given, which must lie inside it), or undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size and entity tag, or undefined when there is none. */
  stat(key: string): Promise<ObjectInfo | undefined>;
  /** Every object under the folder `prefix`, deeper folders included, in no promised order; none for an empty folder. */
  list(prefix: string): Promise<ListedObject[]>;
  /** Removes one object; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Removes every object under the folder `prefix`; an empty folder is fine. */
  removePrefix(prefix: string): Promise<void>;
  /**
   * Runs `use` with the path of a local file holding the object (the stored file itself locally, a
   * temp copy removed afterwards on S3); undefined without calling it when there is no such object.
   */
  withLocalFile<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T | undefined>;
  /** A fresh local temp file path to build a file in before `putFile` (same filesystem as local storage). */
  tempPath(): Promise<string>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): void;
};

/** A key in its one normal form; anything absolute, empty or climbing out of the root is refused. */
export function normalKey(key: string): string {
  const normal = path.posix.normalize(key.replaceAll('\\', '/'));
  if (normal === '.' || normal.startsWith('/') || normal === '..' || normal.startsWith('../'))
    throw new Error(`Storage key outside the storage root: ${key}`);
  return normal.replace(/\/+$/, '');
}

/** A new server-made file id (128 random bits, hex) and its key `<folder>/<id>.<extension>`. */
export function newObjectKey(folder: string, extension: string): { id: string; key: string } {
  const id = randomBytes(16).toString('hex');
  return { id, key: path.posix.join(folder, `${id}.${extension}`) };
}
