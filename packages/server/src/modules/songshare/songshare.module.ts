import type { AppModule } from '../../context.ts';
import { createMediaStorage } from '../media/index.ts';
import { createShareDeps } from '../release/index.ts';
import { sharePageRoutes } from './share-page.routes.ts';
import { songshareRoutes } from './songshare.routes.ts';
import type { SongshareDeps } from './songshare.service.ts';

/** Registers the public share page of live tracks, its API, and the partner's count of its clicks. */
export const songshareModule: AppModule = async (app, { context }) => {
  const deps: SongshareDeps = {
    db: context.database.db,
    share: createShareDeps(context),
    media: createMediaStorage(context),
    storage: context.storage,
    publicUrl: context.config.publicUrl,
    now: () => new Date(),
  };
  await app.register(songshareRoutes, { deps });
  await app.register(sharePageRoutes, { deps });
};
