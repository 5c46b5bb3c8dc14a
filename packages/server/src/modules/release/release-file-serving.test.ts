import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseFile } from '@irama/contracts';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { coverJpeg, PDF, releaseApi, signInStaff, wavOf } from './testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);
let owner: Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let cover: ReleaseFile;
let audio: ReleaseFile;
let letter: ReleaseFile;
beforeAll(async () => {
  owner = await t.factories.buildSignedInUser();
  cover = await api.uploadFile(owner.headers, 'cover', await coverJpeg(), 'sampul.jpg');
  audio = await api.uploadFile(owner.headers, 'audio', wavOf(2), 'lagu.wav');
  letter = await api.uploadFile(owner.headers, 'letter', PDF, 'surat.pdf');
});
afterEach(() => {
  vi.useRealTimers();
});

/** GET without any session, as an `<img>` or `<audio>` asks. */
const fetchUrl = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** What tells two error answers apart, the request id aside. */
async function refusal(url: string) {
  const response = await fetchUrl(url);
  const { requestId: _id, ...problem } = response.json();
  return { status: response.statusCode, type: response.headers['content-type'], problem };
}

/** The URL with one query parameter changed. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('signed release file URLs', () => {
  it('serve the file to whoever holds a fresh URL, with no session, as a private inline download', async () => {
    expect(cover.url).toMatch(
      new RegExp(`^/api/v2/release/file/${cover.file_id}\\?company=${owner.companyId}&exp=\\d+&sig=[\\w-]{43}$`),
    );
    const response = await fetchUrl(cover.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await coverJpeg())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="sampul.jpg"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(4200);
  });

  it('answer 404 for an expired, tampered, other-file, other-company or other-purpose signature, as for no file', async () => {
    const missing = await refusal(
      withParam(cover.url.replace(cover.file_id, '0123456789abcdef0123456789abcdef'), 'sig', 'x'),
    );
    expect(missing).toMatchObject({ status: 404, problem: { code: 'not_found' } });
    const sig = new URL(cover.url, 'http://x').searchParams.get('sig') ?? '';
    const thumbnailSig = new URL(cover.thumbnail_url ?? '', 'http://x').searchParams.get('sig') ?? '';
    const other = await t.factories.buildCompany();
    const bad = [
      withParam(cover.url, 'sig', `${sig.slice(0, -2)}AA`),
      withParam(cover.url, 'exp', String(Number(new URL(cover.url, 'http://x').searchParams.get('exp')) + 600)),
      withParam(cover.url, 'company', String(other)),
      withParam(audio.url, 'sig', sig),
      withParam(cover.url, 'sig', thumbnailSig),
      cover.url.replace(/\?.*$/, ''),
      withParam(cover.url, 'company', '-1'),
      withParam(cover.url, 'exp', 'soon'),
    ];
    for (const url of bad) expect(await refusal(url), url).toEqual(missing);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 71 * 60_000);
    expect(await refusal(cover.url), 'expired').toEqual(missing);
  });

  it('answer ranges of audio with 206, and 416 beyond the end', async () => {
    const wav = wavOf(2);
    const part = await fetchUrl(audio.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${wav.length}`);
    expect(part.headers['content-type']).toBe('audio/wav');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(wav.subarray(0, 10))).toBe(true);

    const beyond = await fetchUrl(audio.url, { range: `bytes=${wav.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(beyond.json()).toMatchObject({ status: 416, code: 'range_not_satisfiable' });
  });

  it('send a PDF as an attachment and spell a non-ASCII name in UTF-8', async () => {
    const pdf = await fetchUrl(letter.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="surat.pdf"');

    const named = await api.uploadFile(owner.headers, 'letter', PDF, 'Surat Pernyataan “Café”.pdf');
    expect((await fetchUrl(named.url)).headers['content-disposition']).toBe(
      `attachment; filename="Surat Pernyataan _Cafe_.pdf"; filename*=UTF-8''Surat%20Pernyataan%20%E2%80%9CCaf%C3%A9%E2%80%9D.pdf`,
    );
  });

  it('make a cover thumbnail once, 300×300, and keep it beside the cover', async () => {
    expect(cover.thumbnail_url).toMatch(new RegExp(`^/api/v2/release/file/${cover.file_id}/thumbnail\\?`));
    expect(audio.thumbnail_url).toBeUndefined();
    const first = await fetchUrl(cover.thumbnail_url ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-disposition']).toBe('inline; filename="sampul-thumbnail.jpg"');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 300, height: 300, format: 'jpeg' });

    const kept = path.join(
      t.config.dataDir,
      'releases',
      String(owner.companyId),
      'files',
      `${cover.file_id}.thumb.jpg`,
    );
    const made = fs.statSync(kept);
    const second = await fetchUrl(cover.thumbnail_url ?? '');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.statSync(kept).mtimeMs).toBe(made.mtimeMs);
    expect(fs.statSync(kept).ino).toBe(made.ino);
  });

  it('make a thumbnail of a cover cut short, from what it has', async () => {
    const whole = await coverJpeg();
    const cut = await api.uploadFile(
      owner.headers,
      'cover',
      whole.subarray(0, Math.floor(whole.length * 0.6)),
      'c.jpg',
    );
    const thumbnail = await fetchUrl(cut.thumbnail_url ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('come with every file of the release detail, the list entries and the staff review', async () => {
    const releaseId = await api.completeRelease(owner.headers, 1);
    const detail = (await api.send('GET', `/api/v2/release/album/id/${releaseId}`, owner.headers)).json().data;
    const list = (await api.send('GET', '/api/v2/catalogs/release', owner.headers)).json().data.results;
    const staff = await signInStaff(t);
    const review = (await api.send('GET', `/api/ops/releases/${releaseId}`, staff.headers)).json().data;
    const queue = (await api.send('GET', '/api/ops/releases', staff.headers)).json().data.results;
    const urls = [
      detail.cover_art.thumbnail_url,
      detail.statement_letter.url,
      detail.tracks[0].audio.url,
      detail.tracks[0].clip.url,
      list.find((entry: { id: number }) => entry.id === releaseId).cover_art.thumbnail_url,
      review.tracks[0].audio.url,
      review.tracks[0].clip.url,
      queue.find((entry: { id: number }) => entry.id === releaseId).cover_art.thumbnail_url,
    ];
    for (const url of urls) expect((await fetchUrl(url)).statusCode, url).toBe(200);
  });
});
