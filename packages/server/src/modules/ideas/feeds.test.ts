import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/test-app.ts';
import { feedItemsOf } from './feeds.service.ts';

const TIKTOK = {
  items: [
    {
      title: 'Tren cover akustik',
      url: 'https://www.tiktok.com/@irama/video/1',
      date: '2026-11-20',
      image_url: '/a.svg',
    },
    { title: 'Challenge joget koplo', url: 'https://www.tiktok.com/@irama/video/2', date: '2026-11-22T08:00:00+07:00' },
    { title: 'Tautan jahat', url: 'javascript:alert(1)', date: '2026-11-23' },
    { title: '', url: 'https://www.tiktok.com/@irama/video/3', date: '2026-11-23' },
  ],
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/tiktok.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(TIKTOK));
      return;
    }
    response.writeHead(500);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('configured widget feeds', () => {
  it('fill a widget at start with the feed’s valid items, newest first, and leave a broken feed’s widget alone', async () => {
    const t = await createTestApp({
      IDEAS_FEED_TIKTOK_URL: `${base}/tiktok.json`,
      IDEAS_FEED_ARTICLE_URL: `${base}/broken.json`,
    });
    try {
      const user = await t.factories.buildSignedInUser();
      const get = (path: string) =>
        t.app.inject({ method: 'GET', url: `/api/v2/ideas/widget/${path}`, headers: user.headers });
      const posts = (await get('tiktok')).json().data.results;
      expect(posts.map((post: { title: string }) => post.title)).toEqual([
        'Challenge joget koplo',
        'Tren cover akustik',
      ]);
      expect(posts[0]).toMatchObject({ link_url: 'https://www.tiktok.com/@irama/video/2', published_on: '2026-11-22' });
      expect((await get('article')).json().data.results).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('read nothing when none is configured', async () => {
    const t = await createTestApp();
    try {
      const rows = await t.db.selectFrom('ideas_content').select('id').where('feed_url', 'is not', null).execute();
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('feedItemsOf', () => {
  it('keeps at most 20 items and never throws, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const items = feedItemsOf(json);
        return items === null || items.length <= 20;
      }),
    );
    expect(feedItemsOf({ nope: true })).toBeNull();
    expect(feedItemsOf(TIKTOK.items)).toHaveLength(2);
  });
});
