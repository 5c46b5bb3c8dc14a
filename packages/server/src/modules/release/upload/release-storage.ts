import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileKind } from '@irama/contracts';

const EXTENSIONS: Readonly<Record<FileKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', mp4: 'mp4', wav: 'wav' };

/** Where release files live: `DATA_DIR/releases/<company_id>/…`, with paths kept relative to DATA_DIR. */
export function createReleaseStorage(dataDir: string) {
  const root = path.join(dataDir, 'releases');
  return {
    dataDir,
    /** A fresh temp file path for an upload in progress (same filesystem, so the final move is a rename). */
    async tempPath(): Promise<string> {
      const dir = path.join(root, 'tmp');
      await fs.promises.mkdir(dir, { recursive: true });
      return path.join(dir, `${randomBytes(16).toString('hex')}.part`);
    },
    /** A new server-generated file id and its relative path for a company. */
    newFile(companyId: number, kind: FileKind): { id: string; storedName: string; relativePath: string } {
      const id = randomBytes(16).toString('hex');
      const storedName = `${id}.${EXTENSIONS[kind]}`;
      return { id, storedName, relativePath: path.join('releases', String(companyId), 'files', storedName) };
    },
    /** Moves a finished temp file to its final place. */
    async commit(tempPath: string, relativePath: string): Promise<void> {
      const target = this.absolute(relativePath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tempPath, target);
    },
    /** Writes bytes to a relative path, creating its folder. */
    async write(relativePath: string, bytes: Uint8Array | string): Promise<void> {
      const target = this.absolute(relativePath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, bytes);
    },
    /** The absolute path of a relative one, refusing anything that leaves DATA_DIR. */
    absolute(relativePath: string): string {
      const absolute = path.resolve(dataDir, relativePath);
      if (!absolute.startsWith(path.resolve(dataDir) + path.sep))
        throw new Error(`Path outside DATA_DIR: ${relativePath}`);
      return absolute;
    },
    /** Removes a relative path, a file or a folder with what is in it; nothing there is fine. */
    async remove(relativePath: string): Promise<void> {
      await fs.promises.rm(this.absolute(relativePath), { recursive: true, force: true });
    },
    /** The relative folder of a release's generated files (the DDEX message). */
    releaseDir(companyId: number, releaseId: number): string {
      return path.join('releases', String(companyId), String(releaseId));
    },
  };
}
export type ReleaseStorage = ReturnType<typeof createReleaseStorage>;

/** The kind's usual extension. */
export function extensionOf(kind: FileKind): string {
  return EXTENSIONS[kind];
}
