import { createFileStorage, type FileStorage } from '../../lib/file-storage.ts';

/** Where episode files live: `DATA_DIR/expertise/<id>.<ext>`. */
export const createEpisodeStorage = (dataDir: string): FileStorage => createFileStorage(dataDir, 'expertise');
export type EpisodeStorage = FileStorage;
