import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What changes when a report is published, withdrawn or replaced: the newest published run, when
 * the last was published, and how many there are. One read of the small runs table.
 */
export async function publishedRunsKey(db: Db): Promise<string> {
  const row = await db
    .selectFrom('ingest_runs')
    .select([
      sql<number>`coalesce(max(id), 0)`.as('id'),
      sql<string | null>`max(published_at)`.as('published_at'),
      (eb) => eb.fn.countAll<number>().as('runs'),
    ])
    .where('status', '=', 'published')
    .executeTakeFirst();
  return `${Number(row?.id ?? 0)}/${row?.published_at ?? ''}/${Number(row?.runs ?? 0)}`;
}

/** The company's nearest release date from `day` on, of releases sent or on their way to the stores. */
export async function findNextReleaseDate(db: Db, companyId: number, day: string): Promise<string | null> {
  const row = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.min('release_date').as('release_date'))
    .where('company_id', '=', companyId)
    .where('status', 'in', ['ready', 'on_progress', 'success'])
    .where('release_date', '>=', day)
    .executeTakeFirst();
  return row?.release_date ?? null;
}
