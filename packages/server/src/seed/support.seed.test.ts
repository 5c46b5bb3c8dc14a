import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';

const { t } = useDemoWorld();

describe('the support demo data', () => {
  it('lists 42 distinct stores, articles and a changelog in both languages, and answered tickets for owner@musik.demo', async () => {
    const token = await t.factories.signIn('owner@musik.demo', 'Irama-demo-2026');
    const headers = { 'x-authorization': `Bearer ${token}` };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json().data;

    const stores = await get('/api/v2/dsplist');
    expect(new Set(stores.map((store: { name: string }) => store.name.toLowerCase())).size).toBe(42);
    expect(
      stores.every(
        (store: { description_id: string; description_en: string }) => store.description_id && store.description_en,
      ),
    ).toBe(true);

    const articles = await get('/api/v2/informationcenter?limit=100');
    expect(articles.total).toBeGreaterThanOrEqual(10);
    expect(new Set(articles.results.map((article: { category: string }) => article.category)).size).toBe(7);
    expect((await get('/api/v2/informationcenter?q=isrc')).total).toBeGreaterThan(0);

    const changelog = await get('/api/v2/changelog');
    expect(changelog[0].released_on > changelog[1].released_on).toBe(true);

    const tickets = await get('/api/v2/support/ticket');
    expect(tickets.results.filter((ticket: { status: string }) => ticket.status === 'answered')).toHaveLength(2);
  });
});
