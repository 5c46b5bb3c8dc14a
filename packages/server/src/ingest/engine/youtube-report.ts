import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { YOUTUBE_SOURCES } from './tables.ts';

type Kind = 'regular' | 'adjustment';

/** The first of an asset's catalogue labels ('|' or ',' between them), which is its project; '' without one. */
function firstLabel(db: Db, column: string) {
  const label = `replace(coalesce(${column}, ''), ',', '|')`;
  return isPostgres(db)
    ? sql.raw(`btrim(split_part(${label}, '|', 1))`)
    : sql.raw(
        `trim(case when instr(${label}, '|') > 0 then substr(${label}, 1, instr(${label}, '|') - 1) else ${label} end)`,
      );
}

/**
 * Rebuilds what partners read of a published YouTube period (regular or adjustment), for every
 * company at once: each asset's totals over the period's published YouTube runs with its project,
 * catalogue title and co-ownership, ranked by gross in the company and in its project (so any page is
 * an index range), each project's totals, and the period with its dollar rate. Runs on the publish's
 * transaction, after its runs are marked published, so the report and the ledger change together.
 */
export async function rebuildYoutubePeriod(trx: Db, period: string, kind: Kind, publishedAt: string): Promise<void> {
  const runs = await trx
    .selectFrom('ingest_runs')
    .select('id')
    .where('period', '=', period)
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .where('source', 'in', [...YOUTUBE_SOURCES])
    .execute();
  for (const table of ['youtube_report_assets', 'youtube_report_projects', 'youtube_report_co_projects'] as const) {
    await trx.deleteFrom(table).where('period', '=', period).where('kind', '=', kind).execute();
  }
  if (runs.length === 0) return;
  const runIds = runs.map((run) => run.id);
  await sql`
    insert into youtube_report_assets (company_id, period, kind, asset_id, project, title, artist, is_co_owned,
      views, gross_micros, nett_micros, shared_micros, gross_idr, nett_idr, rank, project_rank)
    select company_id, ${period}, ${kind}, item_key, project, title, artist, is_co_owned,
      views, gross_micros, nett_micros, shared_micros, gross_idr, nett_idr,
      row_number() over (partition by company_id order by gross_micros desc, item_key),
      row_number() over (partition by company_id, project order by gross_micros desc, item_key)
    from (
      select t.*, ${firstLabel(trx, 'a.asset_label')} as project, a.title, a.artist,
        exists (select 1 from revenue_shares s
          where s.company_id = t.company_id and s.key_kind = 'asset' and s.key_value = t.item_key) as is_co_owned
      from (
        select company_id, item_key, sum(units) as views, sum(gross_micros) as gross_micros,
          sum(nett_micros) as nett_micros, sum(shared_micros) as shared_micros,
          sum(gross_idr) as gross_idr, sum(nett_idr) as nett_idr
        from revenue_rollups
        where run_id in (${sql.join(runIds)}) and grain = 'item'
        group by company_id, item_key
      ) t
      left join youtube_assets a on a.id = (
        select min(x.id) from youtube_assets x where x.asset_id = t.item_key and x.company_id = t.company_id)
    ) ranked`.execute(trx);
  await sql`
    insert into youtube_report_projects (company_id, period, kind, project, assets,
      views, gross_micros, nett_micros, shared_micros, gross_idr, nett_idr)
    select company_id, period, kind, project, count(*), sum(views), sum(gross_micros), sum(nett_micros),
      sum(shared_micros), sum(gross_idr), sum(nett_idr)
    from youtube_report_assets where period = ${period} and kind = ${kind}
    group by company_id, period, kind, project`.execute(trx);
  await rebuildCoOwnedProjects(trx, period, kind);
  const companies = await trx
    .selectFrom('youtube_report_projects')
    .select('company_id')
    .distinct()
    .where('period', '=', period)
    .where('kind', '=', kind)
    .execute();
  if (companies.length === 0) return;
  const rate = await trx
    .selectFrom('fx_rates')
    .select('rate_scaled')
    .where('period', '=', period)
    .where('currency', '=', 'USD')
    .executeTakeFirst();
  await trx
    .insertInto('youtube_report_periods')
    .values(
      companies.map(({ company_id }) => ({
        company_id,
        period,
        kind,
        rate_scaled: rate?.rate_scaled ?? null,
        published_at: publishedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'period', 'kind'])
        .doUpdateSet((eb) => ({ rate_scaled: eb.ref('excluded.rate_scaled') })),
    )
    .execute();
}

/** Each project's co-owned assets of the period, summed, with the co-owners of those assets and their cuts. */
async function rebuildCoOwnedProjects(trx: Db, period: string, kind: Kind): Promise<void> {
  const coOwned = sql.lit(true);
  await sql`
    insert into youtube_report_co_projects (company_id, period, kind, project, assets,
      views, gross_micros, nett_micros, shared_micros, gross_idr, nett_idr, co_owners)
    select company_id, period, kind, project, count(*), sum(views), sum(gross_micros), sum(nett_micros),
      sum(shared_micros), sum(gross_idr), sum(nett_idr), '[]'
    from youtube_report_assets where period = ${period} and kind = ${kind} and is_co_owned = ${coOwned}
    group by company_id, period, kind, project`.execute(trx);
  const owners = await trx
    .selectFrom('youtube_report_assets as a')
    .innerJoin('revenue_shares as s', (join) =>
      join
        .onRef('s.company_id', '=', 'a.company_id')
        .onRef('s.key_value', '=', 'a.asset_id')
        .on('s.key_kind', '=', 'asset'),
    )
    .select(['a.company_id', 'a.project', 's.co_owner', 's.share_bps'])
    .distinct()
    .where('a.period', '=', period)
    .where('a.kind', '=', kind)
    .where('a.is_co_owned', '=', sql<boolean>`${coOwned}`)
    .orderBy('a.company_id')
    .orderBy('a.project')
    .orderBy('s.co_owner')
    .orderBy('s.share_bps')
    .execute();
  const byProject = new Map<
    string,
    { company: number; project: string; list: { name: string; share_bps: number }[] }
  >();
  for (const owner of owners) {
    const key = `${owner.company_id}\u0001${owner.project}`;
    const entry = byProject.get(key) ?? { company: owner.company_id, project: owner.project, list: [] };
    entry.list.push({ name: owner.co_owner, share_bps: owner.share_bps });
    byProject.set(key, entry);
  }
  for (const { company, project, list } of byProject.values()) {
    await trx
      .updateTable('youtube_report_co_projects')
      .set({ co_owners: JSON.stringify(list) })
      .where('company_id', '=', company)
      .where('period', '=', period)
      .where('kind', '=', kind)
      .where('project', '=', project)
      .execute();
  }
}
