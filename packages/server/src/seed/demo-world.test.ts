import { NOTICE_MESSAGES, type NoticeMessage, type NoticeSubject } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { DEMO_COMPANIES, songsOf } from '../demo/model.ts';

/**
 * A small demo world (the model's companies with five months of reports, their payments, withdrawals and
 * holds), read the way a partner's screens read it: every notice, song and date must tell one story.
 */
const { t, world } = useDemoWorld();

type StoredNotice = {
  id: number;
  company_id: number;
  user_id: number | null;
  created_at: string;
  message?: NoticeMessage;
  subject?: NoticeSubject;
};

async function notices(): Promise<StoredNotice[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['id', 'company_id', 'user_id', 'created_at', 'additional_data'])
    .execute();
  return rows.map((row) => ({ ...row, ...JSON.parse(String(row.additional_data)) }));
}

const MODEL_SONGS = new Set(DEMO_COMPANIES.flatMap((company) => songsOf(company).map((song) => song.title)));
const sameTime = (a: string | null | undefined, b: string | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && Date.parse(a) === Date.parse(b);

describe('the demo world', () => {
  it('leaves every notice by the event it tells of, in the state it tells, at the time it happened', async () => {
    const all = await notices();
    expect(all.length).toBeGreaterThan(20);
    const problems: string[] = [];
    const fail = (notice: StoredNotice, why: string) => problems.push(`${notice.message?.key} #${notice.id}: ${why}`);
    for (const notice of all) {
      const { message, subject } = notice;
      if (!message || !subject) {
        fail(notice, 'has no message or subject');
        continue;
      }
      const values = message.values;
      switch (subject.type) {
        case 'ledger_entry': {
          const entry = await t.db
            .selectFrom('ledger_entries')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!entry || entry.company_id !== notice.company_id) fail(notice, 'its ledger entry is missing');
          else if (entry.period !== values.period) fail(notice, `names ${values.period}, the entry ${entry.period}`);
          else if (!sameTime(entry.created_at, notice.created_at)) fail(notice, 'is not dated with its entry');
          else if (message.key === NOTICE_MESSAGES.reportPublished && entry.source !== values.source)
            fail(notice, `names ${values.source}, the entry ${entry.source}`);
          else if (message.key === NOTICE_MESSAGES.youtubePaid && !entry.kind.endsWith('payout'))
            fail(notice, 'says paid, the entry is no payout');
          break;
        }
        case 'release_event': {
          const event = await t.db
            .selectFrom('release_events')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!event || event.to_status !== values.status)
            fail(notice, `says ${values.status}, the event ${event?.to_status}`);
          else if (!sameTime(event.created_at, notice.created_at)) fail(notice, 'is not dated with its event');
          break;
        }
        case 'youtube_payment': {
          const payment = await t.db
            .selectFrom('youtube_payments')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!payment || payment.tax_deadline !== values.deadline) fail(notice, 'names another deadline');
          else if (payment.tax_deadline < notice.created_at.slice(0, 10)) fail(notice, 'announces a passed deadline');
          break;
        }
        case 'withdrawal': {
          const row = await t.db.selectFrom('withdrawals').selectAll().where('id', '=', subject.id).executeTakeFirst();
          const status = { [NOTICE_MESSAGES.withdrawalPaid]: 'paid', [NOTICE_MESSAGES.withdrawalRejected]: 'rejected' }[
            message.key
          ];
          if (!row || row.reference !== values.reference) fail(notice, 'its withdrawal is missing');
          else if (status && row.status !== status) fail(notice, `says ${status}, the withdrawal is ${row.status}`);
          break;
        }
        case 'hold': {
          const hold = await t.db
            .selectFrom('balance_holds')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!hold) fail(notice, 'its hold is missing');
          else if (message.key === NOTICE_MESSAGES.holdReleased && !sameTime(hold.released_at, notice.created_at))
            fail(notice, 'is not dated with the release');
          break;
        }
        case 'support_message': {
          const reply = await t.db
            .selectFrom('support_messages')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!reply?.is_staff || String(reply.ticket_id) !== values.ticketId) fail(notice, 'its reply is missing');
          break;
        }
        case 'chat_message': {
          const row = await t.db
            .selectFrom('chat_messages')
            .innerJoin('networkplace_profiles as sender', 'sender.id', 'chat_messages.sender_profile_id')
            .select(['chat_messages.created_at', 'sender.display_name', 'sender.user_id'])
            .where('chat_messages.id', '=', subject.id)
            .executeTakeFirst();
          if (!row || row.display_name !== values.name) fail(notice, 'its message is missing or from another sender');
          else if (row.user_id === notice.user_id) fail(notice, 'tells the sender of their own message');
          else if (!sameTime(row.created_at, notice.created_at)) fail(notice, 'is not dated with its message');
          break;
        }
        case 'networkplace_report': {
          const report = await t.db
            .selectFrom('networkplace_reports')
            .innerJoin('networkplace_profiles as reporter', 'reporter.id', 'networkplace_reports.reporter_profile_id')
            .select(['networkplace_reports.status', 'networkplace_reports.action', 'networkplace_reports.resolved_at'])
            .select('reporter.user_id')
            .where('networkplace_reports.id', '=', subject.id)
            .executeTakeFirst();
          if (!report || report.user_id !== notice.user_id) fail(notice, 'its report is missing or not the reader’s');
          else if (report.status !== 'resolved' || report.action !== values.action)
            fail(notice, `says ${values.action}, the report is ${report.status} (${report.action})`);
          else if (!sameTime(report.resolved_at, notice.created_at)) fail(notice, 'is not dated with the decision');
          break;
        }
        case 'musicbank_request': {
          const request = await t.db
            .selectFrom('musicbank_requests')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          const momentOf: Record<string, string | null | undefined> = {
            on_request: request?.created_at,
            need_action: request?.decided_at,
            declined: request?.decided_at,
            paid: request?.paid_at,
            expired: request?.closed_at,
            cancelled: request?.closed_at,
          };
          if (!request || request.company_id !== notice.company_id || request.reference !== values.reference)
            fail(notice, 'its request is missing or another company’s');
          else if (!sameTime(momentOf[String(values.status)], notice.created_at))
            fail(notice, `is not dated with its request becoming ${values.status}`);
          break;
        }
        case 'paylater_transaction': {
          const line = await t.db
            .selectFrom('paylater_transactions')
            .selectAll()
            .where('id', '=', subject.id)
            .executeTakeFirst();
          if (!line || line.company_id !== notice.company_id || line.kind !== 'repayment')
            fail(notice, 'its repayment is missing or another company’s');
          else if (line.credit_period !== values.period)
            fail(notice, `names ${values.period}, the credit ${line.credit_period}`);
          else if (!sameTime(line.created_at, notice.created_at)) fail(notice, 'is not dated with its repayment');
          break;
        }
        default:
          fail(notice, `links to a ${subject.type}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('dates no notice after now, and leaves unread only what is recent', async () => {
    const all = await t.db.selectFrom('notifications').select(['created_at', 'is_read']).execute();
    const now = Date.now();
    expect(all.filter((row) => Date.parse(row.created_at) > now)).toEqual([]);
    const weekAgo = world.seededAt.getTime() - 7 * 86_400_000;
    expect(all.filter((row) => !row.is_read && Date.parse(row.created_at) < weekAgo)).toEqual([]);
  });

  it('names only songs of the model in the catalogue, the releases, the holds and the tickets', async () => {
    const tracks = await t.db.selectFrom('tracks').select('title').execute();
    expect(tracks.filter((track) => !MODEL_SONGS.has(track.title ?? ''))).toEqual([]);
    // The assets the reports taught the catalogue (IRM- and UGC- custom ids) are the model's songs and uploads.
    const assets = await t.db
      .selectFrom('youtube_assets')
      .select(['title', 'artist', 'custom_id'])
      .where((eb) => eb.or([eb('custom_id', 'like', 'IRM-%'), eb('custom_id', 'like', 'UGC-%')]))
      .execute();
    expect(assets.length).toBeGreaterThan(10);
    const artistOf = new Map(DEMO_COMPANIES.flatMap((c) => songsOf(c).map((song) => [song.title, song.artist])));
    expect(assets.filter((asset) => artistOf.get(asset.title ?? '') !== asset.artist)).toEqual([]);
    // The generated older catalogue never borrows a model song's title.
    const generated = await t.db
      .selectFrom('youtube_assets')
      .select('title')
      .where('custom_id', 'not like', 'IRM-%')
      .where('custom_id', 'not like', 'UGC-%')
      .execute();
    expect(generated.filter((asset) => MODEL_SONGS.has((asset.title ?? '').replace(/ \(.*\)$/, '')))).toEqual([]);
    // Every title any report or analytics feed credits a company with is one of the model's songs or uploads.
    const keys = new Set([
      ...DEMO_COMPANIES.flatMap((company) => songsOf(company).map((song) => song.isrc)),
      ...(
        await t.db
          .selectFrom('youtube_assets')
          .select('asset_id')
          .where((eb) => eb.or([eb('custom_id', 'like', 'IRM-%'), eb('custom_id', 'like', 'UGC-%')]))
          .execute()
      ).map((asset) => asset.asset_id),
    ]);
    const credited = [
      ...(await t.db.selectFrom('revenue_rollups').select('item_key').where('grain', '=', 'item').distinct().execute()),
      ...(await t.db
        .selectFrom('analytics_rollups')
        .select('item_key')
        .where('feed', '!=', 'channel')
        .distinct()
        .execute()),
    ];
    expect(credited.filter((row) => !keys.has(row.item_key))).toEqual([]);
    const holds = await t.db.selectFrom('balance_holds').select('track_title').execute();
    expect(holds.filter((hold) => !MODEL_SONGS.has(hold.track_title ?? ''))).toEqual([]);
    const messages = await t.db.selectFrom('support_messages').select('message').execute();
    const tickets = await t.db.selectFrom('support_tickets').select('subject').execute();
    const quoted = [...messages.map((m) => m.message), ...tickets.map((t) => t.subject)].flatMap((text) =>
      [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    const releases = new Set(DEMO_COMPANIES.flatMap((c) => c.releases.map((release) => release.title)));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((title) => !MODEL_SONGS.has(title) && !releases.has(title))).toEqual([]);
  });

  it('holds money only on live songs of the company, on a store they are live on', async () => {
    const holds = await t.db.selectFrom('balance_holds').select(['isrc', 'store', 'company_id']).execute();
    const songs = DEMO_COMPANIES.flatMap(songsOf);
    for (const hold of holds) {
      const song = songs.find((s) => s.isrc === hold.isrc);
      expect([
        song?.release.status,
        song?.release.platforms.includes((hold.store ?? '').toLowerCase() as never),
      ]).toEqual(['success', true]);
    }
  });

  it('credits each period on the day it was published, and pays it after that', async () => {
    const credits = await t.db
      .selectFrom('ledger_entries')
      .select(['period', 'created_at', 'kind', 'source'])
      .where('kind', '=', 'credit')
      .execute();
    const periods = new Set(credits.map((credit) => credit.period));
    expect(periods.size).toBeGreaterThanOrEqual(4);
    for (const credit of credits) {
      const [year = 0, month = 0] = credit.period.split('-').map(Number);
      const publishDay = new Date(Math.min(Date.UTC(year, month, 12, 3), world.seededAt.getTime()));
      expect([credit.period, credit.created_at.slice(0, 10)]).toEqual([
        credit.period,
        publishDay.toISOString().slice(0, 10),
      ]);
    }
    const payments = await t.db.selectFrom('youtube_payments').select(['report_period', 'paid_at', 'kind']).execute();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      const published = credits
        .filter((credit) => credit.period === payment.report_period && credit.source === 'youtube')
        .map((credit) => credit.created_at);
      expect(published.every((at) => Date.parse(at) < Date.parse(payment.paid_at))).toBe(true);
    }
  });

  it('counts in the daily analytics at least the streams each store report pays for, and a little more', async () => {
    const analytics = await t.db
      .selectFrom('analytics_rollups')
      .select(['store', 'period', (eb) => eb.fn.sum<number>('views').as('streams')])
      .where('feed', '=', 'dsp')
      .where('breakdown', '=', 'total')
      .where('company_id', 'in', (eb) =>
        eb.selectFrom('users').select('company_id').where('email', '=', 'owner@musik.demo'),
      )
      .groupBy(['store', 'period'])
      .execute();
    const paid = await t.db
      .selectFrom('revenue_rollups')
      .select(['store', 'period', (eb) => eb.fn.sum<number>('units').as('units')])
      .where('grain', '=', 'item')
      .where('source', 'in', ['store', 'dsr'])
      .where('company_id', 'in', (eb) =>
        eb.selectFrom('users').select('company_id').where('email', '=', 'owner@musik.demo'),
      )
      .groupBy(['store', 'period'])
      .execute();
    let compared = 0;
    for (const row of paid) {
      const store = row.store.toLowerCase();
      const streams = Number(analytics.find((a) => a.store === store && a.period === row.period)?.streams ?? 0);
      if (streams === 0) continue;
      compared += 1;
      const ratio = Number(row.units) / streams;
      expect([row.store, row.period, ratio > 0.7 && ratio < 1]).toEqual([row.store, row.period, true]);
    }
    expect(compared).toBeGreaterThan(5);
  });
});
