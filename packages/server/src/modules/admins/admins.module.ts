import type { AppModule } from '../../context.ts';
import { createProfileDeps } from '../profile/index.ts';
import { adminRoutes } from './admins.routes.ts';

/** Registers the owner's management of admin accounts. */
export const adminsModule: AppModule = async (app, { context }) => {
  await app.register(adminRoutes, { deps: createProfileDeps(context) });
};
