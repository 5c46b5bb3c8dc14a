import type { AppModule } from '../../context.ts';
import { youtubeRoutes } from './youtube.routes.ts';

/** Registers the YouTube revenue report. */
export const youtubeModule: AppModule = async (app, { context }) => {
  await app.register(youtubeRoutes, { deps: { db: context.database.db } });
};
