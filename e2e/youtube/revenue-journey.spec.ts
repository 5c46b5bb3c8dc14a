import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expandSidebar, signIn } from '../support/session.ts';

const PAGE_RANGE = /^1–(\d+) dari (\d+)$/;

test('an owner switches the YouTube period, drills from a project to an asset’s countries, and downloads the assets', async ({
  page,
}) => {
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Pendapatan YouTube' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pendapatan YouTube' })).toBeVisible();

  // The newest period opens, with its rate; another period moves the URL and the summary.
  const period = page.getByRole('combobox', { name: 'Periode' });
  await expect(period).toHaveValue('Sep 2026');
  await expect(page.getByText(/^Kurs: 1 USD = Rp\s[\d.]+$/)).toBeVisible();
  const grossBefore = await page.getByLabel('Pendapatan kotor, dalam dolar AS').innerText();
  await period.click();
  await page.getByRole('option', { name: 'Agu 2026' }).click();
  await expect(page).toHaveURL(/periode=2026-08/);
  await expect(page.getByLabel('Pendapatan kotor, dalam dolar AS')).not.toHaveText(grossBefore);
  await expect(page.getByLabel('Pendapatan kotor, dalam rupiah')).toHaveText(/^Rp\s[\d.]+$/);
  await expect(page.getByRole('region', { name: 'Sumber' }).getByText('Iklan')).toBeVisible();
  await expectNoSeriousViolations(page, 'the YouTube revenue report');

  // Project → its assets → one asset's countries, each a step the back button undoes.
  await page.getByRole('tab', { name: 'Proyek', exact: true }).click();
  await page.getByRole('table', { name: 'Proyek' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/tab=assets&project=/);
  await expect(page.getByRole('tab', { name: 'Aset', exact: true })).toHaveAttribute('aria-selected', 'true');
  const assets = page.getByRole('table', { name: 'Aset' });
  const firstAsset = assets.getByRole('button').first();
  const title = (await firstAsset.locator('span').first().innerText()).trim();

  // The download is the whole filtered table: as many rows as the pagination counts.
  const total = Number((await page.getByText(PAGE_RANGE).innerText()).match(PAGE_RANGE)?.[2]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh' }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).some((line) => line.includes(title))).toBe(true);

  await firstAsset.click();
  await expect(page).toHaveURL(/tab=detail&.*asset=A\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Per negara' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'an asset’s detail');

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Aset', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/periode=2026-08/);
});
