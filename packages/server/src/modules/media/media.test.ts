import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { fileForm, makeImage, storedMedia } from '../profile/profile.test-support.ts';
import { wavOf } from '../release/testing/release-test-kit.ts';

const t = useTestApp();

const postMedia = (headers: Record<string, string>, form: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/v1/media', headers, payload: form });

describe('POST /api/v1/media', () => {
  it('stores an image under a server-made name in the company folder and serves it', async () => {
    const user = await t.factories.buildSignedInUser();
    const png = await makeImage(50, 50, 'png');
    const response = await postMedia(user.headers, fileForm(png, '../../../etc/passwd.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ mime: 'image/png', size: png.length, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(data.url).toBe(`/media/${user.companyId}/${data.id}.png`);
    expect(storedMedia(t.config.dataDir)).toContain(`${user.companyId}/${data.id}.png`);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('takes a WAV and a PDF by their content, and refuses anything else with 415', async () => {
    const user = await t.factories.buildSignedInUser();
    const send = (form: FormData) => postMedia(user.headers, form);
    expect((await send(fileForm(wavOf(0), 'song.wav', 'audio/wav'))).json().data.mime).toBe('audio/wav');
    const pdf = await send(fileForm('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'letter.pdf', 'application/pdf'));
    expect(pdf.json().data.mime).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: pdf.json().data.url });
    expect(served.headers['content-disposition']).toBe('attachment');

    const before = storedMedia(t.config.dataDir);
    const html = await send(fileForm('<html><script>alert(1)</script></html>', 'cover.jpg', 'image/jpeg'));
    expect(html.statusCode).toBe(415);
    expect(html.json().errors).toEqual({ file: 'media.type_not_allowed' });
    expect(storedMedia(t.config.dataDir)).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const user = await t.factories.buildSignedInUser();
    const before = storedMedia(t.config.dataDir);
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await postMedia(user.headers, fileForm(big, 'big.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(413);
    expect(storedMedia(t.config.dataDir)).toEqual(before);
  });
});

describe('GET /media/:companyId/:name', () => {
  it('answers 404 for unknown or malformed names, never reading outside the folder', async () => {
    for (const url of [
      '/media/1/00000000000000000000000000000000.png',
      '/media/1/..%2F..%2Firama.sqlite',
      '/media/x/y',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
