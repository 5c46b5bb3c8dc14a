import { MIN_WITHDRAWAL_IDR, type UserRole } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { type BalanceDeps, confirmWithdrawal, type MoneyActor } from '../modules/balance/balance.service.ts';
import { dspCredits, dspFigures } from '../modules/balance/money.repository.ts';
import {
  payWithdrawal,
  placeHold,
  rejectWithdrawal,
  releaseHoldOf,
} from '../modules/balance/ops-withdrawals.service.ts';
import { markNoticesRead, NOTIFICATION_CATEGORY } from '../modules/notifications/notifications.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (iso: string) => () => new Date(iso);

/** The user of `email` as the balance's services take it, with their company. */
async function actorOf(db: Db, email: string): Promise<MoneyActor> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'company_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { user: { id: row.id, role: row.role as UserRole }, company: { id: row.company_id } };
}

/** The DSP income of each published period of a company, oldest first. */
async function periodCredits(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['period', (eb) => eb.fn.sum<number>('amount_idr').as('n')])
    .where('company_id', '=', companyId)
    .where(dspCredits)
    .groupBy('period')
    .orderBy('period')
    .execute();
  return rows.map((row) => ({ period: row.period, amount: Number(row.n) }));
}

/** The 5th of the month after `period`, 09:00 WIB (a week ago at the latest): when the demo partners withdraw a month's income. */
const requestDay = (period: string, now: Date) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Math.min(Date.UTC(year, month, 5, 2, 0, 0), now.getTime() - 7 * DAY_MS));
};

/** A withdrawal requested at `requestedAt` and paid the next morning, through the same services the API uses. */
async function paidWithdrawal(db: Db, owner: MoneyActor, staff: MoneyActor, amount: number, requestedAt: Date) {
  const key = `demo-${owner.company.id}-${requestedAt.toISOString()}`;
  const answer = await confirmWithdrawal({ db, now: () => requestedAt }, owner, { amount, key, requestId: 'seed' });
  if (!('created' in answer)) throw new Error(`seed: withdrawal refused: ${answer.problem.code}`);
  const paidAt = new Date(requestedAt.getTime() + 20 * 60 * 60 * 1000);
  const { reference } = answer.created.data;
  const id = await withdrawalId(db, reference);
  const code = `TRF${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(4, '0')}`;
  await payWithdrawal({ db, now: () => paidAt }, staff, id, code);
}

async function withdrawalId(db: Db, reference: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function request(deps: BalanceDeps, owner: MoneyActor, amount: number, key: string) {
  const answer = await confirmWithdrawal(deps, owner, { amount, key, requestId: 'seed' });
  if (!('created' in answer)) throw new Error(`seed: withdrawal refused: ${answer.problem.code}`);
  return withdrawalId(deps.db, answer.created.data.reference);
}

/**
 * The DSP balance of the demo, after the reports are published, through the balance's own services
 * (so every row has its audit line and the ledger invariant holds): owner@musik.demo withdrew most
 * of each month's income and was paid the next day, had one withdrawal rejected, has two waiting
 * (one past its 24 hours), one active hold and one released; owner@indie.demo withdrew nearly all,
 * so what is left is below the minimum.
 */
export async function seedBalance(db: Db, now = new Date()): Promise<void> {
  const startedAt = new Date().toISOString();
  const staff = await actorOf(db, 'staff@irama.demo');
  const musik = await actorOf(db, 'owner@musik.demo');
  const indie = await actorOf(db, 'owner@indie.demo');

  const musikMonths = await periodCredits(db, musik.company.id);
  // Every month but the last two was withdrawn at 70%, rounded down to the thousand.
  for (const { period, amount } of musikMonths.slice(0, -2)) {
    await paidWithdrawal(db, musik, staff, Math.floor((amount * 0.7) / 1_000) * 1_000, requestDay(period, now));
  }
  const rejectedMonth = musikMonths.at(-2);
  if (rejectedMonth) {
    const requestedAt = requestDay(rejectedMonth.period, now);
    const id = await request({ db, now: () => requestedAt }, musik, 2_500_000, `demo-rejected-${musik.company.id}`);
    await rejectWithdrawal(
      { db, now: () => new Date(requestedAt.getTime() + 6 * 60 * 60 * 1000) },
      staff,
      id,
      'Nama pemilik rekening tidak sesuai dengan data bank. Perbarui data bank perusahaan lalu ajukan lagi.',
    );
  }

  // Indie: paid withdrawals of all but IDR 98,500 of its income, over its last three months.
  const indieMonths = (await periodCredits(db, indie.company.id)).slice(-3);
  const toWithdraw = (await dspFigures(db, indie.company.id)).available - (MIN_WITHDRAWAL_IDR - 51_500);
  let left = toWithdraw;
  for (const [index, { period }] of indieMonths.entries()) {
    const amount =
      index === indieMonths.length - 1 ? left : Math.floor(toWithdraw / indieMonths.length / 1_000) * 1_000;
    await paidWithdrawal(db, indie, staff, amount, requestDay(period, now));
    left -= amount;
  }
  // The history above was read long ago; what follows is new to the owners.
  await markNoticesRead(db, NOTIFICATION_CATEGORY.finance, startedAt);

  const [track, disputed] = await db
    .selectFrom('tracks')
    .select(['isrc'])
    .where('company_id', '=', musik.company.id)
    .where('isrc', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const lastPeriod = musikMonths.at(-1)?.period;
  const released = await placeHold({ db, now: at(new Date(now.getTime() - 40 * DAY_MS).toISOString()) }, staff, {
    company_id: musik.company.id,
    amount_idr: 850_000,
    reason: 'rights_dispute',
    note: 'Klaim hak cipta dari pihak ketiga atas lagu ini di Deezer sedang diperiksa.',
    isrc: disputed?.isrc ?? undefined,
    store: 'Deezer',
  });
  await releaseHoldOf(
    { db, now: at(new Date(now.getTime() - 33 * DAY_MS).toISOString()) },
    staff,
    released.id,
    'Klaim ditarik oleh pengklaim; dana tersedia kembali.',
  );
  await placeHold({ db, now: at(new Date(now.getTime() - 3 * DAY_MS).toISOString()) }, staff, {
    company_id: musik.company.id,
    amount_idr: 1_250_000,
    reason: 'artificial_streams',
    note: 'Lonjakan stream dari sedikit akun dalam satu hari; ditahan sampai Spotify selesai memeriksa.',
    isrc: track?.isrc ?? undefined,
    store: 'Spotify',
    ...(lastPeriod ? { periode: lastPeriod } : {}),
  });

  // Two waiting: one past its 24 hours (overdue on the staff list), one asked for this morning.
  await request({ db, now: at(new Date(now.getTime() - 2 * DAY_MS).toISOString()) }, musik, 3_000_000, 'demo-overdue');
  await request(
    { db, now: at(new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString()) },
    musik,
    1_500_000,
    'demo-today',
  );
}
