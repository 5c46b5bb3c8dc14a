import { SHA1_BASE64, UPLOAD_EXPIRY_MS, type UploadPurpose } from '@irama/contracts';
import type { Locker } from '@tus/server';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { ObjectUploadStore, type StoredPart, type UploadObjects } from './object-upload-store.ts';

/** Metadata keys the server writes from the caller at creation; what the client sends under them is dropped. */
export const OWNER_USER = 'owner_user_id';
export const OWNER_COMPANY = 'owner_company_id';

/** One upload as the app sees it: the creation request's facts, and the parts received so far. */
export type StoredUpload = {
  id: string;
  userId: number;
  companyId: number;
  purpose: UploadPurpose;
  filename: string;
  /** The client's sha1 of the file's head (`head_sha1` metadata), by which another device knows the file. */
  headSha1: string | null;
  size: number;
  offset: number;
  parts: StoredPart[];
  createdAt: Date;
  expiresAt: Date;
};

/** An upload with owner metadata, as the app sees it; one made without (never by the tus routes) is none. */
function toStoredUpload({ id, info, parts, offset }: UploadObjects): StoredUpload | undefined {
  const { metadata } = info;
  if (!metadata[OWNER_USER]) return undefined;
  const createdAt = new Date(info.creation_date);
  return {
    id,
    userId: Number(metadata[OWNER_USER]),
    companyId: Number(metadata[OWNER_COMPANY]),
    purpose: metadata.purpose as UploadPurpose,
    filename: metadata.filename ?? '',
    headSha1: SHA1_BASE64.test(metadata.head_sha1 ?? '') ? (metadata.head_sha1 ?? null) : null,
    size: info.size,
    offset,
    parts,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + UPLOAD_EXPIRY_MS),
  };
}

/**
 * The uploads of one app: kept in its object storage (`ObjectUploadStore`, what tus writes through),
 * and locked by `locker`, which the tus routes and the claim of a finished upload share.
 */
export function createUploadStore(storage: ObjectStorage, locker: Locker) {
  const store = new ObjectUploadStore(storage);
  return {
    store,
    locker,
    /** An upload by its id, or undefined when there is none. */
    async find(id: string): Promise<StoredUpload | undefined> {
      const found = await store.find(id);
      return found && toStoredUpload(found);
    },
    /** Every upload kept now, and the ids of objects that make none (to be removed). */
    async all(): Promise<{ uploads: StoredUpload[]; strays: string[] }> {
      const found = await store.findAll();
      const uploads: StoredUpload[] = [];
      const strays = [...found.strays];
      for (const objects of found.uploads) {
        const upload = toStoredUpload(objects);
        if (upload) uploads.push(upload);
        else strays.push(objects.id);
      }
      return { uploads, strays };
    },
    /** The bytes of an upload's parts, in order. */
    bytesOf: (upload: StoredUpload) => store.bytesOf(upload.parts),
    /** Removes an upload's parts and info; already gone is fine. */
    remove: (id: string) => store.remove(id),
    /** A fresh local path for a part being checked before it is handed to tus. */
    tempPath: () => storage.tempPath(),
    /** Hands a checked part to the next write of `id` at `offset`; the answer takes it back if none took it. */
    handOverCheckedPart: (id: string, offset: number, file: string) => store.handOverCheckedPart(id, offset, file),
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;

const storesByDataDir = new Map<string, UploadStore>();

/**
 * Makes `uploads` the upload store of the app whose instance folder is `dataDir`, for the modules
 * that attach uploads through the face; answers a function that forgets it when the app closes.
 */
export function registerUploadStore(dataDir: string, uploads: UploadStore): () => void {
  storesByDataDir.set(dataDir, uploads);
  return () => {
    if (storesByDataDir.get(dataDir) === uploads) storesByDataDir.delete(dataDir);
  };
}

/** The upload store of the app whose instance folder is `dataDir`, registered when its uploads module started. */
export function uploadStoreAt(dataDir: string): UploadStore {
  const uploads = storesByDataDir.get(dataDir);
  if (!uploads) throw new Error(`No uploads module runs on ${dataDir}`);
  return uploads;
}
