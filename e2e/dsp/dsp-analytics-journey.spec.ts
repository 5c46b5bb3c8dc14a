import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { RANGE_NOTE, walkPeriods } from '../support/periods.ts';
import { expandSidebar, signIn } from '../support/session.ts';

test('an owner reads DSP analytics over every period, opens a song, and reads Smart Analytics', async ({ page }) => {
  await signIn(page, 'owner@musik.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Analitik DSP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik DSP' })).toBeVisible();
  await expect(page.getByText(RANGE_NOTE)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Semua lagu' }).getByRole('link').first()).toBeVisible();

  // Each period moves the URL and the days the answer covers.
  await walkPeriods(page, () => expect(page.getByText('Stream', { exact: true }).first()).toBeVisible());
  await expect(page.getByRole('figure', { name: 'Stream per negara' })).toBeVisible();

  // What the page counts, and each store's streams against what its published report paid for.
  await expect(page.getByRole('note').filter({ hasText: 'Yang dihitung di sini' })).toContainText(
    'Laporan DSP hanya menghitung stream yang dibayar toko',
  );
  const paid = page.getByRole('region', { name: 'Analitik dan laporan' });
  const total = paid.getByText(/^.+ \d{4}: [\d.]+ stream, [\d.]+ dibayar \(selisih -?[\d.]+\)$/);
  await expect(total).toBeVisible();
  const [, month = '', streams = '', paidStreams = '', difference = ''] =
    /^(.+ \d{4}): ([\d.]+) stream, ([\d.]+) dibayar \(selisih (-?[\d.]+)\)$/.exec(await total.innerText()) ?? [];
  const number = (text: string) => Number(text.replaceAll('.', ''));
  expect(number(streams) - number(paidStreams)).toBe(number(difference));
  // The demo's YouTube Music is paid through YouTube's own reports: its streams here earn nothing, and say why.
  const youtubeMusic = paid.getByRole('row', { name: /^YouTube Music/ });
  await expect(youtubeMusic).toContainText('Tidak dimonetisasi');
  await expect(youtubeMusic).toContainText('YouTube Music tidak membayar stream ini.');
  await expect(
    paid.getByText(/^Laporan toko terbit sampai .+ \d{4}; stream setelahnya belum dilaporkan\.$/),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'DSP analytics');

  // The paid side is the DSP report's own figure for that month.
  await page.goto('/reports/dsp-report');
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: month, exact: true }).click();
  const summary = page.getByRole('list', { name: 'Ringkasan pendapatan' });
  await expect(summary.getByRole('listitem').first()).toHaveText(`Stream${paidStreams}`);
  await page.goto('/analytics/dsp');
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik DSP' })).toBeVisible();

  // A song's own view: its stores and countries.
  const songs = page.getByRole('figure', { name: 'Semua lagu' });
  const first = songs.getByRole('link').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/analytics\/dsp\/song\/[A-Z0-9]{12}/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Per platform' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'a song’s DSP analytics');
  await page.getByRole('link', { name: 'Kembali ke Analitik DSP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik DSP' })).toBeVisible();

  // Smart Analytics: insights with their numbers, and the rules they follow.
  await nav.getByRole('link', { name: /Smart Analytics/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Analytics' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^Aturan:/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: '7 hari terakhir' }).click();
  await expect(page).toHaveURL(/periode=last_7_days/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Smart Analytics');
});

test('a company without store analytics sees that there is no data yet, on both pages', async ({ page }) => {
  await signIn(page, 'owner@lomboksound.demo', '/analytics/dsp');
  await expect(page.getByText('Belum ada data platform musik untuk perusahaan Anda.')).toBeVisible();
  await page.goto('/analytics/smart-analytics');
  await expect(page.getByText('Belum ada data platform musik untuk perusahaan Anda.')).toBeVisible();
});
