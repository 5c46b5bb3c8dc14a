import type { AppModule } from '../../context.ts';
import { createMediaStorage } from '../media/index.ts';
import { createReadDeps } from '../release/index.ts';
import { catalogRoutes } from './catalogs.routes.ts';
import type { CatalogDeps } from './catalogs.service.ts';
import { opsConflictRoutes } from './conflicts-ops.routes.ts';

/**
 * Registers the catalogue (releases through the release module's read service, YouTube assets,
 * exports, conflicts) and the staff conflict routes. `now` is the clock conflicts expire by.
 */
export function createCatalogsModule(now: () => Date = () => new Date()): AppModule {
  return async (app, { context }) => {
    const read = createReadDeps(context, now);
    const deps: CatalogDeps = {
      read,
      conflicts: { db: read.db, now, media: createMediaStorage(context) },
      exports: { db: read.db, now, storage: context.storage, running: new Set() },
    };
    // An export still being written finishes before the database it reads is closed.
    app.addHook('onClose', async () => {
      await Promise.allSettled([...deps.exports.running]);
    });
    await app.register(catalogRoutes, { deps });
    await app.register(opsConflictRoutes, { deps: deps.conflicts });
  };
}

export const catalogsModule: AppModule = createCatalogsModule();
