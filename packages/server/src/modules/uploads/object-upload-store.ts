import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_EXPIRY_MS } from '@irama/contracts';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { z } from 'zod';
import type { ListedObject, ObjectStorage } from '../../lib/storage/index.ts';

const FOLDER = 'uploads';
/** tus names uploads with 16 random bytes in hex; any other id is unknown without asking the storage. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
// Offsets padded to 16 digits (as many as Number.MAX_SAFE_INTEGER has), so part keys sort in upload order wherever they are listed.
const OFFSET_DIGITS = 16;
const INFO_KEY = /^uploads\/([0-9a-f]{32})\.json$/;
const PART_KEY = /^uploads\/([0-9a-f]{32})\/(\d{16})$/;

const infoKey = (id: string) => `${FOLDER}/${id}.json`;
const partsFolder = (id: string) => `${FOLDER}/${id}`;
const partKey = (id: string, offset: number) => `${partsFolder(id)}/${String(offset).padStart(OFFSET_DIGITS, '0')}`;

/** What the creation request said of an upload; written once, never changed. */
const UploadInfoSchema = z.object({
  size: z.number().int().nonnegative(),
  creation_date: z.string(),
  metadata: z.record(z.string(), z.string().nullable()),
});
type UploadInfo = z.infer<typeof UploadInfoSchema>;

/** A part received for an upload: where its bytes start in the upload, and the object holding them. */
export type StoredPart = { offset: number; key: string; size: number };

/** An upload as the storage holds it: its creation facts, the parts that make its first bytes, and the offset they reach. */
export type UploadObjects = { id: string; info: UploadInfo; parts: StoredPart[]; offset: number };

/**
 * The parts that make an upload's first bytes, in order, and the offset they reach: from 0, each
 * part starting where the run ends. Every part holds the client's bytes for its range, so a part
 * starting inside the run (two holders of a lapsed lock writing at once) adds nothing and is skipped,
 * and one past a gap is not reached yet.
 */
function leadingRun(parts: StoredPart[]): { parts: StoredPart[]; offset: number } {
  const run: StoredPart[] = [];
  let offset = 0;
  for (const part of [...parts].sort((a, b) => a.offset - b.offset)) {
    if (part.offset > offset) break;
    if (part.offset < offset || part.size === 0) continue;
    run.push(part);
    offset += part.size;
  }
  return { parts: run, offset };
}

/** The parts among listed objects, by upload id. */
function partsByUpload(objects: ListedObject[]): Map<string, StoredPart[]> {
  const byId = new Map<string, StoredPart[]>();
  for (const { key, size } of objects) {
    const [, id, offset] = PART_KEY.exec(key) ?? [];
    if (!id || !offset) continue;
    byId.set(id, [...(byId.get(id) ?? []), { offset: Number(offset), key, size }]);
  }
  return byId;
}

/**
 * The tus data store over the app's object storage, so every instance sees every upload without a
 * shared folder: an upload is its info object `uploads/<id>.json` and one object per received part
 * at `uploads/<id>/<offset>`. A part is received whole into a local temp file and then put (a
 * rename on local disk); the offset is the sum of the parts that run on from 0. Parts never change
 * once put, so an upload's state is only which objects exist: nothing to update after a part, and
 * nothing half updated when an instance dies between two writes.
 */
export class ObjectUploadStore extends DataStore {
  /**
   * Parts checked by the routes, by upload and offset, waiting for tus's write. Such a part is sent
   * to tus with no body and its checked file becomes the part object (a rename on disk): streamed
   * through tus it would be read once more and written a second time, at a quarter of the speed.
   */
  private readonly checkedParts = new Map<string, string>();

  constructor(private readonly storage: ObjectStorage) {
    super();
    // No creation-defer-length: every upload is checked against its purpose's limit at creation.
    this.extensions = ['creation', 'creation-with-upload', 'expiration', 'termination', 'checksum'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: UploadInfo = {
      size: upload.size ?? 0,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      metadata: upload.metadata ?? {},
    };
    await this.storage.putBytes(infoKey(upload.id), JSON.stringify(info));
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await this.find(id);
    if (!upload) throw ERRORS.FILE_NOT_FOUND;
    const { info, offset } = upload;
    return new Upload({ id, size: info.size, offset, metadata: info.metadata, creation_date: info.creation_date });
  }

  /**
   * Receives a part into a local temp file and puts it as the part at `offset`. A part cut short
   * (a dropped connection, or a release asked for by another request) keeps what arrived, as tus
   * expects, so the client resumes after the last byte received.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const checked = this.takeCheckedPart(id, offset);
    if (checked !== undefined) {
      stream.resume();
      const { size } = await fs.promises.stat(checked);
      await this.storage.putFile(partKey(id, offset), checked);
      return offset + size;
    }
    const temp = await this.storage.tempPath();
    try {
      let isWhole = true;
      await pipeline(stream, fs.createWriteStream(temp, { flags: 'wx' })).catch(() => {
        isWhole = false;
      });
      const { size } = await fs.promises.stat(temp).catch(() => ({ size: 0 }));
      if (size > 0) await this.storage.putFile(partKey(id, offset), temp);
      if (!isWhole) throw ERRORS.FILE_WRITE_ERROR;
      return offset + size;
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }

  /** Removes the parts before the info, so a removal cut short leaves an upload the expiry sweep still finds. */
  override async remove(id: string): Promise<void> {
    await this.storage.removePrefix(partsFolder(id));
    await this.storage.remove(infoKey(id));
  }

  /**
   * Hands over the checked part at `file` for the write of `id` at `offset`; answers a function that
   * takes it back when no write took it (tus refused the request first). Two parts for the same place
   * hold the same client bytes (each was checked), so either may be the one written.
   */
  handOverCheckedPart(id: string, offset: number, file: string): () => void {
    const key = `${id}@${offset}`;
    this.checkedParts.set(key, file);
    return () => {
      if (this.checkedParts.get(key) === file) this.checkedParts.delete(key);
    };
  }

  private takeCheckedPart(id: string, offset: number): string | undefined {
    const key = `${id}@${offset}`;
    const file = this.checkedParts.get(key);
    this.checkedParts.delete(key);
    return file;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  /** One upload with its parts, or undefined when it has no readable info (unknown, or being removed). */
  async find(id: string): Promise<UploadObjects | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    const [info, objects] = await Promise.all([this.readInfo(id), this.storage.list(partsFolder(id))]);
    return info && { id, info, ...leadingRun(partsByUpload(objects).get(id) ?? []) };
  }

  /**
   * Every upload with its parts, from one listing of the folder, and the ids of objects that make
   * no upload: parts without an info object (put after their upload was removed) or an unreadable info.
   */
  async findAll(): Promise<{ uploads: UploadObjects[]; strays: string[] }> {
    const objects = await this.storage.list(FOLDER);
    const parts = partsByUpload(objects);
    const ids = objects.flatMap(({ key }) => INFO_KEY.exec(key)?.[1] ?? []);
    const found = await Promise.all(
      ids.map(async (id) => {
        const info = await this.readInfo(id);
        return info && { id, info, ...leadingRun(parts.get(id) ?? []) };
      }),
    );
    const uploads = found.filter((upload) => upload !== undefined);
    const known = new Set(uploads.map((upload) => upload.id));
    return { uploads, strays: [...new Set([...ids, ...parts.keys()])].filter((id) => !known.has(id)) };
  }

  /** The bytes of `parts` one after the other, each read from storage as the one before is used up. */
  async *bytesOf(parts: StoredPart[]): AsyncGenerator<Buffer> {
    for (const part of parts) {
      const object = await this.storage.read(part.key);
      if (!object) throw ERRORS.FILE_NO_LONGER_EXISTS;
      yield* object.stream;
    }
  }

  private async readInfo(id: string): Promise<UploadInfo | undefined> {
    const object = await this.storage.read(infoKey(id));
    if (!object) return undefined;
    try {
      return UploadInfoSchema.parse(JSON.parse(await text(object.stream)));
    } catch {
      return undefined;
    }
  }
}
