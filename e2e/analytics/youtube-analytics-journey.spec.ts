import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { RANGE_NOTE, walkPeriods } from '../support/periods.ts';
import { expandSidebar, signIn } from '../support/session.ts';

/** Goes through every period: each shows the summary's revenue in dollars. */
const walkRevenuePeriods = (page: Page) =>
  walkPeriods(page, () => expect(page.getByRole('region', { name: 'Ringkasan' }).getByText(/^US\$/)).toBeVisible());

test('an owner reads asset analytics for each period, picks a project and an asset, and finds its channel on the channel screen', async ({
  page,
}) => {
  // Ten period changes over two screens, each drawing its charts again, and two accessibility checks.
  test.slow();
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Analitik Aset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik Aset' })).toBeVisible();
  await expect(page.getByText(RANGE_NOTE)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Aset teratas menurut pendapatan' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByText('Indonesia').first()).toBeVisible();
  await walkRevenuePeriods(page);
  await expectNoSeriousViolations(page, 'asset analytics');

  // A project, then one of its assets: the figures narrow to the asset. The demo's analytics follow the
  // hits of Nadia Putri's project, so the project alone sums to the whole.
  const views = page.getByRole('region', { name: 'Ringkasan' }).locator('p').nth(1);
  const allViews = await views.innerText();
  await page.getByRole('combobox', { name: 'Proyek' }).click();
  await page.getByRole('option', { name: 'Nadia Putri Official' }).click();
  await expect(page).toHaveURL(/youtube-analytic-new/);
  await page.getByRole('combobox', { name: 'Aset' }).click();
  const firstAsset = page.getByRole('listbox').getByRole('option').first();
  const assetTitle = (await firstAsset.innerText()).trim();
  await firstAsset.click();
  await expect(page.getByRole('combobox', { name: 'Aset' })).toHaveValue(assetTitle);
  await expect(views).not.toHaveText(allViews);

  // The channel screen starts from the asset's channel, and reads every period too.
  await nav.getByRole('link', { name: 'Analitik Channel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik Channel' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Channel' })).not.toHaveValue('');
  await expect(page.getByText(RANGE_NOTE)).toBeVisible();
  await walkRevenuePeriods(page);
  await expect(
    page.getByRole('table', { name: 'Video teratas menurut penayangan' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'channel analytics');

  // The old address lands on the asset screen.
  await page.goto('/analytics/youtube-analytic');
  await expect(page).toHaveURL(/\/analytics\/youtube-analytic-new$/);
  await expect(page.getByRole('combobox', { name: 'Aset' })).toHaveValue(assetTitle);
});
