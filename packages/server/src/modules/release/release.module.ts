import type { AppModule } from '../../context.ts';
import { artistRoutes } from './artist.routes.ts';
import { createReleaseDeps } from './release.deps.ts';
import { releaseRoutes } from './release.routes.ts';
import { releaseFileRoutes } from './release-files.routes.ts';
import { releaseOpsRoutes } from './release-ops.routes.ts';

/** Registers release delivery, its files, artist look-ups and the staff review queue. */
export const releaseModule: AppModule = async (app, { context }) => {
  const deps = createReleaseDeps(context);
  await app.register(releaseRoutes, { deps });
  await app.register(releaseFileRoutes, { deps });
  await app.register(artistRoutes, { deps });
  await app.register(releaseOpsRoutes, { deps });
};
