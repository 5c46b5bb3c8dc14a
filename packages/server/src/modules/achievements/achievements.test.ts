import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ACHIEVEMENTS, type Achievement, type AchievementKey } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAssets, insertConflict } from '../../../test/support/catalog-fixtures.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { tempDir } from '../../ingest/engine/test-support.ts';
import { creditDsp, saveBank } from '../balance/testing/balance-fixtures.ts';
import { dspPeriodTotals, publishedDspPeriods } from '../dspreport/index.ts';
import { seedStorePeriods } from '../dspreport/testing/store-periods.ts';
import { buildCourse } from '../expertise/expertise.test-support.ts';
import { releaseApi, signInStaff } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

let staff: { headers: Headers };
const send = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const turnSwitch = async (on: boolean) => {
  const response = await send('PUT', '/api/ops/switches/achievements', staff.headers, { on });
  expect(response.statusCode, response.body).toBe(200);
};
const listOf = async (user: Signed, query = ''): Promise<Achievement[]> => {
  const response = await send('GET', `/api/v2/achievements/all?per_page=100${query}`, user.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results;
};
const achievementOf = async (user: Signed, key: AchievementKey) => {
  const found = (await listOf(user)).find((achievement) => achievement.key === key);
  if (!found) throw new Error(`${key} is not listed`);
  return found;
};
/** Where the company stands on an achievement (its status and progress to the goal), with `more` of its card to match. */
const standing = (status: Achievement['status'], current: number, goal: number, more: object = {}) => ({
  status,
  progress: { current, goal },
  ...more,
});
const idOf = (key: AchievementKey) => ACHIEVEMENTS.find((achievement) => achievement.key === key)?.id ?? 0;
const claim = (user: Signed, achievementId: unknown) =>
  send('POST', '/api/v2/achievements/claim', user.headers, { achievement_id: achievementId });
/** A problem's answer without the request id, which differs per request. */
const answerOf = (response: { statusCode: number; json(): Record<string, unknown> }) => {
  const { requestId: _, ...body } = response.json();
  return { status: response.statusCode, body };
};

/** A partner whose conflict on one of its assets is open, and accepted through the API. */
async function acceptConflict(owner: Signed) {
  const [asset] = await insertAssets(t.db, owner.companyId, 1, `A${owner.companyId}`, owner.companyId);
  await insertConflict(t.db, owner.companyId, asset?.id ?? 0);
  const accepted = await send('POST', '/api/v2/catalogs/conflict', owner.headers, {
    action: 'accept',
    asset_id: asset?.asset_id,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().data.updated_at as string;
}

beforeAll(async () => {
  staff = await signInStaff(t);
  await turnSwitch(true);
});

describe('achievements earned from what the company did', () => {
  it('starts every achievement locked at zero, in the catalogue’s order', async () => {
    const owner = await t.factories.buildSignedInUser();
    const list = await listOf(owner);
    expect(list.map((achievement) => achievement.id)).toEqual(ACHIEVEMENTS.map((achievement) => achievement.id));
    for (const achievement of list) {
      expect(achievement).toMatchObject({ status: 'locked', earned_at: null, claimed_at: null });
      expect(achievement.progress.current).toBe(0);
    }
    expect(list[1]).toMatchObject({
      key: 'ten_releases_live',
      title_key: 'achievements.items.ten_releases_live.title',
      description_key: 'achievements.items.ten_releases_live.description',
      progress: { current: 0, goal: 10 },
    });
    const summary = await send('GET', '/api/v2/achievements/summary', owner.headers);
    expect(summary.json().data).toEqual({ locked: 7, ready: 0, claimed: 0, total: 7, latest_earned: null });
  });

  it('earns "first release live" when staff put a release live, and counts it towards ten', async () => {
    const owner = await t.factories.buildSignedInUser();
    const api = releaseApi(t);
    const id = await api.completeRelease(owner.headers, 1);
    const submitted = await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, {
      status: 'on_progress',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await achievementOf(owner, 'first_release_live')).status).toBe('locked');

    const live = await api.send('POST', `/api/ops/releases/${id}/status`, staff.headers, { status: 'success' });
    expect(live.statusCode, live.body).toBe(200);
    const wentLive = live.json().data.history.at(-1).created_at;
    expect(await achievementOf(owner, 'first_release_live')).toMatchObject(
      standing('ready', 1, 1, { earned_at: wentLive }),
    );
    expect(await achievementOf(owner, 'ten_releases_live')).toMatchObject(
      standing('locked', 1, 10, { earned_at: null }),
    );
    const summary = (await send('GET', '/api/v2/achievements/summary', owner.headers)).json().data;
    expect(summary).toMatchObject({ locked: 6, ready: 1, claimed: 0, latest_earned: { key: 'first_release_live' } });
  });

  it('earns "ten releases live" when the tenth release goes live, at that moment', async () => {
    const owner = await t.factories.buildSignedInUser();
    const api = releaseApi(t);
    const wentLive: string[] = [];
    for (let count = 1; count <= 10; count += 1) {
      const id = await api.completeRelease(owner.headers, 1);
      await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
      const live = await api.send('POST', `/api/ops/releases/${id}/status`, staff.headers, { status: 'success' });
      wentLive.push(live.json().data.history.at(-1).created_at);
      if (count === 9) expect((await achievementOf(owner, 'ten_releases_live')).progress.current).toBe(9);
    }
    expect(await achievementOf(owner, 'ten_releases_live')).toMatchObject(
      standing('ready', 10, 10, { earned_at: wentLive[9] }),
    );
    expect((await achievementOf(owner, 'first_release_live')).earned_at).toBe(wentLive[0]);
  });

  it('earns the streams achievements from the published store reports, at the publish that passes the goal', async () => {
    const dir = tempDir();
    try {
      const { owner } = await seedStorePeriods(t, dir, [{ store: 'spotify', rows: 40, seed: 10 }]);
      const totals = await dspPeriodTotals(t.db, owner.companyId);
      const published = await publishedDspPeriods(t.db, owner.companyId);
      const streams = totals.reduce((sum, period) => sum + Number(period.streams), 0);
      // The fixture's reports pay some thousands of streams: the first goal is passed, the million not.
      expect(streams).toBeGreaterThanOrEqual(1_000);
      expect(streams).toBeLessThan(1_000_000);
      const first = totals.find(
        (_, index) => totals.slice(0, index + 1).reduce((sum, period) => sum + Number(period.streams), 0) >= 1_000,
      );
      const publishedAt = published.find((period) => period.period === first?.period)?.published_at;
      expect(await achievementOf(owner, 'first_thousand_streams')).toMatchObject(
        standing('ready', 1_000, 1_000, { earned_at: publishedAt }),
      );
      expect(await achievementOf(owner, 'million_streams')).toMatchObject(standing('locked', streams, 1_000_000));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('earns "first withdrawal paid" when staff pay a withdrawal, not when it is requested', async () => {
    const owner = await t.factories.buildSignedInUser();
    await saveBank(t.db, owner.companyId);
    await creditDsp(t.db, owner.companyId, 500_000, { period: '2026-08' });
    const requested = await send(
      'POST',
      '/api/v2/balance/confirm',
      { ...owner.headers, 'idempotency-key': randomUUID() },
      { amount: 200_000 },
    );
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await achievementOf(owner, 'first_withdrawal_paid')).status).toBe('locked');

    const { id } = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .executeTakeFirstOrThrow();
    const paid = await send('POST', `/api/ops/withdrawals/${id}/pay`, staff.headers, { payment_code: `PAY${id}` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await achievementOf(owner, 'first_withdrawal_paid')).toMatchObject(
      standing('ready', 1, 1, { earned_at: paid.json().data.paid_at }),
    );
  });

  it('earns "conflict resolved" when the partner accepts a conflict, and not for one still open', async () => {
    const owner = await t.factories.buildSignedInUser();
    const [asset] = await insertAssets(t.db, owner.companyId, 1, 'OPN', 5);
    await insertConflict(t.db, owner.companyId, asset?.id ?? 0);
    expect((await achievementOf(owner, 'conflict_resolved')).status).toBe('locked');
    const resolvedAt = await acceptConflict(owner);
    expect(await achievementOf(owner, 'conflict_resolved')).toMatchObject({ status: 'ready', earned_at: resolvedAt });
  });

  it('earns "first mandatory course" when a user of the company finishes watching one, not an optional one', async () => {
    const owner = await t.factories.buildSignedInUser();
    const optional = await buildCourse(t, staff.headers, { durations: [20] });
    const mandatory = await buildCourse(t, staff.headers, { durations: [20], course: { is_mandatory: true } });
    const watch = async (episodeId: number) => {
      const opened = await send('POST', `/api/v2/expertise/episode/id/${episodeId}/open`, owner.headers);
      expect(opened.statusCode, opened.body).toBe(200);
      // The player really played the episode: the server's clock moves on as far.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
      try {
        const watched = await send('POST', '/api/v2/expertise/mark_episode_as_watched', owner.headers, {
          episode_id: episodeId,
          played_seconds: 19,
          position_seconds: 19,
        });
        expect(watched.json().data, watched.body).toMatchObject({ watched: true });
      } finally {
        vi.useRealTimers();
      }
    };
    await watch(optional.episodeIds[0] ?? 0);
    expect((await achievementOf(owner, 'first_mandatory_course')).status).toBe('locked');

    await watch(mandatory.episodeIds[0] ?? 0);
    const course = await send('GET', `/api/v2/expertise/course/${mandatory.courseId}`, owner.headers);
    expect(await achievementOf(owner, 'first_mandatory_course')).toMatchObject({
      status: 'ready',
      earned_at: course.json().data.finished_at,
    });
  });
});

describe('claiming an achievement', () => {
  let owner: Signed;
  beforeAll(async () => {
    owner = await t.factories.buildSignedInUser();
    await acceptConflict(owner);
  });

  it('claims an earned one once; a second claim is refused with its own code', async () => {
    const id = idOf('conflict_resolved');
    const claimed = await claim(owner, id);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const achievement = claimed.json().data;
    expect(achievement).toMatchObject({ id, status: 'claimed', progress: { current: 1, goal: 1 } });
    expect(Date.parse(achievement.claimed_at)).toBeGreaterThanOrEqual(Date.parse(achievement.earned_at));
    expect(await achievementOf(owner, 'conflict_resolved')).toEqual(achievement);

    const again = await claim(owner, id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'achievements.already_claimed']);
    const summary = (await send('GET', '/api/v2/achievements/summary', owner.headers)).json().data;
    expect(summary).toMatchObject({ locked: 6, ready: 0, claimed: 1, latest_earned: achievement });
  });

  it('refuses one not earned yet, and answers an unknown id as not found', async () => {
    const locked = await claim(owner, idOf('million_streams'));
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'achievements.not_earned']);
    const unknown = await claim(owner, 999);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    expect((await achievementOf(owner, 'million_streams')).status).toBe('locked');
  });

  it('gives exactly one success to concurrent claims of one achievement', async () => {
    const racer = await t.factories.buildSignedInUser();
    await acceptConflict(racer);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(racer, idOf('conflict_resolved'))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json().code).toBe('achievements.already_claimed');
    }
    const rows = await t.db
      .selectFrom('achievement_claims')
      .selectAll()
      .where('company_id', '=', racer.companyId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps each company’s achievements to itself: another company’s earned one is not earned for it', async () => {
    const stranger = await t.factories.buildSignedInUser();
    const theirs = await claim(stranger, idOf('conflict_resolved'));
    const ownLocked = await claim(stranger, idOf('million_streams'));
    expect(answerOf(theirs)).toEqual(answerOf(ownLocked));
    expect((await achievementOf(stranger, 'conflict_resolved')).status).toBe('locked');
    expect((await achievementOf(owner, 'conflict_resolved')).status).toBe('claimed');
  });

  it('filters by status and by ready, and pages', async () => {
    const partner = await t.factories.buildSignedInUser();
    await acceptConflict(partner);
    expect((await listOf(partner, '&ready=1')).map((item) => item.key)).toEqual(['conflict_resolved']);
    expect((await listOf(partner, '&status=ready')).map((item) => item.key)).toEqual(['conflict_resolved']);
    expect(await listOf(partner, '&ready=0')).toHaveLength(6);
    expect(await listOf(partner, '&status=claimed')).toEqual([]);
    const page = (await send('GET', '/api/v2/achievements/all?status=locked&page=2&per_page=4', partner.headers)).json()
      .data;
    expect(page).toMatchObject({ page: 2, limit: 4, total: 6 });
    expect(page.results).toHaveLength(2);
  });

  it('answers bad input with 400 and the field', async () => {
    for (const [body, field] of [
      [{}, 'achievement_id'],
      [{ achievement_id: '1' }, 'achievement_id'],
      [{ achievement_id: 0 }, 'achievement_id'],
      [{ achievement_id: 1.5 }, 'achievement_id'],
    ] as const) {
      const response = await send('POST', '/api/v2/achievements/claim', owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    for (const [query, field] of [
      ['status=earned', 'status'],
      ['ready=maybe', 'ready'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['page=x', 'page'],
    ] as const) {
      const response = await send('GET', `/api/v2/achievements/all?${query}`, owner.headers);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe('the achievements switch', () => {
  afterAll(async () => {
    await turnSwitch(true);
  });

  it('answers every achievements route 404, as an unknown path, while the switch is off', async () => {
    const owner = await t.factories.buildSignedInUser();
    const routes = t.app.routeAccess.filter((route) => route.featureSwitch === 'achievements');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v2/achievements/all',
      'GET /api/v2/achievements/summary',
      'HEAD /api/v2/achievements/all',
      'HEAD /api/v2/achievements/summary',
      'POST /api/v2/achievements/claim',
    ]);
    const unknown = answerOf(await send('GET', '/api/v2/achievements/nothing', owner.headers));
    expect(unknown.status).toBe(404);

    await turnSwitch(false);
    for (const route of routes) {
      const body = route.method === 'POST' ? { achievement_id: 1 } : undefined;
      const response = await send(route.method as Method, route.url, owner.headers, body);
      if (route.method === 'HEAD') expect(response.statusCode, route.url).toBe(404);
      else expect(answerOf(response), `${route.method} ${route.url}`).toEqual(unknown);
    }
    await turnSwitch(true);
    expect((await send('GET', '/api/v2/achievements/summary', owner.headers)).statusCode).toBe(200);
  });

  it('still needs a session first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/achievements/summary' });
    expect(response.statusCode).toBe(401);
  });
});
