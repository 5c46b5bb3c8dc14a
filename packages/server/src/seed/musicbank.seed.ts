import { Readable } from 'node:stream';
import { MUSICBANK_LIMITS, MusicbankItemInputSchema, todayInWib } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { currentTime, replayAt } from '../lib/clock.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { dspCredits } from '../modules/balance/money.repository.ts';
import {
  acceptRequest,
  cancelRequest,
  createItem,
  createMusicbankDeps,
  createRequest,
  declineRequest,
  type MusicbankDeps,
  payRequest,
  type RequestActor,
  sweepExpiredRequests,
  uploadDemo,
} from '../modules/musicbank/index.ts';
import { quotePaylater } from '../modules/paylater/index.ts';
import { setSwitch } from '../modules/switches/index.ts';
import { demoActorOf } from './demo-accounts.ts';
import { DEMO_BANK_SONGS, DEMO_REQUESTS, type DemoRequest, termsOf } from './musicbank.seed-data.ts';
import { demoRecording } from './musicbank.seed-media.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_EMAIL = 'staff@irama.demo';
/** Staff add the songs this many days before the first request, and switch the bank on two days later. */
const LISTED_BEFORE_DAYS = 5;
const SWITCHED_ON_BEFORE_DAYS = 3;
/** A partner moved to pay with paylater by a publish pays this many days after it. */
const PAYLATER_AFTER_CREDIT_DAYS = 6;

/** One moment of the bank's history, replayed through the service that made it happen. */
type Step = { at: Date; run: () => Promise<unknown> };

/** When the company's DSP credits were published, oldest first. */
async function creditMoments(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('created_at')
    .distinct()
    .where('company_id', '=', companyId)
    .where(dspCredits)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => Date.parse(row.created_at));
}

/**
 * How many days later than written a request's story happens: a paylater is paid on the first day
 * from the written one that its quote allows, a few days after a publish, so that a smaller demo
 * world (fewer months of credits, so a lower limit) tells the same story a little later.
 */
async function delayOf(db: Db, request: DemoRequest, actor: RequestActor, now: Date): Promise<number> {
  const { outcome } = request;
  if (outcome.status !== 'paid' || outcome.method !== 'paylater') return 0;
  const written = now.getTime() - outcome.paidDaysAgo * DAY_MS;
  const moments = (await creditMoments(db, actor.company.id)).map((at) => at + PAYLATER_AFTER_CREDIT_DAYS * DAY_MS);
  for (const candidate of [written, ...moments.filter((at) => at > written)]) {
    const delay = Math.ceil((candidate - written) / DAY_MS);
    const at = new Date(written + delay * DAY_MS);
    // The fee is fitted to the limit when staff accept (`feeWithinPaylater`): it needs credits, not a given limit.
    const quote = await quotePaylater(db, actor.company.id, { id: 0, feeIdr: 0, isPayable: true }, at);
    if (quote.is_eligible && at < now) return delay;
  }
  throw new Error(`seed: ${request.email} has too few credits to pay for ${request.title} with paylater`);
}

/**
 * The final fee of the song the demo pays with paylater: the listed fee, lowered by staff to what the
 * partner's paylater allowed that day when a smaller demo world (fewer months of credits) gives it a
 * lower limit, so the story is the same in every world.
 */
async function feeWithinPaylater(db: Db, partner: RequestActor, listedFee: number): Promise<number> {
  const quote = await quotePaylater(db, partner.company.id, { id: 0, feeIdr: 0, isPayable: true }, currentTime());
  const step = 50_000;
  // Four fifths of what is available, less the service charge (5 %): integer arithmetic only.
  return Math.min(listedFee, Math.floor((quote.available_idr * 80) / 105 / step) * step);
}

/** Staff list every song with its demo recording, all on the same day. */
async function listSongs(deps: MusicbankDeps, at: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await replayAt(at, async () => {
    for (const [index, song] of DEMO_BANK_SONGS.entries()) {
      const item = await createItem(
        deps,
        MusicbankItemInputSchema.parse({
          title: song.title,
          writers: song.writers,
          genre: song.genre,
          mood: song.mood,
          language: song.language,
          lyrics: song.lyrics,
          terms: termsOf(song),
          fee_idr: song.feeIdr,
          is_exclusive: song.isExclusive ?? false,
          is_listed: !song.isUnlisted,
        }),
      );
      const bytes = demoRecording(index, song.genre, song.mood);
      await uploadDemo(deps, item.id, async () => ({ stream: Readable.from(bytes), filename: 'demo.wav' }));
      ids.set(song.title, item.id);
    }
  });
  return ids;
}

/** The steps of one request's life, from the partner's ask to where the story leaves it. */
function stepsOf(
  deps: MusicbankDeps,
  request: DemoRequest,
  actors: { partner: RequestActor; staff: { userId: number } },
  at: (daysAgo: number) => Date,
  itemId: number,
): Step[] {
  const { partner, staff } = actors;
  const song = DEMO_BANK_SONGS.find((candidate) => candidate.title === request.title);
  if (!song) throw new Error(`seed: no demo song ${request.title}`);
  let id = 0;
  const requestedAt = at(request.requestedDaysAgo);
  const steps: Step[] = [
    {
      at: requestedAt,
      run: async () => {
        const created = await createRequest(deps, partner, {
          item_id: itemId,
          intended_release: todayInWib(new Date(requestedAt.getTime() + request.releaseInDays * DAY_MS)),
          message: request.message,
        });
        id = created.id;
      },
    },
  ];
  const accept = (daysAgo: number, feeOf: () => Promise<number> = async () => song.feeIdr) =>
    steps.push({
      at: at(daysAgo),
      run: async () => acceptRequest(deps, staff, id, { fee_idr: await feeOf(), terms: termsOf(song) }),
    });
  const { outcome } = request;
  switch (outcome.status) {
    case 'on_request':
      break;
    case 'need_action':
      accept(outcome.acceptedDaysAgo, async () => outcome.feeIdr ?? song.feeIdr);
      break;
    case 'declined':
      steps.push({
        at: at(outcome.decidedDaysAgo),
        run: () => declineRequest(deps, staff, id, { reason: outcome.reason }),
      });
      break;
    case 'expired': {
      accept(outcome.acceptedDaysAgo);
      // The sweep runs at the very moment the pay-by passes, so the notice is dated then.
      const payBy = new Date(at(outcome.acceptedDaysAgo).getTime() + MUSICBANK_LIMITS.payWithinDays * DAY_MS);
      steps.push({ at: payBy, run: () => sweepExpiredRequests(deps.db, payBy) });
      break;
    }
    case 'cancelled':
      if (outcome.acceptedDaysAgo !== undefined) accept(outcome.acceptedDaysAgo);
      steps.push({ at: at(outcome.cancelledDaysAgo), run: () => cancelRequest(deps, partner, id) });
      break;
    case 'paid': {
      accept(
        outcome.acceptedDaysAgo,
        outcome.method === 'paylater' ? () => feeWithinPaylater(deps.db, partner, song.feeIdr) : undefined,
      );
      const paidAt = at(outcome.paidDaysAgo);
      steps.push({
        at: paidAt,
        run: async () => {
          const key = `demo-musicbank-${id}`;
          const paid = await payRequest(
            deps,
            partner,
            { request_id: id, method: outcome.method },
            { key, requestId: 'seed' },
          );
          if ('refused' in paid) throw new Error(`seed: paying for ${request.title} refused: ${paid.refused.code}`);
        },
      });
      break;
    }
  }
  return steps;
}

/**
 * The Music Bank, after the reports and the balance: staff listed three dozen songs with generated
 * demo recordings and switched the bank and paylater on, then the demo partners' requests happened
 * (DEMO_REQUESTS) through the services partners and staff use, each on its day (`replayAt`), so the
 * dates and the bell tell the story: owner@musik.demo has a request in every state, paid one with its
 * balance (an exclusive licence, which declined another company's request) and one with paylater.
 */
export async function seedMusicbank(db: Db, storage: ObjectStorage, now = new Date()): Promise<void> {
  // The seed signs no link anyone follows: the app signs its own when it serves the songs.
  const deps = createMusicbankDeps({ db, storage, apiBase: '' });
  const staffRow = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', STAFF_EMAIL)
    .executeTakeFirstOrThrow();
  const staff = { userId: staffRow.id };
  const firstAsked = Math.max(...DEMO_REQUESTS.map((request) => request.requestedDaysAgo));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const ids = await listSongs(deps, daysAgo(firstAsked + LISTED_BEFORE_DAYS));
  await replayAt(daysAgo(firstAsked + SWITCHED_ON_BEFORE_DAYS), async () => {
    const actor = { userId: staffRow.id, distributorId: staffRow.company_id };
    await setSwitch(db, actor, 'musicbank', true);
    await setSwitch(db, actor, 'paylater', true);
  });

  const steps: Step[] = [];
  for (const request of DEMO_REQUESTS) {
    const partner = await demoActorOf(db, request.email);
    const delay = await delayOf(db, request, partner, now);
    const at = (days: number) => daysAgo(days - delay);
    steps.push(...stepsOf(deps, request, { partner, staff }, at, ids.get(request.title) ?? 0));
  }
  // In the order they happened: each service sees the bank as it was then, expiries included.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await replayAt(step.at, step.run);
}
