import type { AppModule } from '../../context.ts';
import { sweepExpiredRequests } from './expiry.service.ts';
import { musicbankDepsOf } from './musicbank.deps.ts';
import { musicbankRoutes } from './musicbank.routes.ts';
import { musicbankOpsRoutes } from './musicbank-ops.routes.ts';

/** How often requests past their pay-by moment are expired even when nobody reads them (the owners are told). */
const EXPIRY_SWEEP_MS = 5 * 60 * 1000;

/**
 * Registers Music Bank for partners and staff, and expires unpaid requests: at start and every few
 * minutes (every read and change of requests sweeps too, so none is ever shown past its time).
 */
export const musicbankModule: AppModule = async (app, { context }) => {
  const deps = musicbankDepsOf(context);
  await app.register(musicbankRoutes, { deps });
  await app.register(musicbankOpsRoutes, { deps });
  const sweep = () =>
    sweepExpiredRequests(deps.db, deps.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'Music Bank expiry sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
