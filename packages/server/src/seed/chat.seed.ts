import type { Db } from '../db/database.ts';
import { ALL_COMPANIES } from '../db/scope.ts';
import { replayAt } from '../lib/clock.ts';
import { closeConversationByStaff, markReadAs, sendAs, startConversation } from '../modules/chat/index.ts';
import {
  fileMessageReport,
  isBlockedEitherWay,
  memberOfUser,
  membersByIds,
  type NetworkplaceMember,
  publicProfileIds,
  recordLike,
  relationsWith,
} from '../modules/networkplace/index.ts';
import {
  BETWEEN_OWNERS,
  CLOSED_CONVERSATION,
  EXPIRED_INTRODUCTION,
  type Line,
  OPEN_CONVERSATIONS,
  RECEIVED_INTRODUCTION,
  REPORTED_INTRODUCTION,
  SENT_INTRODUCTION,
} from './chat.seed-data.ts';
import type { SeedContext } from './seed-context.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAIN_OWNER = 'owner@musik.demo';
const OTHER_OWNERS = ['owner@timur.demo', 'owner@indie.demo'] as const;

type Seeding = { db: Db; now: Date };

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** `from` likes `to`, unless it already does (the networkplace seeder's likes stay as they are). */
function like(db: Db, from: NetworkplaceMember, to: NetworkplaceMember, at: Date): Promise<void> {
  return replayAt(at, () => recordLike(db, from.profileId, to.profileId));
}

/**
 * A conversation written line by line through chat's services, each on the hour it was written, so
 * its read pointers, last message and notices are what using it would have left.
 */
async function writeConversation(
  { db, now }: Seeding,
  owner: NetworkplaceMember,
  other: NetworkplaceMember,
  lines: readonly Line[],
): Promise<{ id: number; messageIds: number[] }> {
  const [first] = lines;
  if (!first) throw new Error('seed: a conversation needs a line');
  const startedAt = hoursBefore(now, first.hoursAgo + 1);
  await like(db, owner, other, startedAt);
  await like(db, other, owner, startedAt);
  const starter = first.by === 'owner' ? owner : other;
  const conversation = await replayAt(startedAt, () =>
    startConversation(db, starter, starter === owner ? other.profileId : owner.profileId),
  );
  const messageIds: number[] = [];
  for (const line of lines) {
    const author = line.by === 'owner' ? owner : other;
    const message = await replayAt(hoursBefore(now, line.hoursAgo), () =>
      sendAs(db, author, conversation.id, line.text),
    );
    messageIds.push(message.id);
  }
  return { id: conversation.id, messageIds };
}

/** An introduction from `from` to `to`, started and sent `at`. */
async function writeIntroduction(
  { db }: Seeding,
  from: NetworkplaceMember,
  to: NetworkplaceMember,
  at: Date,
  text: string,
): Promise<{ id: number; messageIds: number[] }> {
  await like(db, from, to, at);
  const conversation = await replayAt(at, () => startConversation(db, from, to.profileId));
  const message = await replayAt(at, () => sendAs(db, from, conversation.id, text));
  return { id: conversation.id, messageIds: [message.id] };
}

/**
 * Creators the demo owner may talk with: public, not blocked either way, not a demo owner. The
 * networkplace seeder made them; chat only reads who they are.
 */
async function candidatesFor(db: Db, owner: NetworkplaceMember, excludedUserIds: number[]) {
  const members = await membersByIds(db, await publicProfileIds(db, excludedUserIds, 40));
  const relations = await relationsWith(db, owner.profileId, [...members.keys()]);
  return [...members.values()].flatMap((member) => {
    const relation = relations.get(member.profileId);
    return relation && !relation.isBlocked
      ? [{ member, likedByOwner: relation.likedByMe, likesOwner: relation.likesMe }]
      : [];
  });
}

/**
 * Conversations of the demo owners (after the networkplace seeder): owner@musik.demo has open ones
 * with history and unread messages, an introduction sent and one received (both waiting), one
 * expired and one staff closed after its report; it talks with owner@timur.demo too, and the other
 * owners have an open conversation with unread messages. Owners without a profile are skipped.
 */
export async function seedChat(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  const main = await memberOfUser(db, ALL_COMPANIES, seed.userId(MAIN_OWNER));
  if (!main) return;
  const owners = await Promise.all(OTHER_OWNERS.map((email) => memberOfUser(db, ALL_COMPANIES, seed.userId(email))));
  const ownerUserIds = [MAIN_OWNER, ...OTHER_OWNERS].map((email) => seed.userId(email));
  const candidates = await candidatesFor(db, main, ownerUserIds);
  const take = (fits: (candidate: (typeof candidates)[number]) => boolean) => {
    const index = candidates.findIndex(fits);
    return index < 0 ? undefined : candidates.splice(index, 1)[0]?.member;
  };
  const seeding = { db, now };

  for (const { lines, readUpTo } of OPEN_CONVERSATIONS) {
    const other = take(() => true);
    if (!other) break;
    const { id, messageIds } = await writeConversation(seeding, main, other, lines);
    const readTo = messageIds[readUpTo - 1];
    const readAt = lines[readUpTo - 1];
    if (readTo !== undefined && readAt)
      await replayAt(hoursBefore(now, readAt.hoursAgo - 0.5), () => markReadAs(db, main, id, readTo));
  }

  // Introductions wait for an answer only while the other side has not liked back.
  const sentTo = take((candidate) => !candidate.likesOwner);
  if (sentTo)
    await writeIntroduction(
      seeding,
      main,
      sentTo,
      hoursBefore(now, SENT_INTRODUCTION.hoursAgo),
      SENT_INTRODUCTION.text,
    );
  const receivedFrom = take((candidate) => !candidate.likedByOwner);
  if (receivedFrom)
    await writeIntroduction(
      seeding,
      receivedFrom,
      main,
      hoursBefore(now, RECEIVED_INTRODUCTION.hoursAgo),
      RECEIVED_INTRODUCTION.text,
    );
  const expiredTo = take((candidate) => !candidate.likesOwner);
  if (expiredTo)
    await writeIntroduction(
      seeding,
      main,
      expiredTo,
      new Date(now.getTime() - EXPIRED_INTRODUCTION.daysAgo * DAY_MS),
      EXPIRED_INTRODUCTION.text,
    );

  const scammer = take(() => true);
  if (scammer) {
    const { id, messageIds } = await writeConversation(seeding, main, scammer, CLOSED_CONVERSATION);
    const reported = messageIds.at(-1) as number;
    const closedAt = hoursBefore(now, (CLOSED_CONVERSATION.at(-1)?.hoursAgo ?? 0) - 20);
    await replayAt(hoursBefore(now, (CLOSED_CONVERSATION.at(-1)?.hoursAgo ?? 0) - 1), () =>
      fileMessageReport(db, {
        reporterProfileId: main.profileId,
        reportedProfileId: scammer.profileId,
        conversationId: id,
        messageId: reported,
        messageText: CLOSED_CONVERSATION.at(-1)?.text ?? '',
        reason: 'scam',
        note: 'Meminta transfer uang untuk menaikkan stream.',
      }),
    );
    await replayAt(closedAt, () => closeConversationByStaff(db, seed.userId('staff@irama.demo'), id));
  }

  const spammer = take((candidate) => !candidate.likedByOwner);
  if (spammer) {
    const at = hoursBefore(now, REPORTED_INTRODUCTION.hoursAgo);
    const { id, messageIds } = await writeIntroduction(seeding, spammer, main, at, REPORTED_INTRODUCTION.text);
    await replayAt(hoursBefore(now, REPORTED_INTRODUCTION.hoursAgo - 2), () =>
      fileMessageReport(db, {
        reporterProfileId: main.profileId,
        reportedProfileId: spammer.profileId,
        conversationId: id,
        messageId: messageIds[0] as number,
        messageText: REPORTED_INTRODUCTION.text,
        reason: 'spam',
        note: REPORTED_INTRODUCTION.note,
      }),
    );
  }

  const [timur, indie] = owners;
  if (timur && !(await isBlockedEitherWay(db, main.profileId, timur.profileId)))
    await writeConversation(seeding, main, timur, BETWEEN_OWNERS);
  const lines = OPEN_CONVERSATIONS[2]?.lines ?? [];
  for (const owner of [timur, indie]) {
    if (!owner) continue;
    for (const [index, { member }] of candidates.entries()) {
      if (await isBlockedEitherWay(db, owner.profileId, member.profileId)) continue;
      candidates.splice(index, 1);
      await writeConversation(seeding, owner, member, lines);
      break;
    }
  }
}
