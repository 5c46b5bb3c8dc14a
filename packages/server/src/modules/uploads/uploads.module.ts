import { type Locker, MemoryLocker } from '@tus/server';
import type { AppContext, AppModule } from '../../context.ts';
import { currentTime } from '../../lib/clock.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { createRedisLocker } from './redis-locker.ts';
import { createUploadStore, registerUploadStore } from './upload-store.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { sweepExpiredUploads } from './uploads.service.ts';

/** How often expired uploads and their parts are removed from storage. */
const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

/** Upload locks in Redis when there is one, so any instance can go on with an upload; else in this process. */
function openUploadLocker({ redis, bus, config }: AppContext): { locker: Locker; close(): void } {
  if (!redis) return { locker: new MemoryLocker(), close: () => {} };
  const locker = createRedisLocker({ redis, bus, prefix: config.redisPrefix });
  return { locker, close: locker.close };
}

/** Registers resumable uploads and removes expired ones: at start and every few minutes. */
export const uploadsModule: AppModule = async (app, { context }) => {
  const { locker, close } = openUploadLocker(context);
  const uploads = createUploadStore(context.storage, locker);
  const unregister = registerUploadStore(context.config.dataDir, uploads);
  app.addHook('onClose', async () => {
    unregister();
    close();
  });
  // A release request sent before the bus listens would be lost to a holder on this instance.
  await context.bus.ready();
  await app.register(uploadsRoutes, { uploads });
  repeatWhileOpen(
    app,
    EXPIRY_SWEEP_MS,
    () => sweepExpiredUploads(uploads, currentTime()),
    'Upload expiry sweep failed',
  );
};
