import type { AppModule } from '../../context.ts';
import { companiesRoutes } from './companies.routes.ts';

/** Registers distributor staff's list of companies. */
export const companiesModule: AppModule = async (app, { context }) => {
  await app.register(companiesRoutes, { db: context.database.db });
};
