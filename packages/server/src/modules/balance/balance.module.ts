import type { AppModule } from '../../context.ts';
import { balanceRoutes } from './balance.routes.ts';
import type { BalanceDeps } from './balance.service.ts';
import { opsWithdrawalRoutes } from './withdrawals-ops.routes.ts';

/** Registers the DSP balance (income, withdrawals, holds) and the staff side of withdrawals, holds and the audit log. */
export function createBalanceModule(now: () => Date = () => new Date()): AppModule {
  return async (app, { context }) => {
    const deps: BalanceDeps = { db: context.database.db, now };
    await app.register(balanceRoutes, { deps });
    await app.register(opsWithdrawalRoutes, { deps });
  };
}

export const balanceModule: AppModule = createBalanceModule();
