import { describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { buildCourse } from './expertise.test-support.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const titlesOf = (response: { json(): { data: { results: { title: string }[] } } }) =>
  response.json().data.results.map((course) => course.title);

describe('Expertise access', () => {
  it('needs a session and the expertise permission on every partner route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/expertise/courses' })).statusCode).toBe(401);
    const without = await t.factories.buildSignedInUser({ features: ['dspreport'] });
    for (const [method, url, payload] of [
      ['GET', '/api/v2/expertise/featured'],
      ['GET', '/api/v2/expertise/courses'],
      ['GET', '/api/v2/expertise/course/1'],
      ['GET', '/api/v2/expertise/topics'],
      ['GET', '/api/v2/expertise/watchlist'],
      ['POST', '/api/v2/expertise/watchlist', { course_id: 1 }],
      ['DELETE', '/api/v2/expertise/watchlist/id/1'],
      ['POST', '/api/v2/expertise/episode/id/1/open'],
      ['POST', '/api/v2/expertise/mark_episode_as_watched', { episode_id: 1, played_seconds: 1, position_seconds: 1 }],
      ['GET', '/api/v2/expertise/suggested'],
      ['GET', '/api/v2/expertise/team_progress'],
    ] as const) {
      const response = await send(method, url, without.headers, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it('keeps the staff routes to distributor staff', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/ops/expertise/topics'],
      ['POST', '/api/ops/expertise/topics', { name: 'Topik' }],
      ['GET', '/api/ops/expertise/courses'],
      ['POST', '/api/ops/expertise/courses', { topic_id: 1, title: 'x' }],
      ['PUT', '/api/ops/expertise/episodes/1', { title: 'x', duration_seconds: 10 }],
      ['DELETE', '/api/ops/expertise/courses/1'],
    ] as const) {
      const response = await send(method, url, owner.headers, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it('shows the team’s progress to the owner only', async () => {
    const companyId = await t.factories.buildCompany();
    const boss = await t.factories.buildUser(companyId);
    const admin = await t.factories.buildUser(companyId, { role: 'admin' });
    const adminHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(admin.email)}` };
    const refused = await send('GET', '/api/v2/expertise/team_progress', adminHeaders);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
    const bossHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(boss.email)}` };
    const team = await send('GET', '/api/v2/expertise/team_progress', bossHeaders);
    expect(team.statusCode).toBe(200);
    expect(team.json().data.members.map((member: { email: string }) => member.email)).toEqual([
      boss.email,
      admin.email,
    ]);
  });
});

describe('bad input', () => {
  it('answers 400 with the field’s key, never a 5xx', async () => {
    for (const [method, url, payload, field] of [
      ['GET', '/api/v2/expertise/courses?per_page=0', undefined, 'per_page'],
      ['GET', '/api/v2/expertise/courses?sort=newest', undefined, 'sort'],
      ['GET', '/api/v2/expertise/courses?filter=liked', undefined, 'filter'],
      ['GET', '/api/v2/expertise/courses?topics=1,x', undefined, 'topics'],
      ['GET', '/api/v2/expertise/watchlist?top=0', undefined, 'top'],
      ['GET', '/api/v2/expertise/course/abc', undefined, 'id'],
      ['POST', '/api/v2/expertise/watchlist', { course_id: '1' }, 'course_id'],
      ['POST', '/api/v2/expertise/mark_episode_as_watched', { episode_id: 1, position_seconds: 0 }, 'played_seconds'],
      [
        'POST',
        '/api/v2/expertise/mark_episode_as_watched',
        { episode_id: 1, played_seconds: -1, position_seconds: 0 },
        'played_seconds',
      ],
    ] as const) {
      const response = await send(method, url, owner.headers, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().errors), url).toContain(field);
    }
  });

  it('refuses a staff course without a title in either language or with an unknown topic', async () => {
    const response = await send('POST', '/api/ops/expertise/courses', staff.headers, { topic_id: 2_000_000_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.title).toBe('validation.text.one_language');
    const unknownTopic = await send('POST', '/api/ops/expertise/courses', staff.headers, {
      topic_id: 2_000_000_000,
      title: 'Kursus',
    });
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json().errors).toEqual({ topic_id: 'validation.invalid' });
  });
});

describe('course lists', () => {
  it('pages by 3, filters mandatory courses, finds by topic and by text whatever its case and accents', async () => {
    const first = await buildCourse(t, staff.headers, {
      course: { title: 'Métadata Rilis', title_en: 'Release metadata', is_mandatory: true },
    });
    const topic = first.topicId;
    for (const title of ['Kursus B', 'Kursus C', 'Kursus D']) {
      await buildCourse(t, staff.headers, { course: { topic_id: topic, title } });
    }
    const page = await send('GET', `/api/v2/expertise/courses?topics=${topic}`, owner.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ page: 1, limit: 3, total: 4 });
    expect(titlesOf(page)).toEqual(['Métadata Rilis', 'Kursus D', 'Kursus C']);
    const mandatory = await send('GET', `/api/v2/expertise/courses?topics=${topic}&filter=is_mandatory`, owner.headers);
    expect(titlesOf(mandatory)).toEqual(['Métadata Rilis']);
    const found = await send('GET', '/api/v2/expertise/courses?search=METADATA%20r', owner.headers);
    expect(titlesOf(found)).toEqual(['Métadata Rilis']);
    const course = found.json().data.results[0];
    expect(course).toMatchObject({
      topic: { id: topic },
      is_mandatory: true,
      episode_count: 2,
      duration_seconds: 120,
      progress: { watched: 0, total: 2 },
      finished_at: null,
      watchlist_id: null,
    });
  });

  it('sorts by learners (popular) and by views (top_views), and hides unpublished courses', async () => {
    const quiet = await buildCourse(t, staff.headers);
    const topic = quiet.topicId;
    const busy = await buildCourse(t, staff.headers, { course: { topic_id: topic, title: 'Ramai' } });
    await buildCourse(t, staff.headers, { course: { topic_id: topic, title: 'Draf', is_published: false } });
    const learner = await t.factories.buildSignedInUser();
    for (const headers of [owner.headers, learner.headers]) {
      await send('POST', `/api/v2/expertise/episode/id/${busy.episodeIds[0]}/open`, headers);
    }
    for (let view = 0; view < 3; view += 1) {
      await send('POST', `/api/v2/expertise/episode/id/${quiet.episodeIds[0]}/open`, owner.headers);
    }
    const popular = await send('GET', `/api/v2/expertise/courses?topics=${topic}&sort=popular`, owner.headers);
    expect(popular.json().data.results.map((course: { id: number }) => course.id)).toEqual([
      busy.courseId,
      quiet.courseId,
    ]);
    const viewed = await send('GET', `/api/v2/expertise/courses?topics=${topic}&sort=top_views`, owner.headers);
    expect(
      viewed.json().data.results.map((course: { id: number; views: number }) => [course.id, course.views]),
    ).toEqual([
      [quiet.courseId, 3],
      [busy.courseId, 2],
    ]);
    const topics = await send('GET', '/api/v2/expertise/topics', owner.headers);
    expect(topics.json().data.find((row: { id: number }) => row.id === topic)).toMatchObject({ course_count: 2 });
  });

  it('lists featured courses in staff’s order and answers 404 for an unpublished or unknown course', async () => {
    const second = await buildCourse(t, staff.headers, { course: { featured_position: 2 } });
    const firstFeatured = await buildCourse(t, staff.headers, { course: { featured_position: 1 } });
    const hidden = await buildCourse(t, staff.headers, { course: { is_published: false } });
    const featured = await send('GET', '/api/v2/expertise/featured', owner.headers);
    const ids = featured.json().data.map((course: { id: number }) => course.id);
    expect(ids.indexOf(firstFeatured.courseId)).toBeLessThan(ids.indexOf(second.courseId));
    const missing = await send('GET', '/api/v2/expertise/course/2000000000', owner.headers);
    expect(missing.statusCode).toBe(404);
    const unpublished = await send('GET', `/api/v2/expertise/course/${hidden.courseId}`, owner.headers);
    expect({ status: unpublished.statusCode, code: unpublished.json().code }).toEqual({
      status: 404,
      code: missing.json().code,
    });
  });
});

describe('course lists after staff change a course', () => {
  const idsOf = (response: { json(): { data: { results: { id: number }[] } } }) =>
    response.json().data.results.map((course) => course.id);

  it('shows the change on the very next read of a list, of featured and of a learner filter', async () => {
    const { courseId, topicId } = await buildCourse(t, staff.headers, { course: { title: 'Sebelum' } });
    const learner = await t.factories.buildSignedInUser();
    const list = `/api/v2/expertise/courses?topics=${topicId}`;
    const featuredIds = async () =>
      (await send('GET', '/api/v2/expertise/featured', learner.headers))
        .json()
        .data.map((course: { id: number }) => course.id);
    expect(titlesOf(await send('GET', list, learner.headers))).toEqual(['Sebelum']);
    expect(await featuredIds()).not.toContain(courseId);
    expect(idsOf(await send('GET', `${list}&filter=not_started`, learner.headers))).toEqual([courseId]);

    const edit = { topic_id: topicId, title: 'Sesudah', is_published: true, featured_position: 1 };
    expect((await send('PUT', `/api/ops/expertise/courses/${courseId}`, staff.headers, edit)).statusCode).toBe(200);
    const added = await send('POST', `/api/ops/expertise/courses/${courseId}/episodes`, staff.headers, {
      title: 'Episode 3',
      position: 3,
      duration_seconds: 30,
    });
    expect(added.statusCode).toBe(201);
    const edited = await send('GET', list, learner.headers);
    expect(edited.json().data.results).toMatchObject([
      { title: 'Sesudah', is_featured: true, episode_count: 3, progress: { total: 3 } },
    ]);
    expect(await featuredIds()).toContain(courseId);

    const [firstEpisode] = (await send('GET', `/api/v2/expertise/course/${courseId}`, learner.headers)).json().data
      .episodes;
    await send('POST', `/api/v2/expertise/episode/id/${firstEpisode.id}/open`, learner.headers);
    expect(idsOf(await send('GET', `${list}&filter=not_started`, learner.headers))).toEqual([]);
    expect(idsOf(await send('GET', `${list}&filter=in_progress`, learner.headers))).toEqual([courseId]);

    await send('PUT', `/api/ops/expertise/courses/${courseId}`, staff.headers, { ...edit, is_published: false });
    expect((await send('GET', list, learner.headers)).json().data).toMatchObject({ results: [], total: 0 });
    expect(await featuredIds()).not.toContain(courseId);
  });
});

describe('the watchlist', () => {
  it('adds a course once, lists the newest first with `top`, and deletes an entry', async () => {
    const user = await t.factories.buildSignedInUser();
    const { courseId } = await buildCourse(t, staff.headers);
    const other = await buildCourse(t, staff.headers);
    const added = await send('POST', '/api/v2/expertise/watchlist', user.headers, { course_id: courseId });
    expect(added.statusCode).toBe(201);
    const again = await send('POST', '/api/v2/expertise/watchlist', user.headers, { course_id: courseId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(added.json().data.id);
    await send('POST', '/api/v2/expertise/watchlist', user.headers, { course_id: other.courseId });
    const top = await send('GET', '/api/v2/expertise/watchlist?top=1', user.headers);
    expect(top.json().data.map((entry: { course: { id: number } }) => entry.course.id)).toEqual([other.courseId]);
    const course = await send('GET', `/api/v2/expertise/course/${courseId}`, user.headers);
    expect(course.json().data.watchlist_id).toBe(added.json().data.id);
    const removed = await send('DELETE', `/api/v2/expertise/watchlist/id/${added.json().data.id}`, user.headers);
    expect(removed.statusCode).toBe(204);
    const all = await send('GET', '/api/v2/expertise/watchlist', user.headers);
    expect(all.json().data.map((entry: { course: { id: number } }) => entry.course.id)).toEqual([other.courseId]);
    const unknown = await send('POST', '/api/v2/expertise/watchlist', user.headers, { course_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers another user’s entry, of another company or the same one, exactly like a missing one', async () => {
    const { courseId } = await buildCourse(t, staff.headers);
    const mine = await t.factories.buildSignedInUser();
    const entry = (await send('POST', '/api/v2/expertise/watchlist', mine.headers, { course_id: courseId })).json()
      .data;
    const stranger = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(mine.companyId, { role: 'admin' });
    const colleagueHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(colleague.email)}` };
    const answerOf = async (headers: Record<string, string>, id: number) => {
      const response = await send('DELETE', `/api/v2/expertise/watchlist/id/${id}`, headers);
      const { requestId: _id, ...problem } = response.json();
      return { status: response.statusCode, problem };
    };
    const missing = await answerOf(stranger.headers, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(await answerOf(stranger.headers, entry.id)).toEqual(missing);
    expect(await answerOf(colleagueHeaders, entry.id)).toEqual(missing);
    const still = await send('GET', '/api/v2/expertise/watchlist', mine.headers);
    expect(still.json().data.map((row: { id: number }) => row.id)).toEqual([entry.id]);
  });
});

describe('suggestions', () => {
  it('suggests the course staff tied to a company’s situation, with its reason', async () => {
    const { courseId } = await buildCourse(t, staff.headers, { course: { suggested_for: 'no_release_yet' } });
    const newcomer = await t.factories.buildSignedInUser();
    const response = await send('GET', '/api/v2/expertise/suggested', newcomer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({
        reason: 'no_release_yet',
        since: null,
        course: expect.objectContaining({ id: courseId }),
      }),
    );
    const rejected = await buildCourse(t, staff.headers, { course: { suggested_for: 'release_rejected' } });
    expect(
      response.json().data.some((suggestion: { course: { id: number } }) => suggestion.course.id === rejected.courseId),
    ).toBe(false);
  });
});
