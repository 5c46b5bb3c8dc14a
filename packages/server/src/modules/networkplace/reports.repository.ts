import type { ReportAction } from '@irama/contracts';
import { type Db, nowIso } from '../../db/database.ts';
import { type PageRequest, readPage } from '../../db/paging.ts';
import { inScope, type Scope } from '../../db/scope.ts';

// Reports of a profile or a chat message, read by staff across every company (the ops page); a
// scope keeps the reports filed from one company's profiles.

export type NewReport = {
  reporter_profile_id: number;
  reported_profile_id: number;
  kind: 'profile' | 'message';
  reason: string;
  note: string;
  conversation_id: number | null;
  message_id: number | null;
  message_text: string | null;
};

/** Files a report, open; its id. */
export async function insertReport(db: Db, report: NewReport): Promise<number> {
  const row = await db
    .insertInto('networkplace_reports')
    .values({ ...report, status: 'open', created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Who filed a report and about whom, to tell the reporter of its outcome. */
export type ReportParties = {
  id: number;
  status: 'open' | 'resolved';
  reporter_user_id: number;
  reporter_company_id: number;
  reported_display_name: string;
  reported_profile_id: number;
};

function reportParties(db: Db, scope: Scope) {
  return db
    .selectFrom('networkplace_reports')
    .innerJoin('networkplace_profiles as reporter', 'reporter.id', 'networkplace_reports.reporter_profile_id')
    .innerJoin('networkplace_profiles as reported', 'reported.id', 'networkplace_reports.reported_profile_id')
    .where(inScope(scope, 'reporter.company_id'))
    .select([
      'networkplace_reports.id',
      'networkplace_reports.status',
      'reporter.user_id as reporter_user_id',
      'reporter.company_id as reporter_company_id',
      'reported.display_name as reported_display_name',
      'reported.id as reported_profile_id',
    ]);
}

/** One report's parties. */
export function findReportParties(db: Db, scope: Scope, id: number): Promise<ReportParties | undefined> {
  return reportParties(db, scope).where('networkplace_reports.id', '=', id).executeTakeFirst();
}

/** The open reports of a conversation's messages, with their parties. */
export function findOpenReportsOfConversation(db: Db, scope: Scope, conversationId: number): Promise<ReportParties[]> {
  return reportParties(db, scope)
    .where('networkplace_reports.conversation_id', '=', conversationId)
    .where('networkplace_reports.status', '=', 'open')
    .execute();
}

/** Marks open reports resolved with what staff did; the ids it resolved (a report resolves once). */
export async function markResolved(
  db: Db,
  ids: readonly number[],
  action: ReportAction,
  staffUserId: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('networkplace_reports')
    .set({ status: 'resolved', action, resolved_at: nowIso(), resolved_by_user_id: staffUserId })
    .where('id', 'in', ids)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A page of reports with the given status, oldest first when open (a queue), newest first once resolved. */
export function findReportsPage(db: Db, scope: Scope, status: 'open' | 'resolved', page: PageRequest) {
  const base = db
    .selectFrom('networkplace_reports')
    .innerJoin('networkplace_profiles as reporter', 'reporter.id', 'networkplace_reports.reporter_profile_id')
    .innerJoin('companies as reporter_company', 'reporter_company.id', 'reporter.company_id')
    .innerJoin('networkplace_profiles as reported', 'reported.id', 'networkplace_reports.reported_profile_id')
    .innerJoin('companies as reported_company', 'reported_company.id', 'reported.company_id')
    .where(inScope(scope, 'reporter.company_id'))
    .where('networkplace_reports.status', '=', status);
  const rows = base
    .select([
      'networkplace_reports.id',
      'networkplace_reports.kind',
      'networkplace_reports.reason',
      'networkplace_reports.note',
      'networkplace_reports.created_at',
      'networkplace_reports.conversation_id',
      'networkplace_reports.message_text',
      'networkplace_reports.status',
      'networkplace_reports.action',
      'networkplace_reports.resolved_at',
      'reporter.id as reporter_profile_id',
      'reporter.display_name as reporter_display_name',
      'reporter_company.name as reporter_company_name',
      'reported.id as reported_profile_id',
      'reported.display_name as reported_display_name',
      'reported_company.name as reported_company_name',
      'reported.is_hidden_by_staff as reported_is_hidden_by_staff',
    ])
    .orderBy('networkplace_reports.id', status === 'open' ? 'asc' : 'desc');
  return readPage(base, rows, page);
}
