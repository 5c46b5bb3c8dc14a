import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ByteRange, normalKey, type ObjectInfo, type ObjectStorage } from './object-storage.ts';

/** The name `putBytes` and a cross-device `putFile` write under before the rename: not an object yet. */
const IN_FLIGHT = /\.[0-9a-f]{16}\.part$/;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** A fresh temp file path under `<root>/tmp`, the folder made if need be. */
export async function freshTempPath(root: string): Promise<string> {
  const dir = path.join(root, 'tmp');
  await fs.promises.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomBytes(16).toString('hex')}.part`);
}

/** Objects as files under `root` (DATA_DIR), each at its key: the paths files have always had. */
export function createLocalStorage(root: string): ObjectStorage {
  const absolute = (key: string) => path.join(root, normalKey(key));
  const infoOf = async (file: string): Promise<ObjectInfo | undefined> => {
    const stats = await fs.promises.stat(file).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!stats?.isFile()) return undefined;
    // Strong although made of size and time: a file is only ever replaced whole (a rename), never written in place.
    return { size: stats.size, etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"` };
  };
  const partName = (target: string) => `${target}.${randomBytes(8).toString('hex')}.part`;
  const moveInto = async (file: string, target: string) => {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.rename(file, target);
    } catch (error) {
      // A temp file on another filesystem cannot be renamed in; a copy under a temp name stays atomic.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const part = partName(target);
      await fs.promises.copyFile(file, part);
      await fs.promises.rename(part, target);
      await fs.promises.rm(file, { force: true });
    }
  };
  return {
    putFile: (key, localPath) => moveInto(localPath, absolute(key)),
    async putBytes(key, bytes) {
      const target = absolute(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const part = partName(target);
      await fs.promises.writeFile(part, bytes);
      await fs.promises.rename(part, target);
    },
    async copy(from, to) {
      const target = absolute(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rm(target, { force: true });
      // A hard link costs no space; objects are only ever replaced whole, so the copies never change together.
      await fs.promises.link(absolute(from), target);
    },
    async read(key, range?: ByteRange) {
      const file = absolute(key);
      const info = await infoOf(file);
      if (!info) return undefined;
      return { stream: fs.createReadStream(file, range ?? {}), size: info.size };
    },
    stat: (key) => infoOf(absolute(key)),
    async list(prefix) {
      const folder = absolute(prefix);
      const entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files = entries.filter((entry) => entry.isFile() && !IN_FLIGHT.test(entry.name));
      const listed = await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          // A file removed between the listing and its stat is simply no longer there.
          const info = await infoOf(file);
          return info && { key: path.relative(root, file).split(path.sep).join('/'), size: info.size };
        }),
      );
      return listed.filter((object) => object !== undefined);
    },
    async remove(key) {
      await fs.promises.rm(absolute(key), { force: true });
    },
    async removePrefix(prefix) {
      await fs.promises.rm(absolute(prefix), { recursive: true, force: true });
    },
    async withLocalFile(key, use) {
      const file = absolute(key);
      return (await infoOf(file)) ? use(file) : undefined;
    },
    tempPath: () => freshTempPath(root),
    close: () => {},
  };
}
