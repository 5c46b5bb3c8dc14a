import type { AppModule } from '../../context.ts';
import { contentRoutes } from './content.routes.ts';
import { createSupportStorage } from './support.files.ts';
import { supportRoutes } from './support.routes.ts';
import type { SupportDeps } from './support.service.ts';

/** Registers contact us, tickets and feedback, and the information center, DSP list and changelog. */
export function createSupportModule(now: () => Date = () => new Date()): AppModule {
  return async (app, { context }) => {
    const deps: SupportDeps = {
      db: context.database.db,
      storage: createSupportStorage(context.storage, context.config.dataDir),
      support: context.config.support,
      now,
    };
    await app.register(supportRoutes, { deps });
    await app.register(contentRoutes, { db: context.database.db });
  };
}

export const supportModule: AppModule = createSupportModule();
