import type { AppModule } from '../../context.ts';
import { paylaterRoutes } from './paylater.routes.ts';
import type { PaylaterDeps } from './paylater.service.ts';
import { paylaterOpsRoutes } from './paylater-ops.routes.ts';

/** Registers paylater: the company's limit, paylaters and their lines, and the staff's exposure list. */
export function createPaylaterModule(now: () => Date = () => new Date()): AppModule {
  return async (app, { context }) => {
    const deps: PaylaterDeps = { db: context.database.db, now };
    await app.register(paylaterRoutes, { deps });
    await app.register(paylaterOpsRoutes, { deps });
  };
}

export const paylaterModule: AppModule = createPaylaterModule();
