import type { AppModule } from '../../context.ts';
import { currentTime } from '../../lib/clock.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { uploadStoreAt } from './upload-store.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { sweepExpiredUploads } from './uploads.service.ts';

/** How often expired uploads and their parts are removed from storage. */
const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

/** Registers resumable uploads and removes expired ones: at start and every few minutes. */
export const uploadsModule: AppModule = async (app, { context }) => {
  const uploads = uploadStoreAt(context.config.dataDir);
  await app.register(uploadsRoutes, { uploads });
  repeatWhileOpen(
    app,
    EXPIRY_SWEEP_MS,
    () => sweepExpiredUploads(uploads, currentTime()),
    'Upload expiry sweep failed',
  );
};
