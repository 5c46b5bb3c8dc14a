import type { AppModule } from '../../context.ts';
import { createExpertiseDeps } from './expertise.deps.ts';
import { expertiseRoutes } from './expertise.routes.ts';
import { expertiseOpsRoutes } from './expertise-ops.routes.ts';

/** Registers Expertise: courses with progress that cannot be faked, the watchlist, and staff's course management. */
export const expertiseModule: AppModule = async (app, { context }) => {
  const deps = createExpertiseDeps(context);
  await app.register(expertiseRoutes, { deps });
  await app.register(expertiseOpsRoutes, { deps });
};
