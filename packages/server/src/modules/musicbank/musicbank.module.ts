import type { AppModule } from '../../context.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
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
  repeatWhileOpen(
    app,
    EXPIRY_SWEEP_MS,
    () => sweepExpiredRequests(deps.db, deps.now()),
    'Music Bank expiry sweep failed',
  );
};
