import { MIN_WITHDRAWAL_IDR } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { companyScope } from '../db/scope.ts';
import { songOf } from '../demo/model.ts';
import { replayAt } from '../lib/clock.ts';
import type { BalanceDeps, MoneyActor } from '../modules/balance/balance.service.ts';
import { placeHold, releaseHoldOf } from '../modules/balance/holds-ops.service.ts';
import { dspCredits, dspFigures } from '../modules/balance/money.repository.ts';
import { confirmWithdrawal } from '../modules/balance/withdrawals.service.ts';
import { payWithdrawal, rejectWithdrawal } from '../modules/balance/withdrawals-ops.service.ts';
import { demoActorOf } from './demo-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The balance's services as they ran at `time`: their clock and every row they stamp say then. */
const at = <T>(time: Date, work: (deps: BalanceDeps) => Promise<T>, db: Db): Promise<T> =>
  replayAt(time, () => work({ db, now: () => time }));

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

/**
 * The 15th of the month after `period`, 09:00 WIB (a week ago at the latest): when the demo partners
 * withdraw a month's income, a few days after it was published on the 12th.
 */
const requestDay = (period: string, now: Date) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Math.min(Date.UTC(year, month, 15, 2, 0, 0), now.getTime() - 7 * DAY_MS));
};

/** A withdrawal requested at `requestedAt` and paid the next morning, through the same services the API uses. */
async function paidWithdrawal(db: Db, owner: MoneyActor, staff: MoneyActor, amount: number, requestedAt: Date) {
  const key = `demo-${owner.company.id}-${requestedAt.toISOString()}`;
  const answer = await at(
    requestedAt,
    (deps) => confirmWithdrawal(deps, owner, { amount, key, requestId: 'seed' }),
    db,
  );
  if (!('done' in answer)) throw new Error(`seed: withdrawal refused: ${answer.refused.code}`);
  const paidAt = new Date(requestedAt.getTime() + 20 * 60 * 60 * 1000);
  const { reference } = answer.done.data;
  const id = await withdrawalId(db, reference);
  const code = `TRF${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(4, '0')}`;
  await at(paidAt, (deps) => payWithdrawal(deps, staff, id, code), db);
}

async function withdrawalId(db: Db, reference: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function request(db: Db, time: Date, owner: MoneyActor, amount: number, key: string) {
  const answer = await at(time, (deps) => confirmWithdrawal(deps, owner, { amount, key, requestId: 'seed' }), db);
  if (!('done' in answer)) throw new Error(`seed: withdrawal refused: ${answer.refused.code}`);
  return withdrawalId(db, answer.done.data.reference);
}

/**
 * The DSP balance of the demo, after the reports are published, through the balance's own services
 * (so every row has its audit line and the ledger invariant holds): owner@musik.demo withdrew most
 * of each month's income and was paid the next day, had one withdrawal rejected, has two waiting
 * (one past its 24 hours), one active hold and one released; owner@indie.demo withdrew nearly all,
 * so what is left is below the minimum.
 */
export async function seedBalance(db: Db, now = new Date()): Promise<void> {
  const staff = await demoActorOf(db, 'staff@irama.demo');
  const musik = await demoActorOf(db, 'owner@musik.demo');
  const indie = await demoActorOf(db, 'owner@indie.demo');

  const musikMonths = await periodCredits(db, musik.company.id);
  // Every month but the last two was withdrawn at 70%, rounded down to the thousand.
  for (const { period, amount } of musikMonths.slice(0, -2)) {
    await paidWithdrawal(db, musik, staff, Math.floor((amount * 0.7) / 1_000) * 1_000, requestDay(period, now));
  }
  const rejectedMonth = musikMonths.at(-2);
  if (rejectedMonth) {
    const requestedAt = requestDay(rejectedMonth.period, now);
    const id = await request(db, requestedAt, musik, 2_500_000, `demo-rejected-${musik.company.id}`);
    await at(
      new Date(requestedAt.getTime() + 6 * 60 * 60 * 1000),
      (deps) =>
        rejectWithdrawal(
          deps,
          staff,
          id,
          'Nama pemilik rekening tidak sesuai dengan data bank. Perbarui data bank perusahaan lalu ajukan lagi.',
        ),
      db,
    );
  }

  // Indie: paid withdrawals of all but IDR 98,500 of its income, over its last three months.
  const indieMonths = (await periodCredits(db, indie.company.id)).slice(-3);
  const toWithdraw = (await dspFigures(db, companyScope(indie.company.id))).available - (MIN_WITHDRAWAL_IDR - 51_500);
  let left = toWithdraw;
  for (const [index, { period }] of indieMonths.entries()) {
    const amount =
      index === indieMonths.length - 1 ? left : Math.floor(toWithdraw / indieMonths.length / 1_000) * 1_000;
    await paidWithdrawal(db, indie, staff, amount, requestDay(period, now));
    left -= amount;
  }
  // Holds are on songs the model has on the stores they name.
  const disputed = songOf('musik', 'Bengawan');
  const spiking = songOf('musik', 'Sungai Kecil');
  const lastPeriod = musikMonths.at(-1)?.period;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const released = await at(
    daysAgo(40),
    (deps) =>
      placeHold(deps, staff, {
        company_id: musik.company.id,
        amount_idr: 850_000,
        reason: 'rights_dispute',
        note: 'Klaim hak cipta dari pihak ketiga atas lagu ini di Deezer sedang diperiksa.',
        isrc: disputed.isrc,
        store: 'Deezer',
      }),
    db,
  );
  await at(
    daysAgo(33),
    (deps) => releaseHoldOf(deps, staff, released.id, 'Klaim ditarik oleh pengklaim; dana tersedia kembali.'),
    db,
  );
  await at(
    daysAgo(3),
    (deps) =>
      placeHold(deps, staff, {
        company_id: musik.company.id,
        amount_idr: 1_250_000,
        reason: 'artificial_streams',
        note: 'Lonjakan stream dari sedikit akun dalam satu hari; ditahan sampai Spotify selesai memeriksa.',
        isrc: spiking.isrc,
        store: 'Spotify',
        ...(lastPeriod ? { periode: lastPeriod } : {}),
      }),
    db,
  );

  // Two waiting: one past its 24 hours (overdue on the staff list), one asked for this morning.
  await request(db, daysAgo(2), musik, 3_000_000, 'demo-overdue');
  await request(db, new Date(now.getTime() - 2 * 60 * 60 * 1000), musik, 1_500_000, 'demo-today');
}
