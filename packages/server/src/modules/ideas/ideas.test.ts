import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
type Headers = Record<string, string>;

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const LISTS = [
  ['recommendations/hot_topic', 'hot_topic'],
  ['ide_trending_video', 'trending_video'],
  ['banners', 'banner'],
  ['widget/instagram', 'instagram'],
  ['widget/tiktok', 'tiktok'],
  ['widget/article', 'article'],
] as const;

const body = (overrides: Record<string, unknown> = {}) => ({
  kind: 'banner',
  title: 'Rilis lagu baru ke 42 toko',
  summary: 'Unggah sekali, tayang di semua toko.',
  image_url: '/demo/ideas/banner-release.svg',
  link_url: '/release',
  published_on: dayOf(0),
  ...overrides,
});

async function create(staff: Headers, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ops/ideas/content',
    headers: staff,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; kind: string; title: string };
}

const list = async (app: TestApp, path: string, headers: Headers) => {
  const response = await app.app.inject({ method: 'GET', url: `/api/v2/ideas/${path}?limit=100`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { results: { id: number; title: string }[]; total: number };
};

describe('Ideas content', () => {
  it('answers 401 without a session on every Ideas endpoint', async () => {
    for (const path of [
      ...LISTS.map(([p]) => p),
      'recommendations/top_video',
      'recommendations/top_music',
      'announcements',
      'announcement/1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/ideas/${path}` });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('shows what staff publish in each list, only inside its active dates', async () => {
    const staff = (await signInStaff(t)).headers;
    const partner = (await t.factories.buildSignedInUser()).headers;
    for (const [path, kind] of LISTS) {
      const shown = await create(staff, { kind, title: `Tampil ${kind}` });
      const ended = await create(staff, { kind, title: `Selesai ${kind}`, starts_on: dayOf(-10), ends_on: dayOf(-1) });
      const later = await create(staff, { kind, title: `Nanti ${kind}`, starts_on: dayOf(2) });
      const ids = (await list(t, path, partner)).results.map((item) => item.id);
      expect(ids, path).toContain(shown.id);
      expect(ids, path).not.toContain(ended.id);
      expect(ids, path).not.toContain(later.id);
    }
  });

  it('lists in staff order, then newest first', async () => {
    const staff = (await signInStaff(t)).headers;
    const partner = (await t.factories.buildSignedInUser()).headers;
    const second = await create(staff, { kind: 'tiktok', title: 'Urutan dua', position: 2, published_on: dayOf(0) });
    const first = await create(staff, { kind: 'tiktok', title: 'Urutan satu', position: 1, published_on: dayOf(-3) });
    const ids = (await list(t, 'widget/tiktok', partner)).results.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('lets staff change and delete content; a missing id answers 404', async () => {
    const staff = (await signInStaff(t)).headers;
    const item = await create(staff, { kind: 'article' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/ideas/content/${item.id}`,
      headers: staff,
      payload: body({ kind: 'article', title: 'Judul baru' }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.title).toBe('Judul baru');
    const all = await t.app.inject({ method: 'GET', url: '/api/ops/ideas/content?kind=article', headers: staff });
    expect(all.json().data.results.map((row: { id: number }) => row.id)).toContain(item.id);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/ops/ideas/content/${item.id}`, headers: staff });
    expect(gone.statusCode).toBe(204);
    for (const method of ['DELETE', 'PUT'] as const) {
      const again = await t.app.inject({
        method,
        url: `/api/ops/ideas/content/${item.id}`,
        headers: staff,
        ...(method === 'PUT' ? { payload: body() } : {}),
      });
      expect(again.statusCode).toBe(404);
    }
  });

  it('refuses bad content with each field’s message', async () => {
    const staff = (await signInStaff(t)).headers;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ideas/content',
      headers: staff,
      payload: body({ kind: 'poster', title: '  ', link_url: 'javascript:alert(1)', published_on: '2026-13-40' }),
    });
    expect(fieldErrorsOf(response)).toMatchObject({
      kind: 'validation.invalid',
      title: 'validation.text.one_language',
      link_url: 'validation.url.invalid',
      published_on: 'validation.date.invalid',
    });
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ideas/content',
      headers: staff,
      payload: body({ starts_on: dayOf(3), ends_on: dayOf(1) }),
    });
    expect(fieldErrorsOf(backwards)).toEqual({ ends_on: 'ideas.content.ends_on.before_start' });
  });

  it('keeps content written in Indonesian, English or both, and refuses a title in neither', async () => {
    const staff = (await signInStaff(t)).headers;
    const partner = (await t.factories.buildSignedInUser()).headers;
    const english = await create(staff, {
      title: '',
      title_en: 'Release to 42 stores',
      summary: '',
      summary_en: 'Once.',
    });
    const both = await create(staff, { title: 'Rilis ke 42 toko', title_en: 'Release to 42 stores' });
    const banners = (await list(t, 'banners', partner)).results as unknown as Record<string, unknown>[];
    expect(banners.find((item) => item.id === english.id)).toMatchObject({
      title: '',
      title_en: 'Release to 42 stores',
      summary: '',
      summary_en: 'Once.',
    });
    expect(banners.find((item) => item.id === both.id)).toMatchObject({
      title: 'Rilis ke 42 toko',
      title_en: 'Release to 42 stores',
      summary_en: '',
    });
    const before = await t.db.selectFrom('ideas_content').select('id').execute();
    const neither = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ideas/content',
      headers: staff,
      payload: body({ title: ' ', title_en: '' }),
    });
    expect(fieldErrorsOf(neither)).toEqual({ title: 'validation.text.one_language' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/ideas/content/${both.id}`,
      headers: staff,
      payload: body({ title: '', title_en: '' }),
    });
    expect(changed.statusCode).toBe(400);
    expect(await t.db.selectFrom('ideas_content').select('id').execute()).toEqual(before);
    expect((await list(t, 'banners', partner)).results.find((item) => item.id === both.id)?.title).toBe(
      'Rilis ke 42 toko',
    );
  });

  it('keeps the staff routes from partners', async () => {
    const partner = (await t.factories.buildSignedInUser()).headers;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ideas/content',
      headers: partner,
      payload: body(),
    });
    expect(post.statusCode).toBe(403);
    const get = await t.app.inject({ method: 'GET', url: '/api/ops/ideas/content', headers: partner });
    expect(get.statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('lists the published ones newest first, opens one, and hides what is not published yet', async () => {
    const partner = (await t.factories.buildSignedInUser()).headers;
    const at = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();
    const long = `${'Laporan YouTube periode terbaru sudah terbit dan dapat dilihat. '.repeat(6)}\n\nParagraf kedua.`;
    const rows = await t.db
      .insertInto('announcements')
      .values([
        { title: 'Lama', content: 'Isi lama', is_important: false, published_at: at(-5), created_by: null },
        { title: 'Baru', content: long, is_important: true, published_at: at(-1), created_by: null },
        { title: 'Besok', content: 'Belum terbit', is_important: false, published_at: at(1), created_by: null },
      ])
      .returning('id')
      .execute();
    const [old, fresh, future] = rows.map((row) => row.id);
    const page = await list(t, 'announcements', partner);
    const ids = page.results.map((item) => item.id);
    expect(ids.indexOf(fresh as number)).toBeLessThan(ids.indexOf(old as number));
    expect(ids).not.toContain(future);
    const one = await t.app.inject({ method: 'GET', url: `/api/v2/ideas/announcement/${fresh}`, headers: partner });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ title: 'Baru', content: long, is_important: true });
    expect(one.json().data.summary.length).toBeLessThanOrEqual(181);
    expect(one.json().data.summary.endsWith('…')).toBe(true);
    for (const id of [future, 999_999]) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/v2/ideas/announcement/${id}`, headers: partner });
      expect(missing.statusCode).toBe(404);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/ideas/announcement/abc', headers: partner });
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff announcements', () => {
  it('are kept for Home and Ideas and left as notices, for every partner or only for one company group', async () => {
    const staff = (await signInStaff(t)).headers;
    const independent = (await t.factories.buildSignedInUser({ group: 'independent' })).headers;
    const music = (await t.factories.buildSignedInUser({ group: 'music' })).headers;
    const post = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/ops/announcements', headers: staff, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number; recipients: number };
    };
    const forGroup = await post({ audience: 'group', group_name: 'independent', title: 'Untuk indie', content: 'Isi' });
    const forAll = await post({ audience: 'all', title: 'Untuk semua', content: 'Isi', is_important: true });
    expect(forGroup.recipients).toBeGreaterThan(0);

    const titles = async (headers: Headers) => (await list(t, 'announcements', headers)).results.map((a) => a.title);
    expect(await titles(independent)).toEqual(expect.arrayContaining(['Untuk indie', 'Untuk semua']));
    expect(await titles(music)).toContain('Untuk semua');
    expect(await titles(music)).not.toContain('Untuk indie');
    const otherGroup = await t.app.inject({
      method: 'GET',
      url: `/api/v2/ideas/announcement/${forGroup.id}`,
      headers: music,
    });
    expect(otherGroup.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/v2/ideas/announcement/${forAll.id}`, headers: music });
    expect(own.json().data).toMatchObject({ title: 'Untuk semua', is_important: true });

    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/all', headers: independent });
    expect(notices.json().data.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining(['Untuk indie', 'Untuk semua']),
    );
  });
});

describe('staff announcements in two languages', () => {
  it('keep each language, summarise each, and leave the notice in Indonesian or in English when that is all', async () => {
    const staff = (await signInStaff(t)).headers;
    const partner = (await t.factories.buildSignedInUser({ group: 'eastern' })).headers;
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/ops/announcements', headers: staff, payload });
    const english = await post({
      audience: 'group',
      group_name: 'eastern',
      title_en: 'Stores closed for the holiday',
      content_en: 'Deliveries resume on Monday.',
    });
    expect(english.statusCode, english.body).toBe(200);
    const both = await post({
      audience: 'group',
      group_name: 'eastern',
      title: 'Toko libur',
      title_en: 'Stores closed',
      content: 'Pengiriman dilanjutkan Senin.',
      content_en: 'Deliveries resume on Monday.',
    });
    expect(both.statusCode, both.body).toBe(200);
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v2/ideas/announcement/${id}`, headers: partner })).json().data;
    expect(await read(english.json().data.id)).toMatchObject({
      title: '',
      title_en: 'Stores closed for the holiday',
      content: '',
      content_en: 'Deliveries resume on Monday.',
      summary: '',
      summary_en: 'Deliveries resume on Monday.',
    });
    expect(await read(both.json().data.id)).toMatchObject({ title: 'Toko libur', title_en: 'Stores closed' });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications/all', headers: partner })).json()
      .data;
    expect(notices.map((notice: { title: string }) => notice.title)).toEqual(
      expect.arrayContaining(['Stores closed for the holiday', 'Toko libur']),
    );

    const count = async () => (await t.db.selectFrom('announcements').select('id').execute()).length;
    const before = await count();
    const neither = await post({ audience: 'all', title: '', content: '  ' });
    expect(fieldErrorsOf(neither)).toEqual({
      title: 'validation.text.one_language',
      content: 'validation.text.one_language',
    });
    expect(await count()).toBe(before);
  });
});

describe('recommendations', () => {
  it('are empty before a company has analytics, and 404 for a service it does not take', async () => {
    const full = (await t.factories.buildSignedInUser()).headers;
    const youtubeOnly = (await t.factories.buildSignedInUser({ services: ['youtube'] })).headers;
    const dspOnly = (await t.factories.buildSignedInUser({ services: ['dsp'] })).headers;
    for (const path of ['top_video', 'top_music']) {
      expect((await list(t, `recommendations/${path}`, full)).results).toEqual([]);
    }
    const get = (path: string, headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/v2/ideas/recommendations/${path}`, headers });
    expect((await get('top_music', youtubeOnly)).statusCode).toBe(404);
    expect((await get('top_video', dspOnly)).statusCode).toBe(404);
    expect((await get('top_video', youtubeOnly)).statusCode).toBe(200);
  });
});
