import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expandSidebar, signIn } from '../support/session.ts';

test('an owner opens a track’s Songstats, copies its share link, and the page opens signed out', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Songstats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Songstats' })).toBeVisible();

  // The demo artist's figures, each source with the day its data reaches.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/data s\.d\. \d{1,2} \w{3} \d{4}/);
  await expectNoSeriousViolations(page, 'the Songstats artist view');

  // A top track opens its own view.
  const top = page
    .getByRole('figure', { name: /^Lagu teratas menurut/ })
    .getByRole('link')
    .first();
  const title = (await top.innerText()).trim();
  await top.click();
  await expect(page).toHaveURL(/\/analytics\/songstats\/track\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const link = page.getByRole('textbox', { name: 'Tautan bagikan' });
  await expect(link).toHaveValue(/\/s\/[0-9A-Za-z]+$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Salin tautan' }).click();
  await expect(page.getByRole('button', { name: 'Tersalin' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(url);
  await expectNoSeriousViolations(page, 'the Songstats track view');

  // Signed out, the copied link is the track's public page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const answer = await visitorPage.goto(copied);
  expect(answer?.status()).toBe(200);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
