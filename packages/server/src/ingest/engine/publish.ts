import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { creditOnce } from './ledger.repository.ts';
import { companyTotals, unmatchedTotals } from './runs.repository.ts';
import { type IngestRunRow, type IngestSource, isYoutubeSource } from './tables.ts';
import { rebuildYoutubePeriod } from './youtube-report.ts';

/** What a publish credited, handed to the notifier: the source and period, each new credit, and who published. */
export interface PublishedPeriod {
  source: string;
  period: string;
  /** The credits this publish wrote (not those an earlier publish of the same period did). */
  credits: readonly PublishedCredit[];
  /** The staff member who published; null for a command or the demo. */
  actorUserId: number | null;
}

/**
 * Tells credited companies that a period was published, and keeps the money audit of the credits:
 * the caller decides how, the engine writes no notice and no audit row.
 */
export type PeriodNotifier = {
  /** Runs on the publish's transaction, so a notice and an audit row exist exactly when their credit does. */
  periodPublished(db: Db, published: PublishedPeriod): Promise<void>;
};

/** One company's credit from a publish. */
export interface PublishedCredit {
  company_id: number;
  /** The credit's ledger entry: what the company's notice of the publish links to. */
  ledger_id: number | null;
  source: string;
  kind: 'credit' | 'adjustment';
  amount_idr: number;
  is_new: boolean;
}

/** The ledger source of a run: stores and DSRs are credited per store, YouTube per source. */
export const ledgerSource = (run: Pick<IngestRunRow, 'source' | 'store'>) =>
  run.source === 'store' || run.source === 'dsr' ? `${run.source}:${run.store}` : run.source;

/**
 * Publishes a source's parsed runs of a period: refuses while unmatched rows are open, checks that the
 * companies' totals plus rows set aside as not ours equal the file totals exactly, then credits each
 * company once per source × period × kind, marks the runs published and tells `notifier` who was credited.
 */
export async function publishPeriod(
  db: Db,
  notifier: PeriodNotifier,
  options: { source: IngestSource; period: string; store?: string; actorUserId?: number | null },
): Promise<{ runs: number[]; credits: PublishedCredit[] }> {
  let query = db
    .selectFrom('ingest_runs')
    .selectAll()
    .where('source', '=', options.source)
    .where('period', '=', options.period)
    .where('status', '=', 'parsed');
  if (options.store !== undefined) query = query.where('store', '=', options.store);
  const runs = await query.orderBy('id').execute();
  if (runs.length === 0) return { runs: [], credits: [] };
  const open = (
    await unmatchedTotals(
      db,
      ALL_COMPANIES,
      runs.map((r) => r.id),
    )
  ).find((t) => t.status === 'open');
  if (open) {
    throw new AppError('ingest.unmatched_open', {
      detail: `${open.rows} unmatched rows of ${options.source} ${options.period} are still open; assign them first`,
    });
  }
  return db.transaction().execute(async (trx) => {
    const credits: PublishedCredit[] = [];
    for (const group of groupRuns(runs)) {
      const ids = group.map((r) => r.id);
      const totals = await companyTotals(trx, ALL_COMPANIES, ids);
      const notOurs = (await unmatchedTotals(trx, ALL_COMPANIES, ids)).find((t) => t.status === 'not_ours');
      const sum = (pick: (t: (typeof totals)[number]) => number) => totals.reduce((a, t) => a + BigInt(pick(t)), 0n);
      const fileMicros = group.reduce((a, r) => a + BigInt(r.total_micros), 0n);
      const fileIdr = group.reduce((a, r) => a + BigInt(r.total_idr), 0n);
      const micros = sum((t) => t.gross_micros) + BigInt(notOurs?.gross_micros ?? 0);
      const idr = sum((t) => t.gross_idr) + BigInt(notOurs?.gross_idr ?? 0);
      if (micros !== fileMicros || idr !== fileIdr) {
        const detail = `company totals ${micros} micros / IDR ${idr} differ from the file's ${fileMicros} / ${fileIdr}`;
        throw new AppError('ingest.totals_differ', { detail });
      }
      const [first] = group as [IngestRunRow];
      const source = ledgerSource(first);
      const kind: PublishedCredit['kind'] = first.kind === 'adjustment' ? 'adjustment' : 'credit';
      const createdAt = nowIso();
      const credited: PublishedCredit[] = [];
      for (const total of totals) {
        const entry = {
          source,
          period: options.period,
          kind,
          amount_idr: total.nett_idr,
          run_ids: JSON.stringify(ids),
        };
        const ledgerId = await creditOnce(trx, companyScope(total.company_id), { ...entry, created_at: createdAt });
        const isNew = ledgerId !== null;
        const credit = {
          company_id: total.company_id,
          ledger_id: ledgerId,
          source,
          kind,
          amount_idr: total.nett_idr,
          is_new: isNew,
        };
        if (isNew) credited.push(credit);
        credits.push(credit);
      }
      await notifier.periodPublished(trx, {
        source,
        period: options.period,
        credits: credited,
        actorUserId: options.actorUserId ?? null,
      });
    }
    const publishedAt = nowIso();
    await trx
      .updateTable('ingest_runs')
      .set({ status: 'published', published_at: publishedAt })
      .where(
        'id',
        'in',
        runs.map((r) => r.id),
      )
      .execute();
    for (const kind of new Set(runs.filter((r) => isYoutubeSource(r.source)).map((r) => r.kind))) {
      await rebuildYoutubePeriod(trx, options.period, kind, publishedAt);
    }
    return { runs: runs.map((r) => r.id), credits };
  });
}

/** Runs credited together: same ledger source and kind. */
function groupRuns(runs: readonly IngestRunRow[]): IngestRunRow[][] {
  const groups = new Map<string, IngestRunRow[]>();
  for (const run of runs) {
    const key = `${ledgerSource(run)}\u0001${run.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()];
}
