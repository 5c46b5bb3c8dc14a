import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { ChatConversationsTable, ChatMessagesTable, ChatReadPointersTable } from './chat.tables.ts';
import './chat.tables.ts';

// Chat is between two creators of (usually) two companies: every query is scoped by the caller's
// Networkplace profile, the one thing that makes a conversation theirs, in the place of a company id.

export type ConversationRow = Selectable<ChatConversationsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;
export type PointerRow = Selectable<ChatReadPointersTable>;

/** A conversation of the caller's list: its row, its last message and what the caller has not read. */
export type ConversationListRow = ConversationRow & {
  message_sender_profile_id: number | null;
  message_body: string | null;
  message_created_at: string | null;
  unread_count: number | string;
};

const isParticipant = (profileId: number) => (eb: ExpressionBuilder<Database, 'chat_conversations'>) =>
  eb.or([eb('chat_conversations.profile_a_id', '=', profileId), eb('chat_conversations.profile_b_id', '=', profileId)]);

/** The conversation `conversationId` when `profileId` is in it. */
export function findConversation(db: Db, profileId: number, conversationId: number) {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('id', '=', conversationId)
    .where(isParticipant(profileId))
    .executeTakeFirst();
}

/** The conversation `conversationId` whoever is in it (staff). */
export function findAnyConversation(db: Db, conversationId: number) {
  return db.selectFrom('chat_conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
}

/**
 * Takes the conversation's row lock (PostgreSQL) until the transaction ends, so the writes of one
 * conversation (message ids, last message, its one introduction) follow one another; undefined when
 * `profileId` is not in it.
 */
export function lockConversation(db: Db, profileId: number, conversationId: number) {
  return db
    .updateTable('chat_conversations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', conversationId)
    .where(isParticipant(profileId))
    .returningAll()
    .executeTakeFirst();
}

/** The pair's conversation; `a` and `b` in any order. */
export function findConversationOfPair(db: Db, a: number, b: number) {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('profile_a_id', '=', Math.min(a, b))
    .where('profile_b_id', '=', Math.max(a, b))
    .executeTakeFirst();
}

/** Writes a new conversation and both participants' read pointers; a pair that has one fails unique. */
export async function insertConversation(
  db: Db,
  values: {
    starterProfileId: number;
    otherProfileId: number;
    status: 'introduction' | 'open';
    expiresAt: string | null;
    at: string;
  },
): Promise<ConversationRow> {
  const { starterProfileId, otherProfileId, at } = values;
  const row = await db
    .insertInto('chat_conversations')
    .values({
      profile_a_id: Math.min(starterProfileId, otherProfileId),
      profile_b_id: Math.max(starterProfileId, otherProfileId),
      started_by_profile_id: starterProfileId,
      status: values.status,
      introduction_expires_at: values.expiresAt,
      closed_reason: null,
      last_message_id: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_read_pointers')
    .values(
      [starterProfileId, otherProfileId].map((profileId) => ({
        conversation_id: row.id,
        profile_id: profileId,
        last_read_message_id: 0,
        last_read_at: null,
        last_noticed_at: null,
      })),
    )
    .execute();
  return row;
}

/**
 * Holds, until the transaction ends, the profile's introductions: two started at once are counted
 * one after the other (PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
export async function lockIntroductionsOf(db: Db, profileId: number): Promise<void> {
  if (isPostgres(db))
    await sql`select pg_advisory_xact_lock(hashtext(${`chat-introductions:${profileId}`}))`.execute(db);
}

/** How many introductions `profileId` started since `since` (an ISO time). */
export async function countIntroductionsSince(db: Db, profileId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('started_by_profile_id', '=', profileId)
    .where('introduction_expires_at', 'is not', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Changes a conversation's stored status (and why it closed). */
export async function updateConversationStatus(
  db: Db,
  conversationId: number,
  status: ConversationRow['status'],
  closedReason: string | null = null,
): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({ status, closed_reason: closedReason })
    .where('id', '=', conversationId)
    .execute();
}

/** Writes a message and makes it the conversation's last (its activity), with the status it leaves. */
export async function insertMessage(
  db: Db,
  conversation: { id: number; status: ConversationRow['status'] },
  senderProfileId: number,
  body: string,
  at: string,
): Promise<MessageRow> {
  const message = await db
    .insertInto('chat_messages')
    .values({ conversation_id: conversation.id, sender_profile_id: senderProfileId, body, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chat_conversations')
    .set({ last_message_id: message.id, updated_at: at, status: conversation.status })
    .where('id', '=', conversation.id)
    .execute();
  return message;
}

/** A participant's read pointer. */
export function findPointer(db: Db, profileId: number, conversationId: number) {
  return db
    .selectFrom('chat_read_pointers')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
}

/** Moves a participant's read pointer to `messageId` if that is further, and stamps when they read. */
export async function advancePointer(
  db: Db,
  profileId: number,
  conversationId: number,
  messageId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('chat_read_pointers')
    .values({
      conversation_id: conversationId,
      profile_id: profileId,
      last_read_message_id: messageId,
      last_read_at: at,
      last_noticed_at: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['conversation_id', 'profile_id']).doUpdateSet({
        last_read_message_id: sql<number>`case when excluded.last_read_message_id > chat_read_pointers.last_read_message_id then excluded.last_read_message_id else chat_read_pointers.last_read_message_id end`,
        last_read_at: at,
      }),
    )
    .execute();
}

/** Records that a participant's bell was told of the conversation at `at`. */
export async function markNoticed(db: Db, profileId: number, conversationId: number, at: string): Promise<void> {
  await db
    .updateTable('chat_read_pointers')
    .set({ last_noticed_at: at })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .execute();
}

/** Messages of the others after the participant's pointer, as a correlated count. */
const unreadOf = (profileId: number) => (eb: ExpressionBuilder<Database, 'chat_conversations'>) =>
  eb
    .selectFrom('chat_messages as unread')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .whereRef('unread.conversation_id', '=', 'chat_conversations.id')
    .where('unread.sender_profile_id', '<>', profileId)
    .where(
      'unread.id',
      '>',
      eb.fn.coalesce(
        eb
          .selectFrom('chat_read_pointers as pointer')
          .select('pointer.last_read_message_id')
          .whereRef('pointer.conversation_id', '=', 'chat_conversations.id')
          .where('pointer.profile_id', '=', profileId),
        sql.lit(0),
      ),
    );

/** One page of the participant's conversations, newest activity first, each with its last message and unread count. */
export function findConversationPage(db: Db, profileId: number, page: { page: number; limit: number }) {
  // The join finds at most one message a conversation, so the count is the conversations'.
  const base = db
    .selectFrom('chat_conversations')
    .leftJoin('chat_messages as last', 'last.id', 'chat_conversations.last_message_id')
    .where(isParticipant(profileId));
  const rows = base
    .selectAll('chat_conversations')
    .select((eb) => [
      'last.sender_profile_id as message_sender_profile_id',
      'last.body as message_body',
      'last.created_at as message_created_at',
      unreadOf(profileId)(eb).as('unread_count'),
    ])
    .orderBy('chat_conversations.updated_at', 'desc')
    .orderBy('chat_conversations.id', 'desc');
  return readPage(base, rows, page) as Promise<{ rows: ConversationListRow[]; total: number }>;
}

/** What the participant has not read over all their conversations. */
export async function countUnread(db: Db, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>(unreadOf(profileId)(eb)), sql.lit(0)).as('total'))
    .where(isParticipant(profileId))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The unread count of one conversation for the participant. */
export async function countUnreadIn(db: Db, profileId: number, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations')
    .select((eb) => unreadOf(profileId)(eb).as('count'))
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of a conversation's messages; with `afterId`, only those after it. */
export function findMessagePage(
  db: Db,
  conversationId: number,
  query: { page: number; limit: number; order: 'asc' | 'desc'; afterId?: number | undefined },
) {
  const base = db
    .selectFrom('chat_messages')
    .where('conversation_id', '=', conversationId)
    .$if(query.afterId !== undefined, (q) => q.where('id', '>', query.afterId ?? 0));
  return readPage(base, base.selectAll().orderBy('id', query.order), query);
}

/** One message of a conversation. */
export function findMessage(db: Db, conversationId: number, messageId: number) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}
