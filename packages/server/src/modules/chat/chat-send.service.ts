import {
  CHAT_NOTICE_QUIET_MINUTES,
  type ChatMessage,
  type ConversationStatus,
  NOTICE_MESSAGES,
} from '@irama/contracts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { currentTime } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  counterpartOf,
  membersByIds,
  type NetworkplaceMember,
  resolveConversationReports,
  sharedMemberOfUser,
} from '../networkplace/index.ts';
import { NOTIFICATION_CATEGORY, notifyUser } from '../notifications/index.ts';
import { addStreamEvents } from '../streams/index.ts';
import {
  advancePointer,
  type ConversationRow,
  findAnyConversation,
  findPointer,
  insertMessage,
  lockConversation,
  type MessageRow,
  markNoticed,
  updateConversationStatus,
} from './chat.repository.ts';
import { chatEvent, currentState, messageFor, otherOf } from './chat.state.ts';

const MINUTE_MS = 60_000;
/** The bell's text of a new message (values: `name`, the sender's display name), in the SPA's catalogues. */
const CHAT_NOTICE_MESSAGE = NOTICE_MESSAGES.chatMessage;
/** A reader who read the conversation this recently has it open: their bell is not told. */
const READING_NOW_MINUTES = 2;

/**
 * `POST /api/conversations/{conversation_id}/messages`. In an introduction the starter sends one
 * message and waits; the other side's first reply opens it. The message, the conversation's last
 * message, the sender's read pointer, a `chat` event on both participants' streams and, for a reader
 * with no chat open, a bell notice are written in one transaction, delivered once it commits. The
 * sender's profile is shared by their sends within a blink (`sharedMemberOfUser`).
 */
export function messageSender(db: Db): (caller: Caller, conversationId: number, text: string) => Promise<ChatMessage> {
  const memberOf = sharedMemberOfUser(db);
  return async (caller, conversationId, text) => {
    const me = await memberOf(caller.company.id, caller.user.id);
    if (!me) throw new AppError('networkplace.profile_required');
    return sendAs(db, me, conversationId, text);
  };
}

/** `sendMessage` for a creator's profile (the demo seeder writes its history through it). */
export function sendAs(db: Db, me: NetworkplaceMember, conversationId: number, text: string): Promise<ChatMessage> {
  return inTransaction(db, async (trx) => {
    const locked = await lockConversation(trx, me.profileId, conversationId);
    if (!locked) throw notFound();
    const now = currentTime();
    const counterpart = await counterpartOf(trx, me.profileId, otherOf(locked, me.profileId));
    if (!counterpart) throw notFound();
    const other = counterpart.member;
    const { row, state } = await currentState(trx, locked, me.profileId, now, counterpart.isBlocked);
    if (state.status === 'closed' || state.status === 'expired') throw new AppError('chat.conversation_closed');
    if (!state.canSend) throw new AppError('chat.introduction_waiting');
    const isStarter = row.started_by_profile_id === me.profileId;
    const status: ConversationStatus = state.status === 'introduction' && !isStarter ? 'open' : state.status;
    const at = now.toISOString();
    const message = await insertMessage(trx, { id: row.id, status }, me.profileId, text, at);
    await advancePointer(trx, me.profileId, row.id, message.id, at);
    await addStreamEvents(trx, [
      chatEvent(me, { conversationId: row.id, message, status }),
      chatEvent(other, { conversationId: row.id, message, status }),
    ]);
    await ringBell(trx, { row, message, sender: me, reader: other, now });
    return messageFor(message, me.profileId);
  });
}

/**
 * Leaves the reader a bell notice of the message unless they have the conversation open (read it
 * in the last minutes) or were told of it within the quiet time.
 */
async function ringBell(
  db: Db,
  {
    row,
    message,
    sender,
    reader,
    now,
  }: {
    row: ConversationRow;
    message: MessageRow;
    sender: NetworkplaceMember;
    reader: NetworkplaceMember;
    now: Date;
  },
): Promise<void> {
  const pointer = await findPointer(db, reader.profileId, row.id);
  const isRecent = (at: string | null | undefined, minutes: number) =>
    at != null && Date.parse(at) > now.getTime() - minutes * MINUTE_MS;
  if (isRecent(pointer?.last_read_at, READING_NOW_MINUTES)) return;
  if (isRecent(pointer?.last_noticed_at, CHAT_NOTICE_QUIET_MINUTES)) return;
  await notifyUser(db, reader.companyId, reader.userId, {
    categoryId: NOTIFICATION_CATEGORY.chat,
    isImportant: false,
    url: `/networking/message?conversation=${row.id}`,
    feature: 'chat',
    message: { key: CHAT_NOTICE_MESSAGE, values: { name: sender.displayName } },
    subject: { type: 'chat_message', id: message.id },
  });
  await markNoticed(db, reader.profileId, row.id, now.toISOString());
}

/**
 * Staff: closes a conversation (after a report), tells both participants' streams, and resolves
 * the conversation's open reports so their reporters are told.
 */
export async function closeConversationByStaff(db: Db, staffUserId: number, conversationId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findAnyConversation(trx, conversationId);
    if (!row) throw notFound();
    await updateConversationStatus(trx, row.id, 'closed', 'staff');
    const members = await membersByIds(trx, [row.profile_a_id, row.profile_b_id]);
    await addStreamEvents(
      trx,
      [...members.values()].map((member) =>
        chatEvent(member, { conversationId: row.id, message: null, status: 'closed' }),
      ),
    );
    await resolveConversationReports(trx, row.id, staffUserId);
  });
}
