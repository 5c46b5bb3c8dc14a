import {
  type CreateTicketFields,
  FEEDBACK_CATEGORIES,
  type FeedbackFields,
  isSupportOpen,
  NOTICE_MESSAGES,
  SUPPORT_HOURS,
  type SupportInfo,
  TICKET_CATEGORIES,
  type TicketDetail,
  type TicketListQuery,
} from '@irama/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope, type Scope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { NOTIFICATION_CATEGORY, notifyOwners, notifyUser } from '../notifications/index.ts';
import { discardFiles, type ReceivedFile, type SupportStorage } from './support.files.ts';
import {
  addMessage,
  findMessages,
  findTicket,
  findTicketAttachment,
  findTickets,
  insertFeedback,
  insertTicket,
  type NewAttachment,
  type StoredTicket,
  setTicketStatus,
} from './support.repository.ts';

export type SupportDeps = {
  db: Db;
  storage: SupportStorage;
  support: Config['support'];
  now: () => Date;
};

/** How to reach support and whether it is open now. */
export function supportInfo(deps: SupportDeps): SupportInfo {
  return {
    whatsapp: deps.support.whatsapp,
    whatsapp_url: `https://wa.me/${deps.support.whatsapp}`,
    email: deps.support.email,
    hours: {
      days: [...SUPPORT_HOURS.days],
      opens: SUPPORT_HOURS.opens,
      closes: SUPPORT_HOURS.closes,
      time_zone: SUPPORT_HOURS.timeZone,
    },
    is_open: isSupportOpen(deps.now()),
    ticket_categories: [...TICKET_CATEGORIES],
    feedback_categories: [...FEEDBACK_CATEGORIES],
  };
}

/** Who writes a message: a caller, or anyone named like one (the demo's staff). */
type Author = { user: Pick<Caller['user'], 'id' | 'firstname' | 'lastname' | 'email'> };

const authorName = (caller: Author) => `${caller.user.firstname} ${caller.user.lastname}`.trim() || caller.user.email;

/** Keeps received attachments in the company's folder; on a failure no temp file is left. */
async function keepFiles(
  deps: SupportDeps,
  companyId: number,
  files: readonly ReceivedFile[],
): Promise<NewAttachment[]> {
  const kept: NewAttachment[] = [];
  try {
    for (const file of files) {
      const storedName = await deps.storage.keep(file.temp, companyId, file.extension);
      kept.push({ name: file.name, extension: file.extension, size: file.size, storedName });
    }
    return kept;
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}

/** A ticket in scope with its thread, or a 404. */
export async function getTicket(deps: SupportDeps, scope: Scope, id: number): Promise<TicketDetail> {
  const ticket = await findTicket(deps.db, scope, id);
  if (!ticket) throw notFound();
  const { company_id: companyId, user_id: _userId, ...fields } = ticket;
  return { ...fields, messages: await findMessages(deps.db, companyScope(companyId), id) };
}

/** The caller's company's tickets, most recently active first. */
export function listTickets(deps: SupportDeps, caller: Caller, query: TicketListQuery) {
  return findTickets(deps.db, companyScope(caller.company.id), query).then(withoutOwner);
}

/** Every company's tickets, for staff. */
export function listAllTickets(deps: SupportDeps, query: TicketListQuery) {
  return findTickets(deps.db, ALL_COMPANIES, query).then(withoutOwner);
}

function withoutOwner<P extends { results: StoredTicket[] }>(page: P) {
  return { ...page, results: page.results.map(({ company_id: _companyId, user_id: _userId, ...ticket }) => ticket) };
}

/** Opens a ticket for the caller's company with its attachments. */
export async function createTicket(
  deps: SupportDeps,
  caller: Caller,
  fields: CreateTicketFields,
  files: readonly ReceivedFile[],
): Promise<TicketDetail> {
  const scope = companyScope(caller.company.id);
  const attachments = await keepFiles(deps, scope.companyId, files);
  const id = await insertTicket(
    deps.db,
    scope,
    { userId: caller.user.id, subject: fields.subject, category: fields.category },
    { authorId: caller.user.id, authorName: authorName(caller), isStaff: false, message: fields.message },
    attachments,
  );
  return getTicket(deps, scope, id);
}

/** The company's ticket a user may add to (a closed one too: it opens again); not theirs or not there: 404. */
export async function ticketToFollowUp(deps: SupportDeps, scope: Scope, id: number) {
  const ticket = await findTicket(deps.db, scope, id);
  if (!ticket) throw notFound();
  return ticket;
}

/** The ticket staff may answer: not there, 404; closed, 409 on the message. */
export async function ticketToAnswer(deps: SupportDeps, id: number) {
  const ticket = await findTicket(deps.db, ALL_COMPANIES, id);
  if (!ticket) throw notFound();
  if (ticket.status === 'closed') throw new AppError('conflict', { fieldErrors: { message: 'support.ticket.closed' } });
  return ticket;
}

/** The user adds to their own company's ticket; a closed ticket opens again. */
export async function followUpTicket(
  deps: SupportDeps,
  caller: Caller,
  id: number,
  message: string,
  files: readonly ReceivedFile[],
): Promise<TicketDetail> {
  const scope = companyScope(caller.company.id);
  await ticketToFollowUp(deps, scope, id).catch(async (error: unknown) => {
    await discardFiles(files);
    throw error;
  });
  const attachments = await keepFiles(deps, scope.companyId, files);
  const author = { authorId: caller.user.id, authorName: authorName(caller), isStaff: false, message };
  await addMessage(deps.db, scope, id, author, attachments, 'open');
  return getTicket(deps, scope, id);
}

/** Staff answer a ticket; the user who opened it (or the company's owners) is told, with a link to it. */
export async function replyToTicket(
  deps: SupportDeps,
  staff: Author,
  id: number,
  message: string,
  files: readonly ReceivedFile[],
): Promise<TicketDetail> {
  const ticket = await ticketToAnswer(deps, id).catch(async (error: unknown) => {
    await discardFiles(files);
    throw error;
  });
  const attachments = await keepFiles(deps, ticket.company_id, files);
  const author = { authorId: staff.user.id, authorName: authorName(staff), isStaff: true, message };
  await deps.db.transaction().execute(async (trx) => {
    const messageId = await addMessage(trx, companyScope(ticket.company_id), id, author, attachments, 'answered');
    const notice = {
      subject: { type: 'support_message' as const, id: messageId },
      message: { key: NOTICE_MESSAGES.ticketAnswered, values: { subject: ticket.subject, ticketId: String(id) } },
      categoryId: NOTIFICATION_CATEGORY.general,
      isImportant: false,
      url: `/infos/contact-us?ticket=${id}`,
      feature: 'support',
    };
    if (ticket.user_id === null) await notifyOwners(trx, [ticket.company_id], notice);
    else await notifyUser(trx, ticket.company_id, ticket.user_id, notice);
  });
  return getTicket(deps, ALL_COMPANIES, id);
}

/** Staff close a ticket. */
export async function closeTicket(deps: SupportDeps, id: number): Promise<TicketDetail> {
  const ticket = await findTicket(deps.db, ALL_COMPANIES, id);
  if (!ticket) throw notFound();
  await setTicketStatus(deps.db, companyScope(ticket.company_id), id, 'closed');
  return getTicket(deps, ALL_COMPANIES, id);
}

/** The key an attachment of a ticket in scope is kept under, with its name; a 404 for any other. */
export async function ticketAttachment(deps: SupportDeps, scope: Scope, ticketId: number, attachmentId: number) {
  const ticket = await findTicket(deps.db, scope, ticketId);
  const attachment =
    ticket && (await findTicketAttachment(deps.db, companyScope(ticket.company_id), ticketId, attachmentId));
  if (!ticket || !attachment) throw notFound();
  return {
    key: deps.storage.keyOf(ticket.company_id, attachment.stored_name),
    name: attachment.name,
    extension: attachment.extension,
  };
}

/** Keeps the caller's feedback with its optional attachment. */
export async function createFeedback(
  deps: SupportDeps,
  caller: Caller,
  fields: FeedbackFields,
  files: readonly ReceivedFile[],
): Promise<{ id: number }> {
  const scope = companyScope(caller.company.id);
  const attachments = await keepFiles(deps, scope.companyId, files);
  const id = await insertFeedback(deps.db, scope, { userId: caller.user.id, ...fields }, attachments);
  return { id };
}
