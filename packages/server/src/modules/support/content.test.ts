import type { SaveArticle, SaveChangelog, SaveStore } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const article = (overrides: Partial<SaveArticle> = {}): SaveArticle => ({
  category: 'royalties',
  title_id: 'Kapan royalti dibayar?',
  title_en: 'When are royalties paid?',
  body_id: 'Setiap bulan.',
  body_en: 'Every month.',
  position: 0,
  is_published: true,
  ...overrides,
});

async function createArticle(overrides: Partial<SaveArticle> = {}): Promise<number> {
  const response = await send('POST', '/api/ops/informationcenter', staff.headers, article(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

describe('the information center', () => {
  it('finds an article by any word of either language, ignoring case and accents', async () => {
    const id = await createArticle({
      category: 'tax',
      title_id: 'Pajak royalti untuk Café Ñusantara',
      title_en: 'Royalty tax for cafés',
      body_id: 'Bukti potong PPh dikirim tiap bulan.',
      body_en: 'Withholding slips arrive monthly.',
    });
    await createArticle({ title_id: 'Artikel lain', title_en: 'Another article', body_id: 'Isi.', body_en: 'Body.' });
    for (const q of ['cafe', 'CAFÉ', 'ñusantara nusantara', 'bukti POTONG', 'withholding', 'Cafe%20pajak']) {
      const found = (
        await send('GET', `/api/v2/informationcenter?q=${encodeURIComponent(decodeURIComponent(q))}`, owner.headers)
      ).json().data;
      expect(
        found.results.map((row: { id: number }) => row.id),
        q,
      ).toEqual([id]);
    }
    const none = (await send('GET', '/api/v2/informationcenter?q=%25', owner.headers)).json().data;
    expect(none.total).toBe(0);
  });

  it('filters by category and hides unpublished articles from partners, not from staff', async () => {
    const draft = await createArticle({ category: 'account', title_id: 'Draf akun', is_published: false });
    const partners = (await send('GET', '/api/v2/informationcenter?category=account', owner.headers)).json().data;
    expect(partners.results.map((row: { id: number }) => row.id)).not.toContain(draft);
    expect((await send('GET', `/api/v2/informationcenter/${draft}`, owner.headers)).statusCode).toBe(404);
    const ops = (await send('GET', '/api/ops/informationcenter?category=account', staff.headers)).json().data;
    expect(ops.results.map((row: { id: number }) => row.id)).toContain(draft);
  });

  it('lets staff edit and delete an article, and re-indexes it for search', async () => {
    const id = await createArticle({ title_id: 'Judul lama' });
    const edited = await send(
      'PUT',
      `/api/ops/informationcenter/${id}`,
      staff.headers,
      article({ title_id: 'Judul baru unik' }),
    );
    expect(edited.json().data.title_id).toBe('Judul baru unik');
    const found = (await send('GET', '/api/v2/informationcenter?q=unik', owner.headers)).json().data;
    expect(found.results.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await send('DELETE', `/api/ops/informationcenter/${id}`, staff.headers)).statusCode).toBe(204);
    expect((await send('GET', `/api/v2/informationcenter/${id}`, owner.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/ops/informationcenter/${id}`, staff.headers)).statusCode).toBe(404);
  });

  it('keeps an article written in one language, and refuses a title or body in neither with its field key', async () => {
    const id = await createArticle({ title_en: '', body_en: '  ' });
    const saved = (await send('GET', `/api/v2/informationcenter/${id}`, owner.headers)).json().data;
    expect(saved).toMatchObject({ title_id: 'Kapan royalti dibayar?', title_en: '', body_en: '' });
    const englishOnly = await createArticle({ title_id: '', body_id: '' });
    expect((await send('GET', `/api/v2/informationcenter/${englishOnly}`, owner.headers)).json().data).toMatchObject({
      title_id: '',
      title_en: 'When are royalties paid?',
    });
    const before = (await send('GET', '/api/ops/informationcenter', staff.headers)).json().data.total;
    const response = await send(
      'POST',
      '/api/ops/informationcenter',
      staff.headers,
      article({ title_id: ' ', title_en: '', body_id: '', body_en: '' }),
    );
    expect([response.statusCode, response.json().errors]).toEqual([
      400,
      { title_id: 'validation.text.one_language', body_id: 'validation.text.one_language' },
    ]);
    expect((await send('GET', '/api/ops/informationcenter', staff.headers)).json().data.total).toBe(before);
  });
});

const store = (overrides: Partial<SaveStore> = {}): SaveStore => ({
  name: 'Spotify',
  type: 'streaming',
  region: 'global',
  description_id: 'Layanan streaming.',
  description_en: 'A streaming service.',
  website: 'https://www.spotify.com',
  position: 0,
  is_published: true,
  ...overrides,
});

describe('the DSP list', () => {
  it('shows partners the published stores in order; staff add, edit and delete them', async () => {
    const second = (await send('POST', '/api/ops/dsplist', staff.headers, store({ name: 'JOOX', position: 2 }))).json()
      .data;
    const first = (await send('POST', '/api/ops/dsplist', staff.headers, store({ position: 1 }))).json().data;
    const hidden = (
      await send('POST', '/api/ops/dsplist', staff.headers, store({ name: 'Draf', is_published: false }))
    ).json().data;
    const names = () =>
      send('GET', '/api/v2/dsplist', owner.headers).then((r) => r.json().data.map((s: { name: string }) => s.name));
    expect(await names()).toEqual(['Spotify', 'JOOX']);
    await send('PUT', `/api/ops/dsplist/${second.id}`, staff.headers, store({ name: 'JOOX Music', position: 0 }));
    expect(await names()).toEqual(['JOOX Music', 'Spotify']);
    await send('DELETE', `/api/ops/dsplist/${first.id}`, staff.headers);
    expect(await names()).toEqual(['JOOX Music']);
    expect(
      (await send('GET', '/api/ops/dsplist', staff.headers)).json().data.map((s: { id: number }) => s.id),
    ).toContain(hidden.id);
  });

  it('refuses a website that is not https and keeps staff routes for staff', async () => {
    const response = await send('POST', '/api/ops/dsplist', staff.headers, store({ website: 'javascript:alert(1)' }));
    expect([response.statusCode, response.json().errors]).toEqual([400, { website: 'support.store.website' }]);
    expect((await send('POST', '/api/ops/dsplist', owner.headers, store())).statusCode).toBe(403);
    expect((await send('GET', '/api/ops/changelog', owner.headers)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/ops/informationcenter/1', owner.headers)).statusCode).toBe(403);
  });
});

const entry = (overrides: Partial<SaveChangelog> = {}): SaveChangelog => ({
  version: '2.1',
  released_on: '2026-05-11',
  title_id: 'Rilis lebih cepat',
  title_en: 'Faster releases',
  items_id: ['Unggah dengan progres'],
  items_en: ['Uploads with progress'],
  is_published: true,
  ...overrides,
});

describe('the changelog', () => {
  it('lists published entries newest first; an unpublished one is the staff’s only', async () => {
    for (const [version, date, isPublished] of [
      ['2.0', '2026-03-02', true],
      ['2.2', '2026-07-20', true],
      ['2.3', '2026-09-14', false],
      ['2.1', '2026-05-11', true],
    ] as const) {
      const response = await send(
        'POST',
        '/api/ops/changelog',
        staff.headers,
        entry({ version, released_on: date, is_published: isPublished }),
      );
      expect(response.statusCode).toBe(201);
    }
    const versions = (await send('GET', '/api/v2/changelog', owner.headers))
      .json()
      .data.map((e: { version: string }) => e.version);
    expect(versions).toEqual(['2.2', '2.1', '2.0']);
    const ops = (await send('GET', '/api/ops/changelog', staff.headers)).json().data;
    expect(ops[0]).toMatchObject({ version: '2.3', is_published: false, items_en: ['Uploads with progress'] });
  });

  it('refuses a version that is not numbered and a date that is not one', async () => {
    const response = await send(
      'POST',
      '/api/ops/changelog',
      staff.headers,
      entry({ version: 'v2', released_on: '2026-02-30' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      version: 'support.changelog.version_format',
      released_on: 'support.changelog.date',
    });
  });
});
