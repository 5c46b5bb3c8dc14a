import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import type { EntStatementsTable } from './ent.tables.ts';

const total = sql<number>`cast(coalesce(sum(amount_idr), 0) as bigint)`;

/** The scope's statement months, newest first, with their totals. */
export function statementPeriods(db: Db, scope: Scope) {
  return selectScoped(db, 'ent_statements', scope)
    .select(['period', total.as('amount_idr'), (eb) => eb.fn.countAll<number>().as('items')])
    .groupBy('period')
    .orderBy('period', 'desc')
    .execute();
}

export function categoryTotals(db: Db, scope: Scope, period: string) {
  return selectScoped(db, 'ent_statements', scope)
    .select(['category', total.as('amount_idr')])
    .where('period', '=', period)
    .groupBy('category')
    .orderBy('category')
    .execute();
}

export function statementLines(db: Db, scope: Scope, period: string, offset: number, limit: number) {
  return selectScoped(db, 'ent_statements', scope)
    .select(['day', 'category', 'description', 'amount_idr'])
    .where('period', '=', period)
    .orderBy('day')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export type EntLine = Pick<EntStatementsTable, 'day' | 'category' | 'description' | 'amount_idr'>;
