import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { profileMenuButton, signIn, submitLogin } from '../support/session.ts';

/** SPEC §4 statuses with their Indonesian labels, as the chips and badges show them. */
const STATUS_LABELS = ['Draft', 'Siap dirilis', 'Sedang diproses', 'Berhasil', 'Ditolak', 'Diturunkan'];

function releaseList(page: Page) {
  return page.getByRole('list', { name: 'Daftar rilis' });
}

/** Waits until an image has really loaded: its bytes arrived and decoded to a picture. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The status chip "<label> (<count>)"; its count as a number. */
async function chipCount(page: Page, label: string): Promise<number> {
  const chip = page.locator('label').filter({ hasText: new RegExp(`^${label} \\(\\d+\\)$`) });
  await expect(chip, `chip ${label}`).toBeVisible();
  const text = (await chip.textContent()) ?? '';
  return Number(/\((\d+)\)$/.exec(text)?.[1] ?? 'NaN');
}

test('owner@musik.demo sees its releases in every status, filters by status, searches and opens one', async ({
  page,
}) => {
  await signIn(page, 'owner@musik.demo', '/release');
  await expect(page).toHaveURL(/\/release$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rilis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rilis baru' })).toHaveAttribute('href', '/release/new');
  await expect(releaseList(page).getByRole('listitem').first()).toBeVisible();
  // Every demo release has a cover: its thumbnail comes from a signed URL, with no session.
  await expectLoaded(
    releaseList(page)
      .getByRole('img', { name: /^Sampul / })
      .first(),
  );
  await expectNoSeriousViolations(page, 'the release list');

  for (const label of STATUS_LABELS) {
    const count = await chipCount(page, label);
    expect(count, `releases in status ${label}`).toBeGreaterThan(0);
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${label} \\(`) })
      .click();
    await expect(page).toHaveURL(/status=/);
    const rows = releaseList(page).getByRole('listitem');
    await expect(rows).toHaveCount(Math.min(count, 10));
    for (const row of await rows.all()) await expect(row.getByText(label, { exact: true })).toBeVisible();
  }

  // The rejected release stands out and says what to do.
  await page
    .locator('label')
    .filter({ hasText: /^Ditolak \(/ })
    .click();
  const rejected = releaseList(page).getByRole('listitem').filter({ hasText: 'Patah Hati Berjamaah' });
  await expect(rejected.getByText(/^Perlu koreksi/)).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^Semua \(/ })
    .click();
  await page.getByRole('searchbox', { name: 'Cari rilis' }).fill('kopi dan');
  await expect(page).toHaveURL(/q=kopi/);
  await expect(releaseList(page).getByRole('listitem')).toHaveCount(1);
  await expect(releaseList(page).getByRole('link', { name: 'Kopi dan Hujan' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari rilis' }).fill('tidak ada judul seperti ini');
  await expect(page.getByRole('heading', { name: 'Tidak ada rilis yang cocok' })).toBeVisible();
  await page.getByRole('button', { name: 'Tampilkan semua rilis' }).click();
  await expect(releaseList(page).getByRole('listitem').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari rilis' }).fill('Patah Hati');
  await expect(releaseList(page).getByRole('listitem')).toHaveCount(1);
  await releaseList(page).getByRole('link', { name: 'Patah Hati Berjamaah' }).click();
  await expect(page).toHaveURL(/\/release\/\d+$/);
});

test('the release list tour starts by itself on the first visit, and not again once seen', async ({ page }) => {
  // A fresh browser profile: no tour has been marked seen for this user. Its clock runs as usual,
  // and is moved on by hand below.
  await page.clock.install();
  await page.goto('/release');
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, 'admin2@musik.demo');
  await expect(page).toHaveURL(/\/release$/);

  const tour = page.getByRole('alertdialog');
  // Joyride is fetched when the tour starts, which a busy machine can take a while over.
  await expect(tour.getByText('Halaman Rilis')).toBeVisible({ timeout: 15_000 });
  await tour.getByRole('button', { name: /Lanjut/ }).click();
  await expect(tour.getByText('Rilis baru', { exact: true })).toBeVisible();
  await tour.getByRole('button', { name: /Lewati/ }).click();
  await expect(tour).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rilis' })).toBeVisible();
  await expect(profileMenuButton(page)).toBeVisible();
  // A tour starts 800 ms after the page knows its user: the page's clock is moved past that, so a
  // tour that was going to start has started.
  await page.clock.runFor(2_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
