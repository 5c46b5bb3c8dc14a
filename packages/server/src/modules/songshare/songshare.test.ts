import { todayInWib } from '@irama/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { releaseApi, signInStaff } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);

type Headers = Record<string, string>;
type Share = {
  id: string;
  title: string;
  artists: string[];
  cover: { webp_url: string; jpeg_url: string; width: number; height: number } | null;
  preview: { url: string; seconds: number } | null;
  stores: { store: string; name: string; url: string }[];
  url: string;
};

/** A 3000×3000 JPEG of coarse noise: its 640×640 copies are as heavy as a cover gets. */
async function busyCover(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 640,
      height: 640,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(3000, 3000, { kernel: 'nearest' }).jpeg({ quality: 75 }).toBuffer();
}

async function moveTo(staff: Headers, releaseId: number, status: string) {
  const response = await api.send('POST', `/api/ops/releases/${releaseId}/status`, staff, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A submitted release of a new company, live unless told otherwise, with its first track's share id. */
async function submittedRelease(files: { cover?: Buffer; audioSeconds?: number } = {}, trackCount = 1) {
  const owner = await t.factories.buildSignedInUser();
  const staff = (await signInStaff(t)).headers;
  const releaseId = await api.completeRelease(owner.headers, trackCount, files);
  const submit = await api.send('PATCH', `/api/v2/release/album/id/${releaseId}`, owner.headers, {
    status: 'on_progress',
  });
  expect(submit.statusCode, submit.body).toBe(200);
  return { owner, staff, releaseId };
}

async function liveRelease(files: { cover?: Buffer; audioSeconds?: number } = {}, trackCount = 1) {
  const release = await submittedRelease(files, trackCount);
  const live = await moveTo(release.staff, release.releaseId, 'success');
  const track = live.tracks[0] as { id: number; share_id: string };
  return { ...release, trackId: track.id, shareId: track.share_id, tracks: live.tracks as { share_id: string }[] };
}

const getShare = (id: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v5/songshare/track/${encodeURIComponent(id)}`, headers });
const getPage = (id: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/s/${encodeURIComponent(id)}`, headers });
const pathOf = (url: string) => new URL(url).pathname;
const withoutRequestId = (body: string) => ({ ...JSON.parse(body), requestId: undefined });

/** Seconds of audio a WAV holds, from its canonical 44-byte header. */
function wavSeconds(wav: Buffer): number {
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  expect(wav.toString('ascii', 36, 40)).toBe('data');
  return wav.readUInt32LE(40) / (wav.readUInt32LE(24) * wav.readUInt16LE(32));
}

describe('share ids', () => {
  it('are given to every track when its release goes live, and to none before', async () => {
    const { staff, releaseId, owner } = await submittedRelease({}, 2);
    const before = await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers);
    expect(before.json().data.tracks.map((track: { share_id: unknown }) => track.share_id)).toEqual([null, null]);
    const live = await moveTo(staff, releaseId, 'success');
    const ids = live.tracks.map((track: { share_id: string }) => track.share_id);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{11}$/);
    expect(new Set(ids).size).toBe(2);
    const seen = await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers);
    expect(seen.json().data.tracks.map((track: { share_id: string }) => track.share_id)).toEqual(ids);
  });
});

describe('GET /api/v5/songshare/track/{id}', () => {
  let live: Awaited<ReturnType<typeof liveRelease>>;
  let share: Share;
  beforeAll(async () => {
    live = await liveRelease({ cover: await busyCover(), audioSeconds: 75 });
    const response = await getShare(live.shareId);
    expect(response.statusCode, response.body).toBe(200);
    share = response.json().data;
  });

  it('answers a live track without a session, with its stores and page URL', () => {
    expect(share).toMatchObject({
      id: live.shareId,
      title: 'Lagu Nomor 1',
      artists: ['Nadia Putri'],
      url: `${t.config.publicUrl}/s/${live.shareId}`,
    });
    // Delivered to Spotify, Apple Music and the TikTok pair; TikTok has no public link pattern.
    expect(share.stores).toEqual([
      { store: 'spotify', name: 'Spotify', url: 'https://open.spotify.com/search/isrc%3AIDA012600001' },
      {
        store: 'apple_music',
        name: 'Apple Music / iTunes',
        url: 'https://music.apple.com/id/search?term=Lagu%20Nomor%201%20Nadia%20Putri',
      },
    ]);
  });

  it('makes the cover once, 640×640 in WebP and JPEG, each under 200 KB', async () => {
    expect(share.cover).toMatchObject({ width: 640, height: 640 });
    for (const [url, format, type] of [
      [share.cover?.webp_url ?? '', 'webp', 'image/webp'],
      [share.cover?.jpeg_url ?? '', 'jpeg', 'image/jpeg'],
    ] as const) {
      const image = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.length).toBeLessThan(200_000);
      // The busy cover cannot pass at the first quality: the budget is what kept it small.
      expect(image.rawPayload.length).toBeGreaterThan(50_000);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format, width: 640, height: 640 });
    }
    const again = (await getShare(live.shareId)).json().data;
    expect(again.cover).toEqual(share.cover);
    expect(again.preview).toEqual(share.preview);
  });

  it('serves a 30-second WAV preview, with ranges', async () => {
    expect(share.preview?.seconds).toBe(30);
    const preview = await t.app.inject({ method: 'GET', url: pathOf(share.preview?.url ?? '') });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/wav');
    expect(wavSeconds(preview.rawPayload)).toBeCloseTo(30, 3);
    const range = await t.app.inject({
      method: 'GET',
      url: pathOf(share.preview?.url ?? ''),
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('keeps a short recording whole rather than padding it', async () => {
    const short = await liveRelease({ audioSeconds: 16 });
    const answer = (await getShare(short.shareId)).json().data as Share;
    expect(answer.preview?.seconds).toBe(16);
    const preview = await t.app.inject({ method: 'GET', url: pathOf(answer.preview?.url ?? '') });
    expect(wavSeconds(preview.rawPayload)).toBeCloseTo(16, 3);
  });
});

describe('what is not a live track', () => {
  it('answers 404 alike for an unknown or malformed id, a draft, a rejected and a taken-down release', async () => {
    const draft = await submittedRelease();
    const rejected = await submittedRelease();
    await moveTo(rejected.staff, rejected.releaseId, 'rejected');
    // Neither ever got a share id through the API; given one, the release's status still keeps it private.
    await t.db
      .updateTable('tracks')
      .set({ share_id: 'DraftTrack1' })
      .where('release_id', '=', draft.releaseId)
      .execute();
    await t.db
      .updateTable('tracks')
      .set({ share_id: 'Rejected001' })
      .where('release_id', '=', rejected.releaseId)
      .execute();
    const takenDown = await liveRelease();
    expect((await getShare(takenDown.shareId)).statusCode).toBe(200);
    await moveTo(takenDown.staff, takenDown.releaseId, 'taken_down');

    const ids = ['Unknown0001', 'not an id!', 'DraftTrack1', 'Rejected001', takenDown.shareId];
    const answers = await Promise.all(ids.map((id) => getShare(id)));
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    const bodies = answers.map((answer) => withoutRequestId(answer.body));
    for (const body of bodies) expect(body).toEqual(bodies[0]);

    const pages = await Promise.all(ids.map((id) => getPage(id)));
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toBe(pages[0]?.body);
    }
    const preview = await t.app.inject({ method: 'GET', url: `/s/${takenDown.shareId}/preview.wav` });
    expect(preview.statusCode).toBe(404);
    const go = await t.app.inject({ method: 'GET', url: `/s/${takenDown.shareId}/go/spotify` });
    expect(go.statusCode).toBe(404);
  });
});

describe('GET /s/{id}', () => {
  let live: Awaited<ReturnType<typeof liveRelease>>;
  beforeAll(async () => {
    live = await liveRelease();
    await t.db.updateTable('tracks').set({ title: `Senja <b>"&'</b>` }).where('id', '=', live.trackId).execute();
  });

  it('renders the page on the server under 30 KB, with escaped Open Graph and Twitter card tags', async () => {
    const page = await getPage(live.shareId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Buffer.byteLength(page.body)).toBeLessThan(30_000);
    const html = page.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    const title = 'Senja &lt;b&gt;&quot;&amp;&#39;&lt;/b&gt; – Nadia Putri';
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta property="og:url" content="${t.config.publicUrl}/s/${live.shareId}">`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.jpg">/);
    expect(html).toMatch(/<meta property="og:description" content="Dengarkan Senja &lt;b&gt;/);
    expect(html).toMatch(
      /<picture><source type="image\/webp" srcset="[^"]+\.webp"><img src="[^"]+\.jpg" width="640" height="640"/,
    );
    expect(html).toContain('<audio controls preload="none"');
    expect(html).toContain(`href="/s/${live.shareId}/go/spotify"`);
  });

  it('speaks Indonesian by default and English when the browser prefers it', async () => {
    const lang = async (acceptLanguage?: string) => {
      const page = await getPage(live.shareId, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      return /<html lang="(\w+)">/.exec(page.body)?.[1];
    };
    expect(await lang()).toBe('id');
    expect(await lang('en-US,en;q=0.9')).toBe('en');
    expect(await lang('fr-FR, en;q=0.5, id;q=0.4')).toBe('en');
    expect(await lang('en;q=0.3, id-ID')).toBe('id');
    expect(await lang('fr')).toBe('id');
    expect((await getPage(live.shareId, { 'accept-language': 'en' })).body).toContain('Listen on');
  });
});

describe('store link clicks', () => {
  const browser = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
  };

  it('redirects to the store, counting people per store and day but not bots', async () => {
    const live = await liveRelease();
    const go = (store: string, headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/s/${live.shareId}/go/${store}`, headers });
    const first = await go('spotify', browser);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://open.spotify.com/search/isrc%3AIDA012600001');
    await go('spotify', browser);
    await go('apple_music', browser);
    for (const bot of [
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect((await go('spotify', { 'user-agent': bot })).statusCode).toBe(302);
    }
    // No User-Agent at all is no person's browser either.
    expect((await go('spotify', { 'user-agent': '' })).statusCode).toBe(302);
    // Not delivered to Deezer; TikTok has no link: neither is a button, so neither redirects.
    expect((await go('deezer', browser)).statusCode).toBe(404);
    expect((await go('tiktok', browser)).statusCode).toBe(404);

    const clicks = await api.send('GET', `/api/v2/songshare/clicks/${live.trackId}`, live.owner.headers);
    expect(clicks.statusCode, clicks.body).toBe(200);
    const today = todayInWib(new Date());
    expect(clicks.json().data).toEqual({
      track_id: live.trackId,
      share_id: live.shareId,
      total: 3,
      by_store: [
        { store: 'spotify', clicks: 2 },
        { store: 'apple_music', clicks: 1 },
      ],
      by_day: [
        { day: today, store: 'apple_music', clicks: 1 },
        { day: today, store: 'spotify', clicks: 2 },
      ],
    });
  });

  it('shows clicks only to the track’s own company', async () => {
    const live = await liveRelease();
    await t.app.inject({ method: 'GET', url: `/s/${live.shareId}/go/spotify`, headers: browser });
    const other = await t.factories.buildSignedInUser();
    const foreign = await api.send('GET', `/api/v2/songshare/clicks/${live.trackId}`, other.headers);
    const missing = await api.send('GET', '/api/v2/songshare/clicks/999999', other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(missing.body));
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/songshare/clicks/${live.trackId}` })).statusCode).toBe(
      401,
    );
  });
});
