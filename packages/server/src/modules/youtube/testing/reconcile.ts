import { expect } from 'vitest';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { YOUTUBE_SOURCES } from '../../../ingest/engine/tables.ts';

export const FIGURES = [
  'views',
  'gross_micros',
  'nett_micros',
  'shared_micros',
  'gross_idr',
  'nett_idr',
  'shared_idr',
] as const;
export type Figures = Record<(typeof FIGURES)[number], number>;
export type Headers = Record<string, string>;
type Row = Figures & Record<string, unknown>;

/** Figures summed one by one. */
export const sum = (rows: readonly Figures[]) =>
  Object.fromEntries(FIGURES.map((key) => [key, rows.reduce((a, row) => a + row[key], 0)])) as Figures;

/** Reads the YouTube report of a test app as a signed-in user sees it, and checks that it adds up. */
export function reportReader(t: TestApp) {
  async function table(query: string, headers: Headers) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/youtube/report_table?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { summary: Figures; results: Row[]; total: number } & Record<string, unknown>;
  }

  /** Every row of a metric's table, page by page. */
  async function allRows(query: string, headers: Headers) {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const data = await table(`${query}&limit=7&page=${page}`, headers);
      rows.push(...data.results);
      if (rows.length >= data.total || data.results.length === 0)
        return { rows, summary: data.summary, total: data.total };
    }
  }

  /** The company's YouTube ledger credit of a period and kind. */
  async function ledgerCredit(companyId: number, period: string, kind: 'credit' | 'adjustment') {
    const rows = await t.db
      .selectFrom('ledger_entries')
      .select('amount_idr')
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .where('kind', '=', kind)
      .where('source', 'in', [...YOUTUBE_SOURCES])
      .execute();
    return rows.reduce((a, row) => a + Number(row.amount_idr), 0);
  }

  /**
   * Checks a period's tables against each other (by source, every page of projects, of assets and of
   * each project's assets), against the ledger credit in rupiah and, when given, the facts' micro-dollars.
   */
  async function expectReconciled(
    signed: { companyId: number; headers: Headers },
    period: string,
    adjustment: boolean,
    factMicros?: number,
  ) {
    const q = `periode=${period}&adjustment=${adjustment ? 1 : 0}`;
    const { headers } = signed;
    const sources = await table(`metric=default&${q}`, headers);
    expect(sources.summary).toEqual(sum(sources.results));
    const projects = await allRows(`metric=project&${q}`, headers);
    expect(projects.summary).toEqual(sum(projects.rows));
    expect(projects.summary).toEqual(sources.summary);
    const assets = await allRows(`metric=asset&${q}`, headers);
    expect(assets.rows).toHaveLength(assets.total);
    expect(sum(assets.rows)).toEqual(sources.summary);
    expect(assets.summary).toEqual(sources.summary);
    for (const project of projects.rows) {
      const label = encodeURIComponent(String(project.project));
      const mine = await allRows(`metric=asset&${q}&asset_label=${label}`, headers);
      expect(sum(mine.rows)).toEqual(Object.fromEntries(FIGURES.map((k) => [k, project[k]])));
    }
    const credit = await ledgerCredit(signed.companyId, period, adjustment ? 'adjustment' : 'credit');
    expect(sources.summary.nett_idr).toBe(credit);
    if (factMicros !== undefined) expect(sources.summary.gross_micros).toBe(factMicros);
    return { sources, assets };
  }

  return { table, allRows, expectReconciled };
}
