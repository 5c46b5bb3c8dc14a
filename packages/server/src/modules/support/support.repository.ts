import type { Attachment, AttachmentExtension, Ticket, TicketListQuery, TicketStatus } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import './support.tables.ts';

export type NewMessage = { authorId: number | null; authorName: string; isStaff: boolean; message: string };
export type NewAttachment = { name: string; extension: AttachmentExtension; storedName: string; size: number };
export type StoredTicket = Ticket & { company_id: number; user_id: number | null };

function ticketsIn(db: Db, scope: Scope, status?: TicketStatus) {
  let query = db
    .selectFrom('support_tickets as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .select([
      't.id',
      't.company_id',
      't.user_id',
      't.subject',
      't.category',
      't.status',
      't.created_at',
      't.updated_at',
    ])
    .select('c.name as company_name')
    .where(inScope(scope, 't.company_id'));
  if (status) query = query.where('t.status', '=', status);
  return query;
}

/** A page of tickets in scope, most recently active first, optionally of one status. */
export async function findTickets(db: Db, scope: Scope, query: TicketListQuery) {
  const base = ticketsIn(db, scope, query.status);
  const list = base
    .select((eb) =>
      eb
        .selectFrom('support_messages as m')
        .whereRef('m.ticket_id', '=', 't.id')
        .where('m.is_staff', '=', true)
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('replies'),
    )
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc');
  const { rows, total } = await readPage(base, list, query);
  const results: StoredTicket[] = rows.map((row) => ({
    ...row,
    category: row.category as Ticket['category'],
    replies: Number(row.replies ?? 0),
  }));
  return { results, page: query.page, limit: query.limit, total };
}

/** One ticket in scope, or undefined (another company's ticket is as missing as none). */
export async function findTicket(db: Db, scope: Scope, id: number): Promise<StoredTicket | undefined> {
  const row = await ticketsIn(db, scope).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const replies = await selectScoped(db, 'support_messages', scope)
    .where('ticket_id', '=', id)
    .where('is_staff', '=', true)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { ...row, category: row.category as Ticket['category'], replies: Number(replies.n) };
}

/** A ticket's messages in the scope, oldest first, each with its attachments. */
export async function findMessages(db: Db, scope: Scope, ticketId: number) {
  const messages = await selectScoped(db, 'support_messages', scope)
    .select(['id', 'is_staff', 'author_name', 'message', 'created_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  const attachments = messages.length
    ? await selectScoped(db, 'support_attachments', scope)
        .select(['id', 'message_id', 'name', 'extension', 'size'])
        .where(
          'message_id',
          'in',
          messages.map((message) => message.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return messages.map((message) => ({
    ...message,
    is_staff: Boolean(message.is_staff),
    attachments: attachments
      .filter((attachment) => attachment.message_id === message.id)
      .map(
        ({ id, name, extension, size }): Attachment => ({
          id,
          name,
          size,
          extension: extension as AttachmentExtension,
        }),
      ),
  }));
}

/** Opens a ticket with its first message and attachments, in one transaction; answers its id. */
export async function insertTicket(
  db: Db,
  scope: CompanyScope,
  ticket: { userId: number; subject: string; category: string },
  message: NewMessage,
  attachments: readonly NewAttachment[],
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const { id } = await insertScoped(trx, 'support_tickets', scope, {
      user_id: ticket.userId,
      subject: ticket.subject,
      category: ticket.category,
      status: 'open',
      created_at: now,
      updated_at: now,
    })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMessage(trx, scope, id, message, attachments);
    return id;
  });
}

/** Adds a message with its attachments to a ticket and sets the ticket's status; answers the message's id. */
export async function addMessage(
  db: Db,
  scope: CompanyScope,
  ticketId: number,
  message: NewMessage,
  attachments: readonly NewAttachment[],
  status: TicketStatus,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await insertMessage(trx, scope, ticketId, message, attachments);
    await setTicketStatus(trx, scope, ticketId, status);
    return id;
  });
}

async function insertMessage(
  db: Db,
  scope: CompanyScope,
  ticketId: number,
  message: NewMessage,
  attachments: readonly NewAttachment[],
): Promise<number> {
  const now = nowIso();
  const { id } = await insertScoped(db, 'support_messages', scope, {
    ticket_id: ticketId,
    author_id: message.authorId,
    is_staff: message.isStaff,
    author_name: message.authorName,
    message: message.message,
    created_at: now,
  })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAttachments(db, scope, { message_id: id }, attachments);
  return id;
}

async function insertAttachments(
  db: Db,
  scope: CompanyScope,
  owner: { message_id: number } | { feedback_id: number },
  attachments: readonly NewAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('support_attachments')
    .values(
      attachments.map((file) => ({
        company_id: scope.companyId,
        message_id: null,
        feedback_id: null,
        ...owner,
        name: file.name,
        extension: file.extension,
        stored_name: file.storedName,
        size: file.size,
        created_at: now,
      })),
    )
    .execute();
}

/** Sets a ticket's status and marks it as just changed; another company's ticket changes nothing. */
export async function setTicketStatus(db: Db, scope: Scope, ticketId: number, status: TicketStatus): Promise<void> {
  await updateScoped(db, 'support_tickets', scope)
    .set({ status, updated_at: nowIso() })
    .where('id', '=', ticketId)
    .execute();
}

/** An attachment of one of a ticket's messages, in the scope. */
export async function findTicketAttachment(db: Db, scope: Scope, ticketId: number, attachmentId: number) {
  return db
    .selectFrom('support_attachments as a')
    .innerJoin('support_messages as m', 'm.id', 'a.message_id')
    .select(['a.name', 'a.extension', 'a.stored_name'])
    .where(inScope(scope, 'a.company_id'))
    .where('m.ticket_id', '=', ticketId)
    .where('a.id', '=', attachmentId)
    .executeTakeFirst();
}

/** Keeps a piece of feedback with its attachment; answers its id. */
export async function insertFeedback(
  db: Db,
  scope: CompanyScope,
  feedback: { userId: number; rating: number; category: string; message: string },
  attachments: readonly NewAttachment[],
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await insertScoped(trx, 'support_feedback', scope, {
      user_id: feedback.userId,
      rating: feedback.rating,
      category: feedback.category,
      message: feedback.message,
      created_at: nowIso(),
    })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAttachments(trx, scope, { feedback_id: id }, attachments);
    return id;
  });
}
