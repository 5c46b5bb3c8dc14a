import type { ChatMessage, ConversationStatus } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { isBlockedEitherWay, likeState } from '../networkplace/index.ts';
import { type ConversationRow, type MessageRow, updateConversationStatus } from './chat.repository.ts';

/** A conversation as one participant sees it now: its status and whether they may write. */
export type ConversationState = { status: ConversationStatus; canSend: boolean; expiresAt: string | null };

/** The other participant of a conversation. */
export const otherOf = (row: ConversationRow, profileId: number) =>
  row.profile_a_id === profileId ? row.profile_b_id : row.profile_a_id;

/**
 * What a conversation is now. Likes and blocks belong to networkplace, which knows nothing of chat,
 * so what they change is derived here: a block either way closes it for both (what is stored stays),
 * a like back answers an introduction, and an introduction past its day expires.
 */
export function stateOf(
  row: ConversationRow,
  viewerProfileId: number,
  facts: { isBlocked: boolean; isLikedBack: boolean },
  now: Date,
): ConversationState {
  const status = statusOf(row, facts, now);
  const isStarter = row.started_by_profile_id === viewerProfileId;
  const canSend = status === 'open' || (status === 'introduction' && (!isStarter || row.last_message_id === null));
  return { status, canSend, expiresAt: status === 'introduction' ? row.introduction_expires_at : null };
}

function statusOf(
  row: ConversationRow,
  { isBlocked, isLikedBack }: { isBlocked: boolean; isLikedBack: boolean },
  now: Date,
): ConversationStatus {
  if (row.status === 'closed' || isBlocked) return 'closed';
  if (row.status !== 'introduction') return row.status;
  if (isLikedBack) return 'open';
  const expiresAt = row.introduction_expires_at;
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'introduction';
}

/**
 * Reads the likes and blocks a conversation's state depends on, and stores an introduction's
 * opening by a like back once noticed, so the row says so from then on.
 */
export async function currentState(
  db: Db,
  row: ConversationRow,
  viewerProfileId: number,
  now: Date,
): Promise<{ row: ConversationRow; state: ConversationState }> {
  const other = otherOf(row, row.started_by_profile_id);
  const [isBlocked, isLikedBack] = await Promise.all([
    row.status === 'closed' ? Promise.resolve(false) : isBlockedEitherWay(db, row.profile_a_id, row.profile_b_id),
    row.status === 'introduction'
      ? likeState(db, row.started_by_profile_id, other).then((likes) => likes.likesMe)
      : Promise.resolve(false),
  ]);
  let current = row;
  if (row.status === 'introduction' && isLikedBack && !isBlocked) {
    await updateConversationStatus(db, row.id, 'open');
    current = { ...row, status: 'open' };
  }
  return { row: current, state: stateOf(current, viewerProfileId, { isBlocked, isLikedBack }, now) };
}

/** A stored message as one reader sees it. */
export function messageFor(message: MessageRow, readerProfileId: number): ChatMessage {
  return {
    id: message.id,
    conversation_id: message.conversation_id,
    sender_profile_id: message.sender_profile_id,
    is_mine: message.sender_profile_id === readerProfileId,
    message: message.body,
    sent_at: message.created_at,
  };
}
