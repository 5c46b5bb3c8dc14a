import { buffer } from 'node:stream/consumers';
import type { AppContext } from '../../context.ts';
import { newObjectKey, type ObjectStorage } from '../../lib/storage/index.ts';

/** Where uploaded pictures and documents live: the app's object storage, under `media/`. */
export type MediaStorage = {
  /** Keeps `body` under a new server-made name and returns where it is served. */
  put(companyId: number, extension: string, body: Buffer): Promise<StoredMedia>;
  /** The bytes of a stored file, or null when there is none. */
  read(companyId: number, name: string): Promise<Buffer | null>;
  /** Deletes the file a `put` URL of this company points at; any other URL is left alone. */
  remove(companyId: number, url: string): Promise<void>;
  /** True when `url` is one `put` made for this company and its file is still there. */
  holds(companyId: number, url: string): Promise<boolean>;
};

export type StoredMedia = { id: string; name: string; url: string };

// Names are 128 random bits: the URL is the only capability needed to read a file.
const NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** True when `name` could be a name `put` made (guards the folder against path tricks). */
export function isMediaName(name: string): boolean {
  return NAME.test(name);
}

/** The file name in a `put` URL of this company, or undefined for any other URL. */
function nameIn(companyId: number, url: string): string | undefined {
  const [folder, name] = url.slice(url.lastIndexOf('/media/') + '/media/'.length).split('/');
  return folder === String(companyId) && name !== undefined && isMediaName(name) ? name : undefined;
}

/**
 * Files at `media/<company_id>/<random>.<ext>` in `objects` (`DATA_DIR/media/…` on local disk),
 * served at `<baseUrl>/media/<company_id>/<name>`; an empty base URL keeps the URL same-origin.
 */
export function createMediaStorageOn(objects: ObjectStorage, baseUrl = ''): MediaStorage {
  const base = baseUrl.replace(/\/+$/, '');
  const keyOf = (companyId: number, name: string) => `media/${companyId}/${name}`;
  return {
    put: async (companyId, extension, body) => {
      const { id, key } = newObjectKey(`media/${companyId}`, extension);
      await objects.putBytes(key, body);
      const name = `${id}.${extension}`;
      return { id, name, url: `${base}/media/${companyId}/${name}` };
    },
    read: async (companyId, name) => {
      if (!Number.isSafeInteger(companyId) || !isMediaName(name)) return null;
      const object = await objects.read(keyOf(companyId, name));
      return object ? buffer(object.stream) : null;
    },
    remove: async (companyId, url) => {
      const name = nameIn(companyId, url);
      if (name) await objects.remove(keyOf(companyId, name));
    },
    holds: async (companyId, url) => {
      const name = nameIn(companyId, url);
      if (!name || url !== `${base}/media/${companyId}/${name}`) return false;
      return (await objects.stat(keyOf(companyId, name))) !== undefined;
    },
  };
}

/** The app's one media storage: `media/` in its object storage, served from the media service's URL. */
export function createMediaStorage(context: Pick<AppContext, 'config' | 'storage'>): MediaStorage {
  return createMediaStorageOn(context.storage, context.config.serviceUrls.media);
}
