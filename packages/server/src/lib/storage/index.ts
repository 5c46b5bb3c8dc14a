import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export { createLocalStorage } from './local-storage.ts';
export {
  type ByteRange,
  type ListedObject,
  newObjectKey,
  type ObjectInfo,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.ts';

/** The storage `STORAGE_URL` names: the DATA_DIR folder by default, or an S3-compatible bucket. */
export function createObjectStorage(config: Pick<Config, 'dataDir' | 'storage'>): ObjectStorage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage, config.dataDir)
    : createLocalStorage(config.dataDir);
}
