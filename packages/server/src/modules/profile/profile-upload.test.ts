import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { auth, fileForm, makeImage, storedMedia } from './profile.test-support.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

const upload = (url: string, headers: Record<string, string>, form: FormData) =>
  t.app.inject({ method: 'POST', url, headers, payload: form });

const photoOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('profile_image_url').where('id', '=', userId).executeTakeFirstOrThrow())
    .profile_image_url;

describe('POST /api/v2/profile/uploadprofile', () => {
  it('stores a centre-cropped 512×512 JPEG and sets it as the profile photo', async () => {
    const user = await t.factories.buildSignedInUser();
    const png = await makeImage(900, 400, 'png');
    const response = await upload('/api/v2/profile/uploadprofile', user.headers, fileForm(png, 'me.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data;
    expect(url).toMatch(new RegExp(`^/media/${user.companyId}/[0-9a-f]{32}\\.jpg$`));
    expect(await photoOf(user.id)).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });

    const contact = await t.app.inject({ method: 'GET', url: '/api/v2/profile/contact', headers: user.headers });
    expect(contact.json().data.results.profile_image_url).toBe(url);
  });

  it('deletes the photo a new one replaces, so it is no longer served', async () => {
    const user = await t.factories.buildSignedInUser();
    const send = async () =>
      (
        await upload(
          '/api/v2/profile/uploadprofile',
          user.headers,
          fileForm(await makeImage(400, 400), 'me.jpg', 'image/jpeg'),
        )
      ).json().data.url as string;
    const first = await send();
    const second = await send();
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a photo under 300×300 with 400 profile.photo_too_small and stores nothing', async () => {
    const user = await t.factories.buildSignedInUser();
    const before = storedMedia(t.config.dataDir);
    const small = await makeImage(299, 800);
    const response = await upload(
      '/api/v2/profile/uploadprofile',
      user.headers,
      fileForm(small, 'me.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'profile.photo_too_small',
      errors: { file: 'profile.photo_too_small' },
    });
    expect(storedMedia(t.config.dataDir)).toEqual(before);
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses text named .jpg with 415 profile.not_an_image and stores nothing', async () => {
    const user = await t.factories.buildSignedInUser();
    const before = storedMedia(t.config.dataDir);
    const fake = fileForm('this is not a picture, only text', 'me.jpg', 'image/jpeg');
    const response = await upload('/api/v2/profile/uploadprofile', user.headers, fake);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type', errors: { file: 'profile.not_an_image' } });
    expect(storedMedia(t.config.dataDir)).toEqual(before);
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses a truncated JPEG (right magic bytes, broken body) and a PDF as not an image', async () => {
    const user = await t.factories.buildSignedInUser();
    const jpeg = await makeImage(600, 600);
    const broken = await upload(
      '/api/v2/profile/uploadprofile',
      user.headers,
      fileForm(jpeg.subarray(0, 40), 'me.jpg', 'image/jpeg'),
    );
    expect(broken.statusCode).toBe(415);
    const pdf = await upload(
      '/api/v2/profile/uploadprofile',
      user.headers,
      fileForm('%PDF-1.4\n%âãÏÓ\n', 'me.jpg', 'image/jpeg'),
    );
    expect(pdf.statusCode).toBe(415);
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses a file over 5 MB with 413, and a request without a file', async () => {
    const user = await t.factories.buildSignedInUser();
    const before = storedMedia(t.config.dataDir);
    const big = Buffer.concat([await makeImage(400, 400), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('/api/v2/profile/uploadprofile', user.headers, fileForm(big, 'me.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', errors: { file: 'profile.photo_too_large' } });
    expect(storedMedia(t.config.dataDir)).toEqual(before);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/profile/uploadprofile',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = new FormData();
    empty.append('other', 'value');
    expect((await upload('/api/v2/profile/uploadprofile', user.headers, empty)).statusCode).toBe(400);
  });
});

describe('POST /api/v2/profile/uploadcontact', () => {
  it('sets the company logo for the owner, from 200×200, and refuses an admin', async () => {
    const owner = await t.factories.buildSignedInUser();
    const admin = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    const adminHeaders = auth(await t.factories.signIn(admin.email));
    const logo = await makeImage(200, 200, 'webp');

    const refused = await upload(
      '/api/v2/profile/uploadcontact',
      adminHeaders,
      fileForm(logo, 'logo.webp', 'image/webp'),
    );
    expect(refused.statusCode).toBe(403);

    const response = await upload(
      '/api/v2/profile/uploadcontact',
      owner.headers,
      fileForm(logo, 'logo.webp', 'image/webp'),
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data;
    expect(url).toMatch(/\.png$/);
    const company = await t.app.inject({ method: 'GET', url: '/api/v2/profile/company', headers: owner.headers });
    expect(company.json().data.results.logo_url).toBe(url);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(me.json().data.company.logo_url).toBe(url);

    const tooSmall = await makeImage(199, 300, 'png');
    const small = await upload(
      '/api/v2/profile/uploadcontact',
      owner.headers,
      fileForm(tooSmall, 'l.png', 'image/png'),
    );
    expect(small.statusCode).toBe(400);
  });
});
