import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** Where uploaded files live: a local folder now, an S3-compatible bucket later. */
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
 * Files under `<root>/<company_id>/<random>.<ext>`, served at `<baseUrl>/media/<company_id>/<name>`;
 * an empty base URL keeps the URL same-origin.
 */
export function createLocalMediaStorage(root: string, baseUrl = ''): MediaStorage {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    put: async (companyId, extension, body) => {
      const id = randomBytes(16).toString('hex');
      const name = `${id}.${extension}`;
      const folder = path.join(root, String(companyId));
      await fs.mkdir(folder, { recursive: true });
      // Write under a temporary name and rename, so a reader never sees half a file.
      const temporary = path.join(folder, `.${name}.part`);
      await fs.writeFile(temporary, body, { flag: 'wx' });
      await fs.rename(temporary, path.join(folder, name));
      return { id, name, url: `${base}/media/${companyId}/${name}` };
    },
    read: async (companyId, name) => {
      if (!Number.isSafeInteger(companyId) || !isMediaName(name)) return null;
      try {
        return await fs.readFile(path.join(root, String(companyId), name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (companyId, url) => {
      const name = nameIn(companyId, url);
      if (name) await fs.rm(path.join(root, String(companyId), name), { force: true });
    },
    holds: async (companyId, url) => {
      const name = nameIn(companyId, url);
      if (!name || url !== `${base}/media/${companyId}/${name}`) return false;
      return fs.access(path.join(root, String(companyId), name)).then(
        () => true,
        () => false,
      );
    },
  };
}

/** The app's one media storage: `<DATA_DIR>/media`, served from the media service's URL. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 'serviceUrls'>): MediaStorage {
  return createLocalMediaStorage(path.join(config.dataDir, 'media'), config.serviceUrls.media);
}
