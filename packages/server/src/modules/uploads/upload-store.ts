import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_EXPIRY_MS, type UploadPurpose } from '@irama/contracts';
import { FileStore } from '@tus/file-store';

/** Metadata keys the server writes from the caller at creation; what the client sends under them is dropped. */
export const OWNER_USER = 'owner_user_id';
export const OWNER_COMPANY = 'owner_company_id';

/** tus names uploads with 16 random bytes in hex; any other id is unknown without touching the disk. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** One upload as the store keeps it: the creation request's facts, and the bytes received so far. */
export type StoredUpload = {
  id: string;
  userId: number;
  companyId: number;
  purpose: UploadPurpose;
  filename: string;
  size: number;
  offset: number;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The tus file store under `DATA_DIR/uploads`: each upload is a data file named by its id and an
 * `<id>.json` info file beside it. Deferred lengths are not offered, so every upload is checked
 * against its purpose's limit at creation; checksums are checked by the routes before a part reaches it.
 */
export function createUploadStore(dataDir: string) {
  const directory = path.join(dataDir, 'uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  store.extensions = [...store.extensions.filter((name) => name !== 'creation-defer-length'), 'checksum'];

  /** An upload by its id, or undefined when there is none (or its files are half gone). */
  async function find(id: string): Promise<StoredUpload | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    const info = await store.configstore.get(id);
    const metadata = info?.metadata ?? {};
    if (!info?.creation_date || info.size === undefined || !metadata[OWNER_USER]) return undefined;
    const stats = await fs.promises.stat(path.join(directory, id)).catch(() => undefined);
    if (!stats) return undefined;
    const createdAt = new Date(info.creation_date);
    return {
      id,
      userId: Number(metadata[OWNER_USER]),
      companyId: Number(metadata[OWNER_COMPANY]),
      purpose: metadata.purpose as UploadPurpose,
      filename: metadata.filename ?? '',
      size: info.size,
      offset: stats.size,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + UPLOAD_EXPIRY_MS),
    };
  }

  return {
    store,
    directory,
    find,
    /** Every upload id kept now. */
    async ids(): Promise<string[]> {
      await fs.promises.mkdir(directory, { recursive: true });
      return store.configstore.list?.() ?? [];
    },
    /** The data file of an upload. */
    dataPath(id: string): string {
      return path.join(directory, id);
    },
    /** A fresh path for a part being checked before it is written to its upload. */
    async partPath(id: string): Promise<string> {
      const dir = path.join(directory, 'parts');
      await fs.promises.mkdir(dir, { recursive: true });
      return path.join(dir, `${id}-${randomBytes(8).toString('hex')}.part`);
    },
    /** Removes an upload's data and info files; either already gone is fine. */
    async remove(id: string): Promise<void> {
      await fs.promises.rm(path.join(directory, id), { force: true });
      await fs.promises.rm(path.join(directory, `${id}.json`), { force: true });
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;

const storesByDataDir = new Map<string, UploadStore>();

/** The one upload store of a data folder in this process, shared by the tus routes and the modules that attach uploads. */
export function uploadStoreAt(dataDir: string): UploadStore {
  let uploads = storesByDataDir.get(dataDir);
  if (!uploads) {
    uploads = createUploadStore(dataDir);
    storesByDataDir.set(dataDir, uploads);
  }
  return uploads;
}
