import { NETWORKPLACE_LIMITS } from '@irama/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordStatements } from '../../../test/support/postgres-statements.ts';
import { describeOnEngine, useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import {
  fileMessageReport,
  isBlockedEitherWay,
  likeState,
  memberOfUser,
  membersByIds,
  reachableMember,
  resolveConversationReports,
} from './index.ts';
import { buildCreator, type Creator, profileInput, uniqueTag } from './networkplace.test-support.ts';
import { searchTextOf } from './search-text.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
const { staff } = useOwnerAndStaff(t);

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const profileOf = (viewer: Creator, id: number) => send('GET', `/api/v2/networkplace/profile/id/${id}`, viewer.headers);
const explore = (viewer: Creator, query: string) =>
  send('GET', `/api/v2/networkplace/explore?${query}`, viewer.headers);
const foundIds = async (viewer: Creator, query: string) => {
  const response = await explore(viewer, query);
  expect(response.statusCode).toBe(200);
  return (response.json().data.results as { id: number }[]).map((profile) => profile.id);
};
const like = (viewer: Creator, id: number) => send('PUT', `/api/v2/networkplace/like/id/${id}`, viewer.headers);
const block = (viewer: Creator, id: number) => send('PUT', `/api/v2/networkplace/block/id/${id}`, viewer.headers);

/**
 * `count` public profiles straight into the database (as many sign-ups would take minutes), each of
 * a user of its own, `tag` in the bio, monthly streams 0 to count − 1 in insertion order. Their ids.
 */
async function insertProfiles(count: number, tag: string): Promise<number[]> {
  const owner = await t.factories.buildSignedInUser();
  const template = await t.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
  const { id: _id, ...user } = template;
  const ids: number[] = [];
  // A few hundred rows an insert: under SQLite's limit of bound values.
  for (let start = 0; start < count; start += 500) {
    const numbers = Array.from({ length: Math.min(500, count - start) }, (_, index) => start + index);
    const users = await t.db
      .insertInto('users')
      .values(
        numbers.map((n) => ({ ...user, email: `${tag}-${n}@example.invalid`, google_sub: null, is_disabled: false })),
      )
      .returning('id')
      .execute();
    const profiles = await t.db
      .insertInto('networkplace_profiles')
      .values(
        users.map(({ id }, index) => {
          const values = { display_name: `Kreator ${start + index}`, skills: [], artist_label: '', bio: tag };
          return {
            ...values,
            company_id: owner.companyId,
            user_id: id,
            profession: 'artist',
            industry: 'music',
            visibility: 'public',
            skills: '[]',
            search_text: searchTextOf(values),
            stat_monthly_streams: start + index,
            created_at: template.created_at,
            updated_at: template.created_at,
          };
        }),
      )
      .returning('id')
      .execute();
    ids.push(...profiles.map((profile) => profile.id));
  }
  return ids;
}

/** What a missing profile answers, to compare every unreachable one against. */
async function missingAnswer(viewer: Creator) {
  const response = await profileOf(viewer, 2_000_000_000);
  expect(response.statusCode).toBe(404);
  return { status: response.statusCode, code: response.json().code };
}
const answerOf = async (viewer: Creator, id: number) => {
  const response = await profileOf(viewer, id);
  return { status: response.statusCode, code: response.json().code };
};

describe('Networkplace access', () => {
  it('needs a session and the networkplace permission on every route', async () => {
    const noSession = await t.app.inject({ method: 'GET', url: '/api/v2/networkplace/explore' });
    expect(noSession.statusCode).toBe(401);
    const without = await t.factories.buildSignedInUser({ features: ['dspreport'] });
    for (const [method, url] of [
      ['GET', '/api/v2/profile/networkplace'],
      ['GET', '/api/v2/networkplace/profile'],
      ['GET', '/api/v2/networkplace/explore'],
      ['PUT', '/api/v2/networkplace/like/id/1'],
      ['GET', '/api/v2/networkplace/blocked'],
    ] as const) {
      const response = await send(method, url, without.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it('keeps the staff routes to distributor staff', async () => {
    const creator = await buildCreator(t);
    const reports = await send('GET', '/api/ops/networkplace/reports', creator.headers);
    expect(reports.statusCode).toBe(403);
    const restore = await send('PUT', `/api/ops/networkplace/profiles/${creator.id}/visibility`, creator.headers, {
      is_hidden_by_staff: false,
    });
    expect(restore.statusCode).toBe(403);
  });
});

describe('the own profile', () => {
  it('suggests values from the account before the first save, then reads what was saved', async () => {
    const user = await t.factories.buildSignedInUser({ name: 'PT Gema Nusantara' });
    const before = await send('GET', '/api/v2/profile/networkplace', user.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      is_set_up: false,
      display_name: 'Test User',
      artist_label: 'PT Gema Nusantara',
      stats: { is_verified: false, monthly_streams: 0, as_of: null },
    });

    const saved = await send('PUT', '/api/v2/profile/networkplace', user.headers, profileInput({ skills: ['Mixing'] }));
    expect(saved.statusCode).toBe(200);
    const after = await send('GET', '/api/v2/networkplace/profile', user.headers);
    expect(after.json().data).toEqual(saved.json().data);
    expect(after.json().data).toMatchObject({
      is_set_up: true,
      is_mine: true,
      display_name: 'Rani Kusuma',
      skills: ['Mixing'],
      visibility: 'public',
      likes_received: 0,
    });
  });

  it('refuses bad input with the field keys, never a server error', async () => {
    const user = await t.factories.buildSignedInUser();
    for (const [payload, field] of [
      [{ ...profileInput(), profession: 'astronaut' }, 'profession'],
      [{ ...profileInput(), skills: ['Vokal', 'vokal'] }, 'skills'],
      [{ ...profileInput(), display_name: '' }, 'display_name'],
      [{ ...profileInput(), bio: 'x'.repeat(1001) }, 'bio'],
      [{ ...profileInput(), visibility: 7 }, 'visibility'],
    ] as const) {
      const response = await send('PUT', '/api/v2/profile/networkplace', user.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    for (const query of ['type=astronaut', 'min_monthly_streams=-1', 'min_subscribers=lots', 'page=0', 'liked=all']) {
      expect((await send('GET', `/api/v2/networkplace/explore?${query}`, user.headers)).statusCode).toBe(400);
    }
    expect((await send('GET', '/api/v2/networkplace/profile/id/abc', user.headers)).statusCode).toBe(400);
  });
});

describe('visibility', () => {
  it('answers a hidden, a staff-hidden and a blocked profile exactly like a missing one, both ways', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t, { bio: tag });
    const hidden = await buildCreator(t, { bio: tag, visibility: 'hidden' });
    const staffHidden = await buildCreator(t, { bio: tag });
    const blockedByViewer = await buildCreator(t, { bio: tag });
    const blockingViewer = await buildCreator(t, { bio: tag });
    const shown = await buildCreator(t, { bio: tag });
    await send('PUT', `/api/ops/networkplace/profiles/${staffHidden.id}/visibility`, staff.headers, {
      is_hidden_by_staff: true,
    });
    expect((await block(viewer, blockedByViewer.id)).statusCode).toBe(200);
    expect((await block(blockingViewer, viewer.id)).statusCode).toBe(200);

    const missing = await missingAnswer(viewer);
    for (const id of [hidden.id, staffHidden.id, blockedByViewer.id, blockingViewer.id]) {
      expect(await answerOf(viewer, id)).toEqual(missing);
      expect((await like(viewer, id)).statusCode).toBe(404);
    }
    expect(await answerOf(blockedByViewer, viewer.id)).toEqual(missing);
    expect(await answerOf(blockingViewer, viewer.id)).toEqual(missing);
    expect((await profileOf(viewer, shown.id)).statusCode).toBe(200);
    expect(await foundIds(viewer, `search=${tag}`)).toEqual([shown.id]);
    expect(await foundIds(blockedByViewer, `search=${tag}`)).not.toContain(viewer.id);
  });

  it('shows a profile its owner hid to the owner, marked, and shows a restored one again', async () => {
    const owner = await buildCreator(t, { visibility: 'hidden' });
    const other = await buildCreator(t);
    expect((await profileOf(owner, owner.id)).json().data.is_mine).toBe(true);
    await send('PUT', `/api/ops/networkplace/profiles/${other.id}/visibility`, staff.headers, {
      is_hidden_by_staff: true,
    });
    expect((await send('GET', '/api/v2/networkplace/profile', other.headers)).json().data.is_hidden_by_staff).toBe(
      true,
    );
    await send('PUT', `/api/ops/networkplace/profiles/${other.id}/visibility`, staff.headers, {
      is_hidden_by_staff: false,
    });
    expect((await profileOf(owner, other.id)).statusCode).toBe(200);
  });
});

describe('explore', () => {
  it('filters by type and industry, finds names accent- and case-insensitively, and leaves out the caller', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t, { bio: tag });
    const selin = await buildCreator(t, { display_name: 'Sélin Ayu', bio: tag, profession: 'producer' });
    const dimas = await buildCreator(t, { display_name: 'DIMAS', bio: tag, industry: 'gaming' });
    const label = await buildCreator(t, { display_name: 'Nada', artist_label: 'Ombak Çerah', bio: tag });

    expect(await foundIds(viewer, `search=${tag}`)).toHaveLength(3);
    expect(await foundIds(viewer, `search=${tag}&type=producer`)).toEqual([selin.id]);
    expect(await foundIds(viewer, `search=${tag}&industry=gaming`)).toEqual([dimas.id]);
    expect(await foundIds(viewer, `search=selin%20ayu&type=producer`)).toContain(selin.id);
    expect(await foundIds(viewer, `search=${encodeURIComponent('SÉLIN')}&type=producer`)).toContain(selin.id);
    expect(await foundIds(viewer, `search=ombak%20cerah`)).toContain(label.id);
    expect(await foundIds(viewer, `search=dimas&industry=gaming`)).toContain(dimas.id);
  });

  it('matches LIKE wildcards in a search only as themselves', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t);
    const percent = await buildCreator(t, { bio: `${tag} untung 100% dari musik` });
    await buildCreator(t, { bio: `${tag} untung 100 persen` });
    expect(await foundIds(viewer, `search=${tag}%20untung%20100%25`)).toEqual([percent.id]);
    expect(await foundIds(viewer, `search=${tag}_`)).toEqual([]);
  });

  it('filters on the verified figures and orders by monthly streams', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t);
    const figures = [
      { streams: 50_000, subscribers: 1_000, assets: 10 },
      { streams: 5_000, subscribers: 20_000, assets: 3 },
      { streams: 500, subscribers: 10, assets: 200 },
    ];
    const creators = [];
    for (const figure of figures) {
      const creator = await buildCreator(t, { bio: tag });
      await t.db
        .updateTable('networkplace_profiles')
        .set({
          stat_monthly_streams: figure.streams,
          stat_subscribers: figure.subscribers,
          stat_total_assets: figure.assets,
        })
        .where('id', '=', creator.id)
        .execute();
      creators.push(creator.id);
    }
    const [big, mid, small] = creators;
    expect(await foundIds(viewer, `search=${tag}`)).toEqual([big, mid, small]);
    expect(await foundIds(viewer, `search=${tag}&min_monthly_streams=5000`)).toEqual([big, mid]);
    expect(await foundIds(viewer, `search=${tag}&min_subscribers=20000`)).toEqual([mid]);
    expect(await foundIds(viewer, `search=${tag}&min_total_assets=11`)).toEqual([small]);
    expect(await foundIds(viewer, `search=${tag}&min_monthly_streams=60000`)).toEqual([]);
  });

  it('pages through the results with the total of all pages', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await buildCreator(t, { bio: tag })).id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await explore(viewer, `search=${tag}&limit=2&page=${page}`);
      expect(response.json().data).toMatchObject({ page, limit: 2, total: 5 });
      pages.push(...(response.json().data.results as { id: number }[]).map((profile) => profile.id));
    }
    expect(pages.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it('counts up to the cap and says when more match, the page still in order and blocks still left out', async () => {
    const { exploreCountCap } = NETWORKPLACE_LIMITS;
    const tag = uniqueTag();
    const viewer = await buildCreator(t);
    const ids = await insertProfiles(exploreCountCap + 3, tag);
    const capped = (await explore(viewer, `search=${tag}&limit=50`)).json().data;
    expect(capped).toMatchObject({ total: exploreCountCap, total_is_capped: true });
    const streams = (capped.results as { id: number; stats: { monthly_streams: number } }[]).map(
      (profile) => profile.stats.monthly_streams,
    );
    expect(streams).toHaveLength(50);
    expect(streams).toEqual([...streams].sort((a, b) => b - a));
    expect(streams[0]).toBe(exploreCountCap + 2);
    // Past the matches counted, a page is still there to read.
    const deepest = (await explore(viewer, `search=${tag}&limit=50&page=21`)).json().data;
    expect(deepest).toMatchObject({ total: exploreCountCap, total_is_capped: true });
    expect(
      (deepest.results as { stats: { monthly_streams: number } }[]).map((profile) => profile.stats.monthly_streams),
    ).toEqual([2, 1, 0]);

    // Narrowed below the cap, the count is exact and leaves out whom the viewer blocked.
    const narrow = `search=${tag}&min_monthly_streams=${exploreCountCap - 7}`;
    expect((await explore(viewer, narrow)).json().data).toMatchObject({ total: 10, total_is_capped: false });
    const top = ids.at(-1) ?? 0;
    expect((await block(viewer, top)).statusCode).toBe(200);
    const afterBlock = (await explore(viewer, narrow)).json().data;
    expect(afterBlock).toMatchObject({ total: 9, total_is_capped: false });
    expect((afterBlock.results as { id: number }[]).map((profile) => profile.id)).not.toContain(top);
  });

  it('finds one or two letters too, which a trigram index cannot', async () => {
    const viewer = await buildCreator(t);
    const bo = await buildCreator(t, { display_name: 'Bo' });
    const ana = await buildCreator(t, { display_name: 'Ana' });
    await like(viewer, bo.id);
    await like(viewer, ana.id);
    expect(await foundIds(viewer, 'search=bo&liked=mine')).toEqual([bo.id]);
    expect(await foundIds(viewer, 'search=B&liked=mine')).toEqual([bo.id]);
  });

  it('lists the profiles I liked and those who liked me, with the like flags', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t);
    const liked = await buildCreator(t, { bio: tag });
    const liker = await buildCreator(t, { bio: tag });
    await buildCreator(t, { bio: tag });
    await like(viewer, liked.id);
    await like(liker, viewer.id);
    expect(await foundIds(viewer, `search=${tag}&liked=mine`)).toEqual([liked.id]);
    expect(await foundIds(viewer, `search=${tag}&liked=me`)).toEqual([liker.id]);
    const all = (await explore(viewer, `search=${tag}`)).json().data.results as {
      id: number;
      liked_by_me: boolean;
      likes_me: boolean;
    }[];
    expect(all.find((profile) => profile.id === liked.id)).toMatchObject({ liked_by_me: true, likes_me: false });
    expect(all.find((profile) => profile.id === liker.id)).toMatchObject({ liked_by_me: false, likes_me: true });
  });

  it('lets a user without a profile browse, finding nobody by likes', async () => {
    const tag = uniqueTag();
    const creator = await buildCreator(t, { bio: tag });
    const browser = await t.factories.buildSignedInUser();
    const viewer = { id: 0, userId: browser.id, companyId: browser.companyId, headers: browser.headers };
    expect(await foundIds(viewer, `search=${tag}`)).toEqual([creator.id]);
    expect(await foundIds(viewer, `search=${tag}&liked=me`)).toEqual([]);
  });
});

describe('like and dislike', () => {
  it('is idempotent and reports both directions', async () => {
    const a = await buildCreator(t);
    const b = await buildCreator(t);
    for (let i = 0; i < 2; i += 1) {
      const liked = await like(a, b.id);
      expect(liked.statusCode).toBe(200);
      expect(liked.json().data).toEqual({ liked_by_me: true, likes_me: false });
    }
    expect((await like(b, a.id)).json().data).toEqual({ liked_by_me: true, likes_me: true });
    expect((await send('GET', '/api/v2/networkplace/profile', b.headers)).json().data.likes_received).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const disliked = await send('PUT', `/api/v2/networkplace/dislike/id/${b.id}`, a.headers);
      expect(disliked.json().data).toEqual({ liked_by_me: false, likes_me: true });
    }
    expect((await profileOf(a, b.id)).json().data).toMatchObject({ liked_by_me: false, likes_me: true });
  });

  it('refuses one’s own profile, a missing one, and a caller without a profile', async () => {
    const a = await buildCreator(t);
    const own = await like(a, a.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('networkplace.own_profile');
    expect((await like(a, 2_000_000_000)).statusCode).toBe(404);
    const stranger = await t.factories.buildSignedInUser();
    const refused = await send('PUT', `/api/v2/networkplace/like/id/${a.id}`, stranger.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('networkplace.profile_required');
  });
});

describe('blocking', () => {
  it('removes both likes, lists the block, and lifts it', async () => {
    const a = await buildCreator(t, { display_name: 'Bayu Saputra' });
    const b = await buildCreator(t, { display_name: 'Citra Lestari' });
    await like(a, b.id);
    await like(b, a.id);
    const blocked = await block(a, b.id);
    expect(blocked.json().data).toEqual([{ id: b.id, display_name: 'Citra Lestari', blocked_at: expect.any(String) }]);
    expect((await block(a, b.id)).json().data).toHaveLength(1);
    expect((await send('GET', '/api/v2/networkplace/blocked', a.headers)).json().data).toHaveLength(1);
    expect((await send('GET', '/api/v2/networkplace/blocked', b.headers)).json().data).toEqual([]);
    // The blocked side cannot block back: to them the blocker is missing.
    expect((await block(b, a.id)).statusCode).toBe(404);

    const lifted = await send('DELETE', `/api/v2/networkplace/block/id/${b.id}`, a.headers);
    expect(lifted.json().data).toEqual([]);
    expect((await profileOf(a, b.id)).json().data).toMatchObject({ liked_by_me: false, likes_me: false });
    expect((await profileOf(b, a.id)).statusCode).toBe(200);
  });
});

describe('reports', () => {
  it('reaches staff, who hide the profile; the reporter is told on their bell', async () => {
    const reporter = await buildCreator(t, { display_name: 'Dewi Anggraini' });
    const reported = await buildCreator(t, { display_name: 'Akun Palsu' });
    const filed = await send('POST', `/api/v2/networkplace/report/id/${reported.id}`, reporter.headers, {
      reason: 'impersonation',
      note: 'Memakai nama saya.',
    });
    expect(filed.statusCode).toBe(200);
    const reportId = filed.json().data.id as number;

    const queue = await send('GET', '/api/ops/networkplace/reports?limit=100', staff.headers);
    const listed = (queue.json().data.results as { id: number }[]).find((report) => report.id === reportId);
    expect(listed).toMatchObject({
      kind: 'profile',
      reason: 'impersonation',
      note: 'Memakai nama saya.',
      status: 'open',
      reporter: { profile_id: reporter.id, display_name: 'Dewi Anggraini' },
      reported: { profile_id: reported.id, display_name: 'Akun Palsu', is_hidden_by_staff: false },
      message_text: null,
    });

    const resolved = await send('POST', `/api/ops/networkplace/reports/${reportId}/resolve`, staff.headers, {
      action: 'profile_hidden',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await profileOf(reporter, reported.id)).statusCode).toBe(404);

    const notices = (await send('GET', '/api/notifications/all', reporter.headers)).json().data as {
      additional_data: { subject?: { type: string; id: number }; url: string; message?: { values: object } };
    }[];
    const notice = notices.find((n) => n.additional_data.subject?.type === 'networkplace_report');
    expect(notice?.additional_data).toMatchObject({
      subject: { type: 'networkplace_report', id: reportId },
      url: '/networking',
      message: { values: { name: 'Akun Palsu', action: 'profile_hidden' } },
    });
    const done = await send('GET', '/api/ops/networkplace/reports?status=resolved&limit=100', staff.headers);
    expect((done.json().data.results as { id: number }[]).find((report) => report.id === reportId)).toMatchObject({
      status: 'resolved',
      action: 'profile_hidden',
      reported: { is_hidden_by_staff: true },
    });
  });

  it('refuses a bad reason with its field key and a report of an unreachable profile', async () => {
    const reporter = await buildCreator(t);
    const other = await buildCreator(t, { visibility: 'hidden' });
    const bad = await send('POST', `/api/v2/networkplace/report/id/${other.id}`, reporter.headers, { reason: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('reason');
    const hidden = await send('POST', `/api/v2/networkplace/report/id/${other.id}`, reporter.headers, {
      reason: 'spam',
    });
    expect(hidden.statusCode).toBe(404);
    const missing = await send('POST', '/api/ops/networkplace/reports/2000000000/resolve', staff.headers, {
      action: 'dismissed',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the face chat reads', () => {
  /** A conversation of two profiles with one message, written as chat would. */
  async function conversationOf(a: Creator, b: Creator, text: string) {
    const now = new Date().toISOString();
    const [low, high] = a.id < b.id ? [a, b] : [b, a];
    const conversation = await t.db
      .insertInto('chat_conversations')
      .values({
        profile_a_id: low.id,
        profile_b_id: high.id,
        started_by_profile_id: b.id,
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await t.db
      .insertInto('chat_messages')
      .values({ conversation_id: conversation.id, sender_profile_id: b.id, body: text, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { conversationId: conversation.id, messageId: message.id };
  }

  it('tells who a profile is, whether it is reachable, and how two relate', async () => {
    const a = await buildCreator(t, { display_name: 'Eka Putra', profession: 'producer' });
    const b = await buildCreator(t, { visibility: 'hidden' });
    const c = await buildCreator(t);
    expect(await memberOfUser(t.db, companyScope(a.companyId), a.userId)).toEqual({
      profileId: a.id,
      userId: a.userId,
      companyId: a.companyId,
      displayName: 'Eka Putra',
      profession: 'producer',
      photoUrl: null,
    });
    const stranger = await t.factories.buildSignedInUser();
    expect(await memberOfUser(t.db, companyScope(c.companyId), a.userId)).toBeNull();
    expect(await memberOfUser(t.db, ALL_COMPANIES, stranger.id)).toBeNull();
    expect(await reachableMember(t.db, a.id, b.id)).toBeNull();
    expect((await reachableMember(t.db, a.id, c.id))?.profileId).toBe(c.id);
    expect([...(await membersByIds(t.db, [b.id, c.id, b.id])).keys()].sort()).toEqual([b.id, c.id].sort());

    await like(c, a.id);
    expect(await likeState(t.db, a.id, c.id)).toEqual({ likedByMe: false, likesMe: true });
    expect(await isBlockedEitherWay(t.db, c.id, a.id)).toBe(false);
    await block(a, c.id);
    expect(await isBlockedEitherWay(t.db, c.id, a.id)).toBe(true);
    expect(await reachableMember(t.db, c.id, a.id)).toBeNull();
    expect(await likeState(t.db, a.id, c.id)).toEqual({ likedByMe: false, likesMe: false });
  });

  it('files a message report with its text and resolves a closed conversation’s reports, telling the reporter', async () => {
    const reporter = await buildCreator(t);
    const sender = await buildCreator(t, { display_name: 'Penipu Stream' });
    const { conversationId, messageId } = await conversationOf(reporter, sender, 'Transfer dulu, stream naik!');
    const id = await fileMessageReport(t.db, {
      reporterProfileId: reporter.id,
      reportedProfileId: sender.id,
      conversationId,
      messageId,
      messageText: 'Transfer dulu, stream naik!',
      reason: 'scam',
      note: '',
    });
    const open = (await send('GET', '/api/ops/networkplace/reports?limit=100', staff.headers)).json().data.results as {
      id: number;
    }[];
    expect(open.find((report) => report.id === id)).toMatchObject({
      kind: 'message',
      conversation_id: conversationId,
      message_text: 'Transfer dulu, stream naik!',
    });

    const staffUser = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
    await resolveConversationReports(t.db, conversationId, staffUser.id);
    await resolveConversationReports(t.db, conversationId, staffUser.id);
    const notices = (await send('GET', '/api/notifications/all', reporter.headers)).json().data as {
      additional_data: { subject?: { type: string; id: number }; message?: { values: object } };
    }[];
    const told = notices.filter((notice) => notice.additional_data.subject?.type === 'networkplace_report');
    expect(told).toHaveLength(1);
    expect(told[0]?.additional_data.message?.values).toEqual({ name: 'Penipu Stream', action: 'conversation_closed' });
  });
});

// On PostgreSQL every statement is a round trip, and the database shares the machine's cores.
describeOnEngine('postgres', 'what explore costs the database', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers a page asked again within a blink without a statement, though other tables were written between', async () => {
    const tag = uniqueTag();
    const viewer = await buildCreator(t, { bio: tag });
    await buildCreator(t, { bio: tag });
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    expect(await foundIds(viewer, `search=${tag}`)).toHaveLength(1);
    // A write explore reads nothing of, as a chat message's stream event is.
    await t.db
      .insertInto('stream_heads')
      .values({ company_id: viewer.companyId, user_id: viewer.userId, last_id: 0 })
      .execute();
    const statements = recordStatements();
    expect(await foundIds(viewer, `search=${tag}`)).toHaveLength(1);
    expect(statements).toEqual([]);
  });
});
