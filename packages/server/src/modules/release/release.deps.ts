import type { AppContext } from '../../context.ts';
import { createSpotifyClient, type SpotifyClient } from './artist/spotify.client.ts';
import { DEFAULT_ERN_PARTIES } from './ddex/ern.ts';
import type { ReadDeps } from './release.read.ts';
import type { StatusDeps } from './release-status.service.ts';
import { createFileLinks } from './serving/file-links.ts';
import type { ShareDeps } from './shared-track.ts';
import { createReleaseStorage, type ReleaseStorage } from './upload/release-storage.ts';

/** Everything the release, file, artist and release-review routes share. */
export type ReleaseDeps = StatusDeps & { storage: ReleaseStorage; spotify: SpotifyClient | null };

/** What reading releases needs from the app context: the catalogue module reads through it too. */
export function createReadDeps(context: AppContext, now = () => new Date()): ReadDeps {
  const { db } = context.database;
  return { db, links: createFileLinks({ db, apiBase: context.config.serviceUrls.api, now }) };
}

/** What the public share page reads of releases, from the app context. */
export function createShareDeps(context: AppContext): ShareDeps {
  return { db: context.database.db, storage: createReleaseStorage(context.storage, context.config.dataDir) };
}

/** The release module's dependencies from the app context. */
export function createReleaseDeps(context: AppContext): ReleaseDeps {
  const now = () => new Date();
  return {
    ...createReadDeps(context, now),
    storage: createReleaseStorage(context.storage, context.config.dataDir),
    spotify: createSpotifyClient(context.config.spotify),
    ernParties: DEFAULT_ERN_PARTIES,
    now,
  };
}
