import type { AppModule } from '../../context.ts';
import { achievementsRoutes } from './achievements.routes.ts';

/** Registers achievements: what each company earned from its own work, and its claims. */
export const achievementsModule: AppModule = async (app, { context }) => {
  await app.register(achievementsRoutes, { db: context.database.db });
};
