import { expect, test } from '@playwright/test';
import { profileMenuButton, revokeToken, signIn, submitLogin, tokenCookie } from '../support/session.ts';

const EXPIRED_ID = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

test('a token revoked on the server sends the next call to /login with the expiry alert', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'owner@timur.demo');
  // The token is revoked only once the page has its list: a call still on its way would meet the dead token first.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/dsplist');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Daftar DSP' }).click();
  await expect(page).toHaveURL(/\/dsp-list$/);
  expect((await listed).status()).toBe(200);
  const token = await tokenCookie(context);
  expect(token, 'the page keeps its token in the token cookie').toBeTruthy();
  await revokeToken(request, token ?? '');

  // A restored cache is stale at once (docs/decisions.md), so the reload asks the server for /me
  // again: the next product API call on reload (/me, or the DSP list the page reads) answers 401.
  const unauthorized = page.waitForResponse((response) => {
    const path = new URL(response.url()).pathname;
    return path === '/api/auth/me' || path === '/api/v2/dsplist';
  });
  await page.reload();
  expect((await unauthorized).status()).toBe(401);

  await expect(page).toHaveURL(/\/login\?redirect=%2Fdsp-list$/);
  await expect(page.getByRole('alert')).toHaveText(EXPIRED_ID);
  expect(await tokenCookie(context), 'the dead token is removed').toBeUndefined();

  // Signing in again returns to where the user was, and the alert is gone.
  await submitLogin(page, 'owner@timur.demo');
  await expect(page).toHaveURL(/\/dsp-list$/);
  await expect(profileMenuButton(page)).toBeVisible();
  await expect(page.getByText(EXPIRED_ID)).toHaveCount(0);
});

test('a revoked token found while moving between pages also ends the session', async ({ page, context, request }) => {
  // Every read of the page must be answered before the token dies, or one of them would end the
  // session before the step this test is about. The bell's stream, once open, makes the bell read
  // again at a moment of its own, so it stays closed here (it has journeys of its own); Home's own
  // reads (the bell's list, the dashboard) are waited for.
  await page.route('**/api/notifications/stream', (route) => route.abort());
  const reads = ['/api/notifications/all', '/api/v2/dashboard'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await signIn(page, 'owner@musik.demo');
  for (const read of reads) expect((await read).ok()).toBe(true);
  await revokeToken(request, (await tokenCookie(context)) ?? '');
  // Changing the language saves it on the profile: a product API call with the dead token.
  await profileMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  // The language was switched locally before the call failed, so the alert is in English.
  await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please log in again.');
  expect(await tokenCookie(context)).toBeUndefined();
});
