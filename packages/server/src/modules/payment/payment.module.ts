import type { AppModule } from '../../context.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
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
    const deps: PaymentDeps = { db: context.database.db, now, media: createMediaStorage(context) };
    await app.register(paymentRoutes, { deps });
    await app.register(opsPaymentRoutes, { deps });
    repeatWhileOpen(app, REMINDER_INTERVAL_MS, () => remindTaxProofs(deps), 'tax-proof reminders failed');
  };
}

export const paymentModule: AppModule = createPaymentModule();
