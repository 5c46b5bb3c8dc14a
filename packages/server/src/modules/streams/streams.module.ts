import type { AppModule } from '../../context.ts';
import { streamRoutes } from './streams.routes.ts';

/** Registers the per-user event stream that notices (and chat's messages, later) are pushed on. */
export const streamsModule: AppModule = async (app, { context }) => {
  await app.register(streamRoutes, { db: context.database.db, bus: context.bus });
};
