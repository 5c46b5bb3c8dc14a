import type { AppContext } from '../../context.ts';
import { createSpotifyClient, type SpotifyClient } from './artist/spotify.client.ts';
import { DEFAULT_ERN_PARTIES } from './ddex/ern.ts';
import type { StatusDeps } from './release-status.service.ts';
import { createFileLinks } from './serving/file-links.ts';
import { createReleaseStorage, type ReleaseStorage } from './upload/release-storage.ts';

/** Everything the release, catalogue and release-review routes share. */
export type ReleaseDeps = StatusDeps & { storage: ReleaseStorage; spotify: SpotifyClient | null };

/** The release module's dependencies from the app context. */
export function createReleaseDeps(context: AppContext): ReleaseDeps {
  const { db } = context.database;
  const now = () => new Date();
  return {
    db,
    storage: createReleaseStorage(context.config.dataDir),
    links: createFileLinks({ db, apiBase: context.config.serviceUrls.api, now }),
    spotify: createSpotifyClient(context.config.spotify),
    ernParties: DEFAULT_ERN_PARTIES,
    now,
  };
}
