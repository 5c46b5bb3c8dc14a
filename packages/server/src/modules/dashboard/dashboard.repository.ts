import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { CompanyScope } from '../../db/scope.ts';

/** What Home's kept parts depend on, read in one statement; a part is read again when its version changes. */
export interface DashboardVersions {
  /** The newest analytics run and what changes when a report is published, withdrawn or replaced. */
  figures: string;
  /** Staff content and the announcements published by `now`. */
  content: string;
  /** The company's releases: a new, removed or changed one. */
  releases: string;
}

// On every Home request's path: compiled once.
const versionsQuery = preparedQuery<Record<string, string | number | null>, 'now' | 'companyId'>((db, slot) => ({
  compile: () =>
    sql<Record<string, string | number | null>>`
      select
        (select coalesce(max(id), 0) from analytics_runs) as analytics_run,
        (select coalesce(max(id), 0) from ingest_runs where status = 'published') as report_run,
        (select max(published_at) from ingest_runs where status = 'published') as report_published_at,
        (select count(*) from ingest_runs where status = 'published') as report_runs,
        (select max(updated_at) from ideas_content) as content_updated_at,
        (select count(*) from ideas_content) as content_rows,
        (select coalesce(max(id), 0) from announcements) as announcement_id,
        (select count(*) from announcements where published_at <= ${slot('now')}) as announcements_shown,
        (select count(*) from releases where company_id = ${slot('companyId')}) as releases,
        (select max(updated_at) from releases where company_id = ${slot('companyId')}) as release_changed
    `.compile(db),
}));

/** The versions of Home's kept parts: a few aggregates over small tables, in one round trip. */
export async function readVersions(db: Db, scope: CompanyScope, now: string): Promise<DashboardVersions> {
  const [row = {}] = await versionsQuery(db, { now, companyId: scope.companyId });
  const text = (...names: string[]) => names.map((name) => String(row[name] ?? '')).join('/');
  return {
    figures: text('analytics_run', 'report_run', 'report_published_at', 'report_runs'),
    content: text('content_updated_at', 'content_rows', 'announcement_id', 'announcements_shown'),
    releases: text('releases', 'release_changed'),
  };
}
