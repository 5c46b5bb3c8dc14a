import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where one kind of uploaded file lives: `DATA_DIR/<folder>/<id>.<ext>`, with paths kept relative to DATA_DIR. */
export function createFileStorage(dataDir: string, folder: string) {
  const root = path.join(dataDir, folder);
  const absolute = (relativePath: string) => {
    const resolved = path.resolve(dataDir, relativePath);
    if (!resolved.startsWith(path.resolve(dataDir) + path.sep))
      throw new Error(`Path outside DATA_DIR: ${relativePath}`);
    return resolved;
  };
  return {
    absolute,
    /** A fresh temp file for an upload in progress, on the same filesystem so keeping it is a rename. */
    async tempPath(): Promise<string> {
      const dir = path.join(root, 'tmp');
      await fs.promises.mkdir(dir, { recursive: true });
      return path.join(dir, `${randomBytes(16).toString('hex')}.part`);
    },
    /** A new server-made file id and its relative path. */
    newFile(extension: string): { id: string; relativePath: string } {
      const id = randomBytes(16).toString('hex');
      return { id, relativePath: path.join(folder, `${id}.${extension}`) };
    },
    /** Moves a finished temp file to its final place. */
    async commit(tempPath: string, relativePath: string): Promise<void> {
      await fs.promises.mkdir(path.dirname(absolute(relativePath)), { recursive: true });
      await fs.promises.rename(tempPath, absolute(relativePath));
    },
    /** Writes bytes to a relative path (the demo's generated files). */
    async write(relativePath: string, bytes: Uint8Array): Promise<void> {
      await fs.promises.mkdir(path.dirname(absolute(relativePath)), { recursive: true });
      await fs.promises.writeFile(absolute(relativePath), bytes);
    },
    /** Removes a stored file; one already gone is fine. */
    async remove(relativePath: string): Promise<void> {
      await fs.promises.rm(absolute(relativePath), { force: true });
    },
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;
