import {
  NOTICE_MESSAGES,
  type OpsReport,
  type PageQuery,
  type ReportAction,
  type ReportReason,
  type ReportRequest,
} from '@irama/contracts';
import { type Db, inTransaction } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { NOTIFICATION_CATEGORY, notifyUser } from '../notifications/index.ts';
import { findProfile, setHiddenByStaff } from './networkplace.repository.ts';
import { reachableOther } from './relations.service.ts';
import {
  findOpenReportsOfConversation,
  findReportParties,
  findReportsPage,
  insertReport,
  markResolved,
  type ReportParties,
} from './reports.repository.ts';

/** The notice a reporter reads once staff have dealt with their report. */
const REPORT_RESOLVED_MESSAGE = NOTICE_MESSAGES.networkplaceReportResolved;

/** Reports another creator's profile; its receipt id. */
export async function reportProfile(db: Db, caller: Caller, profileId: number, report: ReportRequest): Promise<number> {
  const { me, other } = await reachableOther(db, caller, profileId);
  return insertReport(db, {
    reporter_profile_id: me.id,
    reported_profile_id: other.id,
    kind: 'profile',
    reason: report.reason,
    note: report.note,
    conversation_id: null,
    message_id: null,
    message_text: null,
  });
}

/** Files chat's report of a message, keeping the text as it was sent; its id. */
export function fileMessageReport(
  db: Db,
  report: {
    reporterProfileId: number;
    reportedProfileId: number;
    conversationId: number;
    messageId: number;
    messageText: string;
    reason: ReportReason;
    note: string;
  },
): Promise<number> {
  return insertReport(db, {
    reporter_profile_id: report.reporterProfileId,
    reported_profile_id: report.reportedProfileId,
    kind: 'message',
    reason: report.reason,
    note: report.note,
    conversation_id: report.conversationId,
    message_id: report.messageId,
    message_text: report.messageText,
  });
}

/** Resolves open reports and tells each reporter, in one transaction. */
async function resolveAndTell(
  db: Db,
  reports: readonly ReportParties[],
  action: ReportAction,
  staffUserId: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const resolved = new Set(
      await markResolved(
        trx,
        reports.map((report) => report.id),
        action,
        staffUserId,
      ),
    );
    for (const report of reports.filter((candidate) => resolved.has(candidate.id))) {
      await notifyUser(trx, report.reporter_company_id, report.reporter_user_id, {
        subject: { type: 'networkplace_report', id: report.id },
        message: { key: REPORT_RESOLVED_MESSAGE, values: { name: report.reported_display_name, action } },
        categoryId: NOTIFICATION_CATEGORY.general,
        isImportant: false,
        url: '/networking',
        feature: 'networkplace',
      });
    }
  });
}

/**
 * Staff resolve an open report: `profile_hidden` hides the reported profile from everyone until staff
 * restore it; `dismissed` changes nothing else. The reporter is told either way.
 */
export async function resolveReport(
  db: Db,
  staffUserId: number,
  id: number,
  action: 'dismissed' | 'profile_hidden',
): Promise<void> {
  const report = await findReportParties(db, ALL_COMPANIES, id);
  if (!report) throw notFound();
  // Resolving twice (a double click, two staff at once) changes nothing and tells nobody again.
  if (report.status === 'resolved') return;
  await inTransaction(db, async (trx) => {
    if (action === 'profile_hidden') await setHiddenByStaff(trx, ALL_COMPANIES, report.reported_profile_id, true);
    await resolveAndTell(trx, [report], action, staffUserId);
  });
}

/** Chat closed a conversation on staff's word: its open message reports are resolved and their reporters told. */
export async function resolveConversationReports(db: Db, conversationId: number, staffUserId: number): Promise<void> {
  const reports = await findOpenReportsOfConversation(db, ALL_COMPANIES, conversationId);
  await resolveAndTell(db, reports, 'conversation_closed', staffUserId);
}

/** Staff hide a profile or restore it. */
export async function setProfileHiddenByStaff(db: Db, profileId: number, isHidden: boolean): Promise<void> {
  if (!(await findProfile(db, ALL_COMPANIES, profileId))) throw notFound();
  await setHiddenByStaff(db, ALL_COMPANIES, profileId, isHidden);
}

/** Staff's page of reports with a status. */
export async function listReports(
  db: Db,
  query: PageQuery & { status: 'open' | 'resolved' },
): Promise<{ results: OpsReport[]; page: number; limit: number; total: number }> {
  const { rows, total } = await findReportsPage(db, ALL_COMPANIES, query.status, query);
  const results = rows.map(
    (row): OpsReport => ({
      id: row.id,
      kind: row.kind,
      reason: row.reason as ReportReason,
      note: row.note,
      created_at: row.created_at,
      reporter: {
        profile_id: row.reporter_profile_id,
        display_name: row.reporter_display_name,
        company_name: row.reporter_company_name,
      },
      reported: {
        profile_id: row.reported_profile_id,
        display_name: row.reported_display_name,
        company_name: row.reported_company_name,
        is_hidden_by_staff: Boolean(row.reported_is_hidden_by_staff),
      },
      conversation_id: row.conversation_id,
      message_text: row.message_text,
      status: row.status,
      action: row.action as ReportAction | null,
      resolved_at: row.resolved_at,
    }),
  );
  return { results, page: query.page, limit: query.limit, total };
}
