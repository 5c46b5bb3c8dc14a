import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { createSpotifyClient, type SpotifyClient } from './artist/spotify.client.ts';
import { DEFAULT_ERN_PARTIES } from './ddex/ern.ts';
import type { StatusDeps } from './release-status.service.ts';
import { createReleaseStorage, type ReleaseStorage } from './upload/release-storage.ts';

/** Everything the release, catalogue and release-review routes share. */
export type ReleaseDeps = StatusDeps & { db: Db; storage: ReleaseStorage; spotify: SpotifyClient | null };

/** The release module's dependencies from the app context. */
export function createReleaseDeps(context: AppContext): ReleaseDeps {
  return {
    db: context.database.db,
    storage: createReleaseStorage(context.config.dataDir),
    spotify: createSpotifyClient(context.config.spotify),
    ernParties: DEFAULT_ERN_PARTIES,
    now: () => new Date(),
  };
}
