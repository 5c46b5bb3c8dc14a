import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expandSidebar, signIn } from '../support/session.ts';

const PAGE_RANGE = /^1–(\d+) dari (\d+)$/;

test('an owner reads the DSP report by platform and song, downloads the songs of a platform, and drills the new DSP report from the summary to a song', async ({
  page,
}) => {
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Laporan DSP v.1a' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan DSP' })).toBeVisible();

  // The newest period opens with its platforms; another period moves the URL.
  const period = page.getByRole('combobox', { name: 'Periode' });
  await expect(period).not.toHaveValue('');
  const platforms = page.getByRole('table', { name: 'Platform' });
  await expect(platforms.getByRole('row').nth(1)).toBeVisible();
  await period.click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/periode=\d{4}-\d{2}/);
  await expectNoSeriousViolations(page, 'the DSP report');

  // A platform narrows the songs; the download holds every song of it, as many as the pagination counts.
  // The period's songs stay on screen, busy, until the platform's arrive: read only those.
  const narrowed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v2/dspreport/report_table' && url.searchParams.has('store');
  });
  await platforms.getByRole('button').first().click();
  await expect(page).toHaveURL(/store=/);
  expect((await narrowed).ok()).toBe(true);
  const songs = page.getByRole('table', { name: 'Lagu' });
  await expect(songs).toHaveAttribute('aria-busy', 'false');
  const firstSong = songs.getByRole('button').first();
  await expect(firstSong).toBeVisible();
  const title = (await firstSong.locator('span').first().innerText()).trim();
  const total = Number((await page.getByText(PAGE_RANGE).innerText()).match(PAGE_RANGE)?.[2]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh' }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dsp-track-.*\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).some((line) => line.includes(title))).toBe(true);

  // A song opens its detail by platform and country; back returns to the songs.
  await firstSong.click();
  await expect(page).toHaveURL(/isrc=/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Negara' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'a song’s detail');
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Lagu' })).toBeVisible();

  // The new DSP report drills the same figures from the summary to a song, stage by stage.
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Laporan DSP Baru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan DSP Baru' })).toBeVisible();

  await expect(page.getByText('Tahap 1 dari 4: Ringkasan')).toBeVisible();
  const periods = page.getByRole('table', { name: 'Periode' });
  await expect(periods.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'the new DSP report summary');
  await periods.getByRole('button').first().click();

  await expect(page.getByText('Tahap 2 dari 4: Periode')).toBeVisible();
  await expect(page).toHaveURL(/periode=\d{4}-\d{2}/);
  // The stage's table downloads as a file.
  const stageDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  expect((await stageDownload).suggestedFilename()).toMatch(/^dsp-store-.*\.xlsx$/);
  await page.getByRole('table', { name: 'Platform' }).getByRole('button').first().click();

  await expect(page.getByText('Tahap 3 dari 4: Platform')).toBeVisible();
  await expect(page).toHaveURL(/store=/);
  const song = page.getByRole('table', { name: 'Lagu' }).getByRole('button').first();
  const songTitle = (await song.locator('span').first().innerText()).trim();
  await song.click();

  await expect(page.getByText('Tahap 4 dari 4: Detail lagu')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: songTitle })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Negara' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'the new DSP report’s song');

  await page.getByRole('navigation', { name: 'Tahapan laporan' }).getByRole('button', { name: 'Ringkasan' }).click();
  await expect(page.getByText('Tahap 1 dari 4: Ringkasan')).toBeVisible();
});
