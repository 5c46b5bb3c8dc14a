import path from 'node:path';
import type { FileKind } from '@irama/contracts';
import { newObjectKey, type ObjectStorage } from '../../../lib/storage/index.ts';

const EXTENSIONS: Readonly<Record<FileKind, string>> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', mp4: 'mp4', wav: 'wav' };

/**
 * Where release files live: the app's object storage under `releases/<company_id>/…` (the keys
 * are the relative paths rows keep), and DATA_DIR, by which the uploads face finds finished uploads.
 */
export function createReleaseStorage(objects: ObjectStorage, dataDir: string) {
  return {
    ...objects,
    dataDir,
    /** A new server-generated file id and its key for a company. */
    newFile(companyId: number, kind: FileKind): { id: string; storedName: string; relativePath: string } {
      const { id, key } = newObjectKey(path.join('releases', String(companyId), 'files'), EXTENSIONS[kind]);
      return { id, storedName: path.basename(key), relativePath: key };
    },
    /** The folder of a release's generated files (the DDEX message). */
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
