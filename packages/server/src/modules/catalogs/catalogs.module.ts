import type { AppModule } from '../../context.ts';
import { createReadDeps } from '../release/release.deps.ts';
import { catalogRoutes } from './catalogs.routes.ts';

/** Registers the release catalogue, which reads through the release module's read service. */
export const catalogsModule: AppModule = async (app, { context }) => {
  await app.register(catalogRoutes, { deps: createReadDeps(context) });
};
