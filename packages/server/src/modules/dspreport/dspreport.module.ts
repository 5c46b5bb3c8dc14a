import type { AppModule } from '../../context.ts';
import { dspreportRoutes } from './dspreport.routes.ts';

/** Registers the DSP revenue report. */
export const dspreportModule: AppModule = async (app, { context }) => {
  await app.register(dspreportRoutes, { deps: { db: context.database.db } });
};
