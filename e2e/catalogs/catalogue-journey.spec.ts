import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expandSidebar, signIn } from '../support/session.ts';

const REASON = 'Kami pemilik master rekaman ini sejak 2019; kontrak lisensi terlampir.';
const DECISION = 'Kontrak lisensi sah; klaim tetap milik label.';
const ASSET_ID = /A\d{15}/;

/**
 * An open conflict of the list, found by its YouTube asset id (written under its title) and held by
 * it: the list refetches and reorders after each decision, so a row's position does not last.
 */
async function openConflictRow(page: Page, skip: string[] = []) {
  const list = page.getByRole('table', { name: 'Aset konflik' });
  const open = list.getByRole('row').filter({ hasText: 'Terbuka' });
  await expect(open.first()).toBeVisible();
  for (const text of await open.allInnerTexts()) {
    const assetId = text.match(ASSET_ID)?.[0];
    if (assetId && !skip.includes(assetId)) return { row: list.getByRole('row').filter({ hasText: assetId }), assetId };
  }
  throw new Error('no open conflict left on the page');
}

test('an owner searches and pages the YouTube catalogue, accepts one conflict and appeals another, and staff decide the appeal', async ({
  page,
}) => {
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Katalog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();

  // YouTube assets: the search follows a pause in typing, and every row matches it.
  await page.getByRole('tab', { name: /Aset YouTube/ }).click();
  await expect(page).toHaveURL(/tab=assets/);
  const assets = page.getByRole('table', { name: 'Aset YouTube' });
  await expect(assets.getByRole('row')).toHaveCount(21);
  await page.getByRole('searchbox', { name: 'Cari aset' }).fill('senja');
  await expect(page).toHaveURL(/q=senja/);
  // The previous page stays on screen until the answer arrives: wait until every row matches.
  await expect
    .poll(async () => {
      const rows = (await assets.getByRole('row').allInnerTexts()).slice(1);
      return rows.length > 0 && rows.every((text) => /senja/i.test(text));
    })
    .toBe(true);
  await expect(page.getByText(/^1–20 dari \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–\d+ dari \d+$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the YouTube assets tab');

  // A small list downloads straight away, under the server's file name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor' }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // Conflicts: the tab counts the open ones; accept the first open conflict.
  await page.getByRole('tab', { name: /Aset konflik/ }).click();
  await expect(page).toHaveURL(/tab=conflicts$/);
  const accepted = await openConflictRow(page);
  await accepted.row.getByRole('button').first().click();
  await expect(page).toHaveURL(/conflict=\d+/);
  let drawer = page.getByRole('dialog', { name: 'Detail aset konflik' });
  await expect(drawer.getByText(accepted.assetId)).toBeVisible();
  await expect(drawer.getByText(/Anda melepas klaim di wilayah sengketa/)).toBeVisible();
  await expect(drawer.getByText(/^Berakhir /)).toBeVisible();
  await expectNoSeriousViolations(page, 'the conflict detail');
  await drawer.getByRole('button', { name: 'Terima' }).click();
  const confirm = page.getByRole('dialog', { name: 'Terima klaim pihak lain?' });
  await confirm.getByRole('button', { name: 'Ya, lepas klaim' }).click();
  await expect(page.getByText(/dilepas ke pihak lain/)).toBeVisible();
  await expect(drawer.getByText('Dilepas', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Diterima, klaim dilepas')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Terima' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Tutup' }).click();
  await expect(page).not.toHaveURL(/conflict=/);

  // Appeal a second one: the reason is required.
  const appealed = await openConflictRow(page, [accepted.assetId]);
  await appealed.row.getByRole('button').first().click();
  drawer = page.getByRole('dialog', { name: 'Detail aset konflik' });
  await expect(drawer.getByText(appealed.assetId)).toBeVisible();
  await drawer.getByRole('button', { name: 'Ajukan banding' }).click();
  const form = page.getByRole('dialog', { name: 'Ajukan banding' });
  await form.getByRole('button', { name: 'Kirim banding' }).click();
  await expect(form.getByText('Alasan banding wajib diisi')).toBeVisible();
  await form.getByRole('textbox', { name: /Alasan banding/ }).fill(REASON);
  await form.getByRole('button', { name: 'Kirim banding' }).click();
  await expect(page.getByText(/terkirim/)).toBeVisible();
  await expect(drawer.getByText('Banding', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Banding diajukan')).toBeVisible();
  await expect(drawer.getByText(REASON)).toBeVisible();
  await drawer.getByRole('button', { name: 'Tutup' }).click();

  // The list shows both new statuses (a settled conflict moves below the open ones: search for it).
  const list = page.getByRole('table', { name: 'Aset konflik' });
  const search = page.getByRole('searchbox', { name: 'Cari konflik' });
  for (const [assetId, status] of [
    [accepted.assetId, 'Dilepas'],
    [appealed.assetId, 'Banding'],
  ]) {
    await search.fill(assetId ?? '');
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1)).toContainText(assetId ?? '');
    await expect(list.getByRole('row').nth(1)).toContainText(status ?? '');
  }

  // Staff find the appeal among every company's and decide it.
  await page.context().clearCookies();
  await signIn(page, 'staff@irama.demo');
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Banding Konflik' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banding konflik' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari konflik' }).fill(appealed.assetId);
  const appeals = page.getByRole('table', { name: 'Konflik semua perusahaan' });
  await expect(appeals.getByRole('row')).toHaveCount(2);
  await appeals.getByRole('row').nth(1).getByRole('button').first().click();
  drawer = page.getByRole('dialog', { name: 'Detail aset konflik' });
  await expect(drawer.getByText(REASON)).toBeVisible();
  await expectNoSeriousViolations(page, 'the staff conflict detail');
  await drawer.getByRole('button', { name: 'Simpan keputusan' }).click();
  await expect(drawer.getByText('Catatan keputusan wajib diisi')).toBeVisible();
  await drawer.getByText('Menang', { exact: true }).click();
  await drawer.getByRole('textbox', { name: /Catatan untuk pemilik/ }).fill(DECISION);
  await drawer.getByRole('button', { name: 'Simpan keputusan' }).click();
  await expect(page.getByText(/diputuskan menang/)).toBeVisible();
  await expect(drawer.getByText('Banding menang')).toBeVisible();
  await expect(drawer.getByText(DECISION)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Simpan keputusan' })).toHaveCount(0);
});
