import type { AppModule } from '../../context.ts';
import { createMediaStorage } from '../media/index.ts';
import { paymentRoutes } from './payment.routes.ts';
import type { PaymentDeps } from './payment.service.ts';
import { opsPaymentRoutes } from './payments-ops.routes.ts';
import { remindTaxProofs } from './tax-proofs.service.ts';

/** How often the server looks for tax proofs to remind owners of. */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers YouTube payments and the staff payment routes, and reminds owners of tax proofs due:
 * at start and every hour (each payment once, whichever instance gets there first).
 */
export function createPaymentModule(now: () => Date = () => new Date()): AppModule {
  return async (app, { context }) => {
    const deps: PaymentDeps = { db: context.database.db, now, media: createMediaStorage(context.config) };
    await app.register(paymentRoutes, { deps });
    await app.register(opsPaymentRoutes, { deps });
    const remind = () =>
      remindTaxProofs(deps).catch((error: unknown) => app.log.error({ err: error }, 'tax-proof reminders failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await remind();
      timer = setInterval(remind, REMINDER_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
}

export const paymentModule: AppModule = createPaymentModule();
