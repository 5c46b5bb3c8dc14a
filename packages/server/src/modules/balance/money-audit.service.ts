import type { MoneyAuditEntry, MoneyAuditQuerySchema } from '@irama/contracts';
import type { z } from 'zod';
import { filteredScope } from '../../db/scope.ts';
import { auditPage, countAudit } from './balance.repository.ts';
import { type BalanceDeps, readPage } from './balance.service.ts';

/** `GET /api/ops/money-audit`: the log, newest first. */
export async function moneyAudit(deps: BalanceDeps, query: z.output<typeof MoneyAuditQuerySchema>) {
  const read = { rows: auditPage, count: countAudit };
  return readPage(
    deps.db,
    filteredScope(query.company_id),
    { action: query.action },
    query,
    read,
    (row): MoneyAuditEntry => ({
      id: row.id,
      at: row.at,
      actor: row.actor_email ?? (row.actor_user_id === null ? null : `#${row.actor_user_id}`),
      action: row.action,
      company_id: row.company_id,
      company_name: row.company_name,
      account: row.account,
      amount_idr: Number(row.amount_idr),
      balance_before_idr: Number(row.balance_before_idr),
      balance_after_idr: Number(row.balance_after_idr),
      available_before_idr: Number(row.available_before_idr),
      available_after_idr: Number(row.available_after_idr),
      subject: row.subject,
      detail: row.detail,
    }),
  );
}
