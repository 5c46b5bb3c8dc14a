import type { AppModule } from '../../context.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaStorage } from './media.storage.ts';

/** Registers media uploads and the stored files. */
export const mediaModule: AppModule = async (app, { context }) => {
  await app.register(mediaRoutes, { storage: createMediaStorage(context) });
};
