import type { ReleaseSummary } from '@irama/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { apiToken, signIn } from '../support/session.ts';

const OWNER = 'owner@musik.demo';

test('a live track’s share link opens a public page signed out, and its store clicks reach the owner', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiToken(page.request, OWNER);
  const list = await page.request.get('/api/v2/catalogs/release?status=success&limit=1', {
    headers: { 'X-Authorization': `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  const [live] = ((await list.json()) as { data: { results: ReleaseSummary[] } }).data.results;
  expect(live, 'a live demo release of owner@musik.demo').toBeDefined();

  await signIn(page, OWNER, `/release/${live?.id}`);
  const link = page.getByRole('textbox', { name: 'Tautan bagikan' }).first();
  await expect(link).toHaveValue(/\/s\/[0-9A-Za-z]{11}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Salin tautan' }).first().click();
  await expect(page.getByRole('button', { name: 'Tersalin' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const totalOf = async () => {
    const text = await page
      .getByText(/klik ke platform dari halaman bagikan/)
      .first()
      .textContent();
    return Number(/^(\d+)/.exec(text ?? '')?.[1] ?? 0);
  };
  const before = await totalOf();

  // Signed out, on a phone: the page is the server's own HTML, with the card tags a chat app reads.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  // No network here: the store itself answers from the test.
  await phone.route(/^https:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store</title>' }),
  );
  const answer = await phone.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(phone.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(phone.getByRole('heading', { level: 2, name: 'Listen on' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(phone, 'the share page at 390 px');
  // A store button counts the click on the way to the store's own page.
  await phone.getByRole('listitem').first().getByRole('link').click();
  await expect(phone).toHaveURL(/^https:\/\//);
  await visitor.close();

  await page.reload();
  await expect.poll(totalOf).toBe(before + 1);
});
