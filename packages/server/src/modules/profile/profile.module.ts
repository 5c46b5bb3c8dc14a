import type { AppModule } from '../../context.ts';
import { companyChangeRoutes } from './company-change.routes.ts';
import { createProfileDeps } from './profile.deps.ts';
import { profileRoutes } from './profile.routes.ts';

/** Registers the profile page and staff's queue of company-data changes. */
export const profileModule: AppModule = async (app, { context, authRateLimit }) => {
  const deps = createProfileDeps(context);
  await app.register(profileRoutes, { deps, passwordRateLimit: authRateLimit });
  await app.register(companyChangeRoutes, { deps });
};
