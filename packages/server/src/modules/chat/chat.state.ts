import { type ChatMessage, type ChatStreamEvent, type ConversationStatus, STREAM_EVENTS } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { isBlockedEitherWay, type NetworkplaceMember, relationsWith } from '../networkplace/index.ts';
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
 * opening by a like back once noticed, so the row says so from then on. `knownBlock` is whether a
 * block stands between the two, when the caller has read it already in this transaction.
 */
export async function currentState(
  db: Db,
  row: ConversationRow,
  viewerProfileId: number,
  now: Date,
  knownBlock?: boolean,
): Promise<{ row: ConversationRow; state: ConversationState }> {
  // Past its introduction only a block changes a conversation: the likes need no look (every message sent asks).
  if (row.status !== 'introduction') {
    const isBlocked = knownBlock ?? (await isBlockedEitherWay(db, viewerProfileId, otherOf(row, viewerProfileId)));
    return { row, state: stateOf(row, viewerProfileId, { isBlocked, isLikedBack: false }, now) };
  }
  const [current] = await currentStates(db, [row], viewerProfileId, now);
  if (!current) throw new Error('chat: no state for a conversation');
  return current;
}

/** `currentState` of a page of the viewer's conversations, asking networkplace once for all of them. */
export async function currentStates(
  db: Db,
  rows: readonly ConversationRow[],
  viewerProfileId: number,
  now: Date,
): Promise<{ row: ConversationRow; state: ConversationState }[]> {
  const relations = await relationsWith(
    db,
    viewerProfileId,
    rows.map((row) => otherOf(row, viewerProfileId)),
  );
  return Promise.all(
    rows.map(async (row) => {
      const relation = relations.get(otherOf(row, viewerProfileId));
      const isStarter = row.started_by_profile_id === viewerProfileId;
      // A like back is the receiver's like of the starter: the other's like when the viewer started it.
      const facts = {
        isBlocked: relation?.isBlocked ?? false,
        isLikedBack: (isStarter ? relation?.likesMe : relation?.likedByMe) ?? false,
      };
      let current = row;
      if (row.status === 'introduction' && facts.isLikedBack && !facts.isBlocked) {
        await updateConversationStatus(db, row.id, 'open');
        current = { ...row, status: 'open' };
      }
      return { row: current, state: stateOf(current, viewerProfileId, facts, now) };
    }),
  );
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

/** A `chat` event for one participant's stream, the message as that reader sees it. */
export function chatEvent(
  reader: NetworkplaceMember,
  change: { conversationId: number; message: MessageRow | null; status: ConversationStatus },
) {
  const data: ChatStreamEvent = {
    conversation_id: change.conversationId,
    message: change.message ? messageFor(change.message, reader.profileId) : null,
    status: change.status,
  };
  return { companyId: reader.companyId, userId: reader.userId, kind: STREAM_EVENTS.chat, data };
}
