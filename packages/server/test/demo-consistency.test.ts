import {
  type BalanceInfo,
  type Dashboard,
  DSP_UNPAID_REASONS,
  type DspInfo,
  type DspPaidStreams,
  type DspReport,
  type DspReportInfo,
  type DspTrends,
  type Hold,
  hasServiceFor,
  type IncomePeriod,
  type Me,
  type MusicbankRequest,
  NOTICE_MESSAGES,
  type Notification,
  PAGE_LIMIT_MAX,
  type Payment,
  type PaymentReport,
  type PaymentSummary,
  type PeriodFigure,
  type ProjectTable,
  type Recommendations,
  type ReleaseDetail,
  type ReleaseSummary,
  type ServiceName,
  storeKey,
  todayInWib,
  type Withdrawal,
  type YoutubeInfo,
  type YoutubeReport,
} from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, type DemoCompany } from '../src/demo/model.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { useDemoWorld } from './support/demo-world.ts';

/**
 * A small demo world read the way each demo company's owner reads it: through the calls the SPA makes,
 * with its headers. Whatever two screens both show (a period's revenue, a payment, a release's status, a
 * song's artist) must be the same on both, so a failure names the company, the two screens and both values.
 */
const { t } = useDemoWorld();

/** A demo owner signed in, and the screens' calls as that owner makes them. */
interface Partner {
  /** The YouTube reports are the partner's to read. */
  hasYoutube: boolean;
  /** The DSP reports are the partner's to read. */
  hasDsp: boolean;
  services: readonly ServiceName[];
  status(url: string): Promise<number>;
  read<T>(url: string): Promise<T>;
  /** Every row of a paged list, page by page as the SPA's lists read them. */
  everyRow<T>(url: string): Promise<T[]>;
}

const partners = new Map<string, Promise<Partner>>();

/** The company's owner, signed in once for the whole file. */
function partnerOf(company: DemoCompany): Promise<Partner> {
  const partner = partners.get(company.key) ?? signInAs(company.owner);
  partners.set(company.key, partner);
  return partner;
}

async function signInAs(email: string): Promise<Partner> {
  const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}` };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  // The test only reads, so each screen is fetched once however many comparisons use it.
  const answers = new Map<string, Promise<unknown>>();
  const fetchData = async (url: string) => {
    const response = await get(url);
    if (response.statusCode !== 200) throw new Error(`${email}: GET ${url} answered ${response.statusCode}`);
    return (response.json() as { data: unknown }).data;
  };
  const read = <T>(url: string): Promise<T> => {
    const answer = answers.get(url) ?? fetchData(url);
    answers.set(url, answer);
    return answer as Promise<T>;
  };
  const everyRow = async <T>(url: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const separator = url.includes('?') ? '&' : '?';
      const list = await read<{ results: T[]; total: number }>(
        `${url}${separator}page=${page}&limit=${PAGE_LIMIT_MAX}`,
      );
      rows.push(...list.results);
      if (list.results.length === 0 || rows.length >= list.total) return rows;
    }
  };
  const { company, permissions } = await read<Me>('/api/auth/me');
  // A report is the partner's when the company takes its service and has the report's feature key.
  return {
    hasYoutube: hasServiceFor(company.services, 'youtube') && permissions.assetreports === true,
    hasDsp: hasServiceFor(company.services, 'dsp') && permissions.dspreport === true,
    services: company.services,
    status: async (url) => (await get(url)).statusCode,
    read,
    everyRow,
  };
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
const byPeriod = <T extends { periode: string }>(rows: readonly T[], value: (row: T) => number) =>
  new Map(rows.map((row) => [row.periode, value(row)]));

/** Home's figure of the newest period and the one before it, against a report's figure of each. */
function expectHomeFigure(
  figure: PeriodFigure | null,
  report: Map<string, number>,
  newest: string | null,
  pair: string,
) {
  expect(figure?.period ?? null, `${pair}: newest period`).toBe(newest);
  if (!figure) return;
  expect(figure.value, `${pair} ${figure.period}`).toBe(report.get(figure.period));
  if (figure.previous_period) {
    expect(figure.previous_value, `${pair} ${figure.previous_period}`).toBe(report.get(figure.previous_period));
  }
}

type SummaryRow = NonNullable<Dashboard['summary']>['periods'][number];

/** Home's summary of each period, against a report's figure of it (a period the report lacks earned nothing). */
function expectHomeSummary(
  summary: readonly SummaryRow[],
  figure: (row: SummaryRow) => number | null,
  report: Map<string, number>,
  pair: string,
) {
  for (const row of summary) expect(figure(row), `${pair} ${row.periode}`).toBe(report.get(row.periode) ?? 0);
}

/** The published YouTube months as the YouTube report shows them (regular and adjustment reports together). */
async function youtubeMonths(partner: Partner) {
  const [info, report] = await Promise.all([
    partner.read<YoutubeInfo>('/api/v2/youtube/info'),
    partner.read<YoutubeReport>('/api/v2/youtube/report?months=36'),
  ]);
  return { info, nett: byPeriod(report.months, (month) => month.nett_idr) };
}

/** The published DSP periods and the DSP report's months, in total and per store. */
async function dspReport(partner: Partner) {
  const [info, report] = await Promise.all([
    partner.read<DspReportInfo>('/api/v2/dspreport/info'),
    partner.read<DspReport>('/api/v2/dspreport/report?months=36'),
  ]);
  return { info, report, published: info.periods.map((period) => period.periode) };
}

/** Every release of the list with what its page shows: tracks, platforms and history. */
async function releasesOf(partner: Partner) {
  const list = await partner.everyRow<ReleaseSummary>('/api/v2/catalogs/release');
  return Promise.all(
    list.map(async (release) => ({
      release,
      detail: await partner.read<ReleaseDetail>(`/api/v2/release/album/id/${release.id}`),
    })),
  );
}

const isLive = (release: ReleaseSummary) => release.status === 'success' || release.status === 'taken_down';
const mainArtists = (track: ReleaseDetail['tracks'][number]) =>
  track.artists.filter((artist) => artist.role === 'main').map((artist) => artist.name);

for (const company of DEMO_COMPANIES) {
  describe(`${company.key} (${company.owner})`, () => {
    const who = company.key;

    it('takes the services the demo model gives it', async () => {
      const partner = await partnerOf(company);
      expect([partner.hasYoutube, partner.hasDsp], `${who}: services`).toEqual([company.youtube, company.dsp]);
    });

    it("shows on Home the YouTube and DSP reports' figures of each period", async () => {
      const partner = await partnerOf(company);
      const home = await partner.read<Dashboard>('/api/v2/dashboard');
      const summary = home.summary?.periods ?? [];
      if (partner.hasYoutube) {
        const { info, nett } = await youtubeMonths(partner);
        expect(info.periods.length, `${who}: published YouTube periods`).toBeGreaterThan(0);
        expectHomeFigure(home.performance.youtube_revenue, nett, info.latest, `${who}: Home revenue vs YouTube report`);
        expectHomeSummary(summary, (row) => row.youtube_nett_idr, nett, `${who}: Home summary vs YouTube report`);
      } else {
        expect(home.performance.youtube_revenue, `${who}: Home YouTube revenue without YouTube`).toBeNull();
        expect(home.summary?.has_youtube ?? false, `${who}: Home summary YouTube without YouTube`).toBe(false);
        expect(await partner.status('/api/v2/youtube/info'), `${who}: YouTube report without YouTube`).toBe(403);
      }
      if (partner.hasDsp) {
        const { info, report } = await dspReport(partner);
        expect(info.periods.length, `${who}: published DSP periods`).toBeGreaterThan(0);
        const nett = byPeriod(report.months, (month) => month.nett_idr);
        const streams = byPeriod(report.months, (month) => month.streams);
        expectHomeFigure(home.performance.dsp_revenue, nett, info.latest, `${who}: Home revenue vs DSP report`);
        expectHomeFigure(home.performance.dsp_streams, streams, info.latest, `${who}: Home streams vs DSP report`);
        expectHomeSummary(summary, (row) => row.dsp_nett_idr, nett, `${who}: Home summary vs DSP report`);
      } else {
        expect(home.performance.dsp_revenue, `${who}: Home DSP revenue without DSP`).toBeNull();
        expect(home.performance.dsp_streams, `${who}: Home DSP streams without DSP`).toBeNull();
        expect(await partner.status('/api/v2/dspreport/info'), `${who}: DSP report without DSP`).toBe(403);
      }
    });

    it('credits each published period with what its report shows, and keeps the balance its lists add up to', async () => {
      const partner = await partnerOf(company);
      if (partner.hasYoutube) {
        const { info, nett } = await youtubeMonths(partner);
        for (const { periode } of info.periods) {
          const credit = await partner.read<PaymentReport>(`/api/v2/payment/report?periode=${periode}`);
          expect(credit.credited_idr, `${who}: payment report credit vs YouTube report ${periode}`).toBe(
            nett.get(periode),
          );
        }
        const summary = await partner.read<PaymentSummary>('/api/v2/payment/summary');
        expect(summary.credited_idr, `${who}: payment summary vs YouTube report, all periods`).toBe(
          sum([...nett.values()], (value) => value),
        );
      }
      if (!partner.hasDsp) {
        expect(await partner.status('/api/v2/balance/info'), `${who}: balance without DSP`).toBe(403);
        return;
      }
      const { report, published } = await dspReport(partner);
      const income = await partner.everyRow<IncomePeriod>('/api/v2/balance/income');
      const credited = byPeriod(income, (period) => period.total_idr);
      expect([...credited.keys()].sort(), `${who}: income history periods vs DSP reports list`).toEqual(
        [...published].sort(),
      );
      for (const month of report.months) {
        expect(credited.get(month.periode), `${who}: income history vs DSP report ${month.periode}`).toBe(
          month.nett_idr,
        );
      }
      const [balance, withdrawals, holds, licences] = await Promise.all([
        partner.read<BalanceInfo>('/api/v2/balance/info'),
        partner.everyRow<Withdrawal>('/api/v2/balance/history'),
        partner.everyRow<Hold>('/api/v2/balance/holds?status=active'),
        partner.everyRow<MusicbankRequest>('/api/v2/musicbank/history'),
      ]);
      const credits = sum(income, (period) => period.total_idr);
      const taken = sum(
        withdrawals.filter((withdrawal) => withdrawal.status !== 'rejected'),
        (withdrawal) => withdrawal.amount_idr,
      );
      const held = sum(holds, (hold) => hold.amount_idr);
      // Spent: Music Bank licences paid from the balance, and what paylater took from each credit.
      const spent =
        sum(
          licences.filter((request) => request.payment_method === 'balance'),
          (request) => request.fee_idr,
        ) + sum(income, (period) => sum(period.sources, (source) => source.paylater_repayment_idr));
      expect(balance.credited_idr, `${who}: balance credited vs income history`).toBe(credits);
      expect(balance.held_idr, `${who}: balance held vs holds list`).toBe(held);
      expect(balance.spent_idr, `${who}: balance spent vs Music Bank licences and paylater repayments`).toBe(spent);
      expect(
        balance.available_idr,
        `${who}: balance available vs credits ${credits} − withdrawals ${taken} − spent ${spent} − holds ${held}`,
      ).toBe(credits - taken - spent - held);
    });

    it("counts in DSP analytics each store's streams, of which the report paid for part, and says why the rest", async () => {
      const partner = await partnerOf(company);
      const paid = await partner.read<DspPaidStreams>('/api/v2/dsp/paid_streams');
      if (!partner.hasDsp) {
        expect(paid.months, `${who}: paid streams without DSP`).toEqual([]);
        return;
      }
      const [{ report, published }, analytics] = await Promise.all([
        dspReport(partner),
        partner.read<DspInfo>('/api/v2/dsp/info'),
      ]);
      const trends = await Promise.all(
        analytics.platforms.map((store) => partner.read<DspTrends>(`/api/v2/dsp/trends?platform_id=${store}`)),
      );
      const analyticsStreams = (store: string, periode: string) =>
        trends
          .find((trend) => trend.platform_id !== null && storeKey(trend.platform_id) === store)
          ?.monthly.find((month) => month.date === periode)?.streams ?? 0;
      expect(paid.months.length, `${who}: published months with analytics`).toBeGreaterThan(0);
      for (const month of paid.months) {
        const pair = `${who}: DSP analytics vs DSP report ${month.periode}`;
        expect(published, `${pair}: a published period`).toContain(month.periode);
        const reportStores = report.by_store.filter((row) => row.periode === month.periode);
        const reportMonth = report.months.find((row) => row.periode === month.periode);
        expect([month.paid_streams, month.revenue_idr], `${pair}: paid streams and revenue`).toEqual([
          reportMonth?.streams,
          reportMonth?.nett_idr,
        ]);
        const unexplained = reportStores
          .map((row) => storeKey(row.store))
          .filter((store) => !month.stores.some((s) => s.store === store));
        expect(unexplained, `${pair}: report stores missing from the comparison`).toEqual([]);
        for (const store of month.stores) {
          const paidBy = reportStores.find((row) => storeKey(row.store) === store.store);
          const storePair = `${pair} ${store.store}`;
          expect(store.streams, `${who}: DSP analytics trend vs paid-streams ${month.periode} ${store.store}`).toBe(
            analyticsStreams(store.store, month.periode),
          );
          expect([store.paid_streams, store.revenue_idr], `${storePair}: paid streams and revenue`).toEqual([
            paidBy?.streams ?? 0,
            paidBy?.nett_idr ?? 0,
          ]);
          expect(store.difference, `${storePair}: difference`).toBe(store.streams - store.paid_streams);
          if (store.streams > 0 && store.revenue_idr === 0) {
            expect(DSP_UNPAID_REASONS, `${storePair}: streams without revenue need a reason`).toContain(store.reason);
          } else {
            expect(store.reason, `${storePair}: a reason for a store that earned`).toBeNull();
          }
        }
      }
    });

    it('rings the bell only of what the other screens show, never ahead of now', async () => {
      const partner = await partnerOf(company);
      const notices = await partner.read<Notification[]>('/api/notifications/all');
      expect(notices.length, `${who}: notices`).toBeGreaterThan(0);
      // Each screen is read only when a notice tells of something on it.
      const youtubePeriods = async () =>
        (await partner.read<YoutubeInfo>('/api/v2/youtube/info')).periods.map((period) => period.periode);
      const dspPeriods = async () => (await dspReport(partner)).published;
      const payments = () => partner.everyRow<Payment>('/api/v2/payment/history');
      const withdrawals = () => partner.everyRow<Withdrawal>('/api/v2/balance/history');
      const releases = () => releasesOf(partner);
      const now = Date.now();
      const today = todayInWib(new Date(now));
      for (const notice of notices) {
        const { message } = notice.additional_data;
        const what = `${who}: bell #${notice.id} ${message?.key.split('.').at(-1) ?? notice.title}`;
        expect(Date.parse(notice.created_at), `${what} dated ${notice.created_at}, after now`).toBeLessThanOrEqual(now);
        if (!message) continue;
        const values = message.values;
        switch (message.key) {
          case NOTICE_MESSAGES.reportPublished: {
            const isYoutube = values.source?.startsWith('youtube') ?? false;
            const listed = isYoutube ? await youtubePeriods() : await dspPeriods();
            expect(listed, `${what} vs ${isYoutube ? 'YouTube' : 'DSP'} reports list (${values.source})`).toContain(
              values.period,
            );
            break;
          }
          case NOTICE_MESSAGES.youtubePaid: {
            const ofPeriod = (await payments()).filter((payment) => payment.report_period === values.period);
            // A notice tells of one payment run: the period's regular report, or its adjustment report.
            const runs = [false, true].map((isAdjustment) => {
              const rows = ofPeriod.filter((payment) => payment.is_adjustment === isAdjustment);
              return { amount: String(sum(rows, (payment) => payment.amount_idr)), projects: String(rows.length) };
            });
            expect(runs, `${what} vs payments screen ${values.period}`).toContainEqual({
              amount: values.amount,
              projects: values.projects,
            });
            break;
          }
          case NOTICE_MESSAGES.withdrawalPaid: {
            const withdrawal = (await withdrawals()).find((row) => row.reference === values.reference);
            expect(
              [withdrawal?.status, String(withdrawal?.total_idr), withdrawal?.payment_code],
              `${what} vs withdrawal history`,
            ).toEqual(['paid', values.amount, values.code]);
            break;
          }
          case NOTICE_MESSAGES.releaseStatus: {
            const release = (await releases()).find(({ release }) => release.album_id === values.albumId);
            const statuses = release
              ? [release.release.status, ...release.detail.history.map((event) => event.to_status)]
              : [];
            expect(statuses, `${what} "${values.title}" vs release list and history`).toContain(values.status);
            expect(release?.release.title, `${what} vs release list title`).toBe(values.title);
            break;
          }
          case NOTICE_MESSAGES.taxProofDue: {
            const deadlines = (await payments())
              .filter((payment) => payment.payment_period === values.period)
              .map((payment) => payment.tax_deadline);
            expect(deadlines, `${what} vs payments screen ${values.period}`).toContain(values.deadline);
            if ((values.deadline ?? '') < today) {
              expect(notice.is_read, `${what}: deadline ${values.deadline} has passed, still unread`).toBe(true);
            }
            break;
          }
        }
      }
    });

    it('pays each project of a published period what the YouTube report shows it earned', async () => {
      const partner = await partnerOf(company);
      const payments = await partner.everyRow<Payment>('/api/v2/payment/history');
      if (!partner.hasYoutube) {
        expect(payments, `${who}: payments without YouTube`).toEqual([]);
        return;
      }
      const { info } = await youtubeMonths(partner);
      expect(payments.length, `${who}: payments`).toBeGreaterThan(0);
      for (const payment of payments) {
        const kind = payment.is_adjustment ? 'adjustment report' : 'report';
        const what = `${who}: payment of the ${payment.report_period} ${kind}, project "${payment.project}"`;
        const period = info.periods.find((row) => row.periode === payment.report_period);
        const isPublished = period !== undefined && (!payment.is_adjustment || period.has_adjustment);
        expect(isPublished, `${what} vs YouTube reports list`).toBe(true);
        const projects = await partner.read<ProjectTable>(
          `/api/v2/youtube/report_table?metric=project&periode=${payment.report_period}` +
            `&adjustment=${payment.is_adjustment ? 1 : 0}&limit=${PAGE_LIMIT_MAX}`,
        );
        const project = projects.results.find((row) => row.project === payment.project);
        expect(payment.amount_idr, `${what} vs YouTube report by project`).toBe(project?.nett_idr);
      }
    });

    it('holds money only on songs of its live releases, on a store they are delivered to', async () => {
      const partner = await partnerOf(company);
      if (!partner.hasDsp) {
        expect(await partner.status('/api/v2/balance/holds'), `${who}: holds without DSP`).toBe(403);
        return;
      }
      const holds = await partner.everyRow<Hold>('/api/v2/balance/holds?status=all');
      const live = (await releasesOf(partner)).filter(({ release }) => isLive(release));
      for (const hold of holds) {
        const release = live.find(({ detail }) => detail.tracks.some((track) => track.isrc === hold.isrc));
        const track = release?.detail.tracks.find((row) => row.isrc === hold.isrc);
        expect(
          [track?.title, release?.detail.platforms.some((platform) => platform === storeKey(hold.store ?? ''))],
          `${who}: hold #${hold.id} (${hold.isrc}, ${hold.store}) vs live releases in the release list`,
        ).toEqual([hold.track_title, true]);
      }
    });

    it('names one main artist for a song title on Home, Ideas and the release list', async () => {
      const partner = await partnerOf(company);
      const home = await partner.read<Dashboard>('/api/v2/dashboard');
      // Top lists come from analytics, which need only the service, not a report's feature key.
      const hasMusicAnalytics = hasServiceFor(partner.services, 'dsp');
      const hasVideoAnalytics = hasServiceFor(partner.services, 'youtube');
      expect(home.top_music !== null, `${who}: Home top music with the DSP service`).toBe(hasMusicAnalytics);
      expect(home.top_video !== null, `${who}: Home top videos with the YouTube service`).toBe(hasVideoAnalytics);
      const tops: [string, Recommendations | null][] = [
        ['Home top music', home.top_music],
        ['Home top videos', home.top_video],
        ['Ideas top music', hasMusicAnalytics ? await partner.read('/api/v2/ideas/recommendations/top_music') : null],
        ['Ideas top videos', hasVideoAnalytics ? await partner.read('/api/v2/ideas/recommendations/top_video') : null],
      ];
      const screensOf = new Map<string, Map<string, string[]>>();
      const credit = (title: string | null, artist: string, screen: string) => {
        if (!title) return;
        const artists = screensOf.get(title) ?? new Map<string, string[]>();
        artists.set(artist, [...(artists.get(artist) ?? []), screen]);
        screensOf.set(title, artists);
      };
      for (const [screen, top] of tops) {
        for (const item of top?.results ?? []) {
          // A cover or fan upload is someone else's video of the song: it says whose, and is not the song's own.
          if (item.upload) expect(item.upload.by, `${who}: ${screen} "${item.title}" names its uploader`).not.toBe('');
          else credit(item.title, item.artist ?? '', screen);
        }
      }
      for (const { detail } of await releasesOf(partner)) {
        for (const track of detail.tracks) credit(track.title, mainArtists(track).join(' & '), 'release list');
      }
      const disagreeing = [...screensOf]
        .filter(([, artists]) => artists.size > 1)
        .map(
          ([title, artists]) =>
            `${title}: ${[...artists].map(([artist, screens]) => `${artist} (${screens.join(', ')})`).join(' vs ')}`,
        );
      expect(disagreeing, `${who}: song titles with more than one main artist`).toEqual([]);
    });
  });
}
