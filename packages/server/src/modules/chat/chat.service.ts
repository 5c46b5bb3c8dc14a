import {
  type ChatMessage,
  type Conversation,
  type ConversationsResponseSchema,
  type MessagesQuery,
  NETWORKPLACE_LIMITS,
  type Page,
  type ReportRequest,
  todayInWib,
} from '@irama/contracts';
import type { z } from 'zod';
import { type Db, inTransaction, nowIso } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { currentTime } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  fileMessageReport,
  likeState,
  memberOfUser,
  membersByIds,
  type NetworkplaceMember,
  reachableMember,
} from '../networkplace/index.ts';
import { addStreamEvents } from '../streams/index.ts';
import {
  advancePointer,
  type ConversationRow,
  countIntroductionsSince,
  countUnread,
  countUnreadIn,
  findConversation,
  findConversationOfPair,
  findConversationPage,
  findMessage,
  findMessagePage,
  insertConversation,
  lockIntroductionsOf,
  type MessageRow,
} from './chat.repository.ts';
import { type ConversationState, chatEvent, currentState, currentStates, messageFor, otherOf } from './chat.state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's own Networkplace profile; chat needs one. */
export async function chatMemberOf(db: Db, caller: Caller): Promise<NetworkplaceMember> {
  const member = await memberOfUser(db, companyScope(caller.company.id), caller.user.id);
  if (!member) throw new AppError('networkplace.profile_required');
  return member;
}

/** The caller's conversation `conversationId`; one they are not in answers like a missing one. */
export async function conversationOfCaller(db: Db, profileId: number, conversationId: number) {
  const row = await findConversation(db, profileId, conversationId);
  if (!row) throw notFound();
  return row;
}

/** A conversation as its participant `profileId` sees it, from what was read of it. */
function conversationFor(
  profileId: number,
  { row, state }: { row: ConversationRow; state: ConversationState },
  read: { other: NetworkplaceMember | undefined; lastMessage: MessageRow | undefined; unreadCount: number },
): Conversation {
  const { other, lastMessage } = read;
  if (!other) throw notFound();
  return {
    id: row.id,
    other: {
      profile_id: other.profileId,
      display_name: other.displayName,
      profession: other.profession,
      photo_url: other.photoUrl,
    },
    status: state.status,
    started_by_me: row.started_by_profile_id === profileId,
    expires_at: state.expiresAt,
    can_send: state.canSend,
    last_message: lastMessage ? messageFor(lastMessage, profileId) : null,
    unread_count: read.unreadCount,
    updated_at: row.updated_at,
  };
}

/** One conversation as the caller sees it now. */
async function answerCurrent(db: Db, profileId: number, row: ConversationRow, now: Date): Promise<Conversation> {
  const current = await currentState(db, row, profileId, now);
  const otherId = otherOf(row, profileId);
  const [members, lastMessage, unreadCount] = await Promise.all([
    membersByIds(db, [otherId]),
    row.last_message_id === null ? undefined : findMessage(db, row.id, row.last_message_id),
    countUnreadIn(db, profileId, row.id),
  ]);
  return conversationFor(profileId, current, { other: members.get(otherId), lastMessage, unreadCount });
}

/**
 * `POST /api/conversations/{id}`: the caller's conversation with the profile `otherProfileId`,
 * started when the pair has none. Starting needs the door open: the caller liked them (an
 * introduction, counted against the day's limit) or they liked the caller (open at once).
 */
export async function openConversation(db: Db, caller: Caller, otherProfileId: number): Promise<Conversation> {
  return startConversation(db, await chatMemberOf(db, caller), otherProfileId);
}

/** `openConversation` for a creator's profile (the demo seeder writes through it too). */
export async function startConversation(db: Db, me: NetworkplaceMember, otherProfileId: number): Promise<Conversation> {
  if (otherProfileId === me.profileId) throw new AppError('networkplace.own_profile');
  const now = currentTime();
  // A conversation the pair already has is theirs to read, whatever has happened since (a block closes it).
  const existing = await findConversationOfPair(db, me.profileId, otherProfileId);
  if (existing) return answerCurrent(db, me.profileId, existing, now);

  const other = await reachableMember(db, me.profileId, otherProfileId);
  if (!other) throw notFound();
  const likes = await likeState(db, me.profileId, other.profileId);
  if (!likes.likedByMe && !likes.likesMe) throw new AppError('chat.like_first');
  const isIntroduction = !likes.likesMe;
  try {
    const row = await inTransaction(db, async (trx) => {
      if (isIntroduction) await checkIntroductionLimit(trx, me.profileId, now);
      return insertConversation(trx, {
        starterProfileId: me.profileId,
        otherProfileId: other.profileId,
        status: isIntroduction ? 'introduction' : 'open',
        expiresAt: isIntroduction
          ? new Date(now.getTime() + NETWORKPLACE_LIMITS.introductionExpiryDays * DAY_MS).toISOString()
          : null,
        at: now.toISOString(),
      });
    });
    return answerCurrent(db, me.profileId, row, now);
  } catch (error) {
    // Both sides started it at once: the pair's one conversation is the one that was written first.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findConversationOfPair(db, me.profileId, otherProfileId);
    if (!raced) throw error;
    return answerCurrent(db, me.profileId, raced, now);
  }
}

/** Refuses an introduction past the day's limit (a Jakarta day). */
async function checkIntroductionLimit(db: Db, profileId: number, now: Date): Promise<void> {
  await lockIntroductionsOf(db, profileId);
  const dayStart = new Date(`${todayInWib(now)}T00:00:00+07:00`).toISOString();
  const count = await countIntroductionsSince(db, profileId, dayStart);
  if (count >= NETWORKPLACE_LIMITS.introductionsPerDay) throw new AppError('chat.introduction_limit');
}

type ConversationsPage = z.infer<typeof ConversationsResponseSchema>['data'];

/** `GET /api/conversations`: a page of the caller's conversations, newest activity first, and their unread total. */
export async function listConversations(
  db: Db,
  caller: Caller,
  page: { page: number; limit: number },
): Promise<ConversationsPage> {
  const me = await chatMemberOf(db, caller);
  const now = currentTime();
  const [{ rows, total }, unreadTotal] = await Promise.all([
    findConversationPage(db, me.profileId, page),
    countUnread(db, me.profileId),
  ]);
  const others = rows.map((row) => otherOf(row, me.profileId));
  const [members, states] = await Promise.all([membersByIds(db, others), currentStates(db, rows, me.profileId, now)]);
  const results = rows.map((row, index) =>
    conversationFor(me.profileId, states[index] as (typeof states)[number], {
      other: members.get(otherOf(row, me.profileId)),
      lastMessage:
        row.last_message_id === null || row.message_body === null
          ? undefined
          : {
              id: row.last_message_id,
              conversation_id: row.id,
              sender_profile_id: row.message_sender_profile_id ?? 0,
              body: row.message_body,
              created_at: row.message_created_at ?? row.updated_at,
            },
      unreadCount: Number(row.unread_count),
    }),
  );
  return { results, page: page.page, limit: page.limit, total, unread_total: unreadTotal };
}

/**
 * `GET /api/conversations/unread`: what the caller has not read over all their conversations; the
 * sidebar asks it for everyone with the permission, so a caller without a profile has 0.
 */
export async function unreadTotal(db: Db, caller: Caller): Promise<{ unread_total: number }> {
  const me = await memberOfUser(db, companyScope(caller.company.id), caller.user.id);
  return { unread_total: me ? await countUnread(db, me.profileId) : 0 };
}

/** `GET /api/conversations/{conversation_id}/messages`: a page of one of the caller's conversations. */
export async function listMessages(
  db: Db,
  caller: Caller,
  conversationId: number,
  query: MessagesQuery,
): Promise<Page<ChatMessage>> {
  const me = await chatMemberOf(db, caller);
  await conversationOfCaller(db, me.profileId, conversationId);
  const isCatchingUp = query.after_id !== undefined;
  const { rows, total } = await findMessagePage(db, conversationId, {
    page: query.page,
    limit: query.num_messages,
    // What a reconnecting client missed comes oldest first, whatever order it asked.
    order: isCatchingUp ? 'asc' : query.order,
    afterId: query.after_id,
  });
  return {
    results: rows.map((row) => messageFor(row, me.profileId)),
    page: query.page,
    limit: query.num_messages,
    total,
  };
}

/**
 * `PUT /api/conversations/{conversation_id}/read`: the caller has read up to `messageId`. The
 * pointer only moves forward and never past the conversation's last message; answers the new total.
 */
export async function markRead(
  db: Db,
  caller: Caller,
  conversationId: number,
  messageId: number,
): Promise<{ unread_total: number }> {
  return markReadAs(db, await chatMemberOf(db, caller), conversationId, messageId);
}

/** `markRead` for a creator's profile. */
export async function markReadAs(
  db: Db,
  me: NetworkplaceMember,
  conversationId: number,
  messageId: number,
): Promise<{ unread_total: number }> {
  const row = await conversationOfCaller(db, me.profileId, conversationId);
  const { state } = await currentState(db, row, me.profileId, currentTime());
  await inTransaction(db, async (trx) => {
    await advancePointer(trx, me.profileId, row.id, Math.min(messageId, row.last_message_id ?? 0), nowIso());
    // The reader's other tabs and devices learn that their unread count changed.
    await addStreamEvents(trx, [chatEvent(me, { conversationId: row.id, message: null, status: state.status })]);
  });
  return { unread_total: await countUnread(db, me.profileId) };
}

/** `POST …/messages/{message_id}/report`: the caller reports a message the other side sent them. */
export async function reportMessage(
  db: Db,
  caller: Caller,
  ids: { conversationId: number; messageId: number },
  report: ReportRequest,
): Promise<{ id: number }> {
  const me = await chatMemberOf(db, caller);
  const row = await conversationOfCaller(db, me.profileId, ids.conversationId);
  const message = await findMessage(db, row.id, ids.messageId);
  if (!message || message.sender_profile_id === me.profileId) throw notFound();
  const id = await fileMessageReport(db, {
    reporterProfileId: me.profileId,
    reportedProfileId: message.sender_profile_id,
    conversationId: row.id,
    messageId: message.id,
    messageText: message.body,
    reason: report.reason,
    note: report.note,
  });
  return { id };
}
