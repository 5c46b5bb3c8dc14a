import { newObjectKey, type ObjectStorage } from '../../lib/storage/index.ts';

/** Where episode files live: `expertise/<id>.<ext>` in the app's object storage, the keys rows keep as paths. */
export function createEpisodeStorage(objects: ObjectStorage) {
  return {
    ...objects,
    /** A new server-made file id and its key. */
    newFile: (extension: string) => newObjectKey('expertise', extension),
  };
}
export type EpisodeStorage = ReturnType<typeof createEpisodeStorage>;
