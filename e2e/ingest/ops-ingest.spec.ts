import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';
import { BROKEN_FEED, storeAnalyticsFeed } from './analytics-feed.ts';
import { PERIOD, STORE, saveStoreMapping, storeReport, UNMATCHED_ISRC } from './store-report.ts';

const ROWS = 4000;

/** Picks the report file through the page's own file chooser. */
async function chooseFile(page: Page, csv: Buffer, name = `${STORE}-${PERIOD}.csv`): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^File laporan/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: csv });
}

test.describe('staff report ingestion', () => {
  test('uploads a store report, assigns its unmatched row, compares the totals and publishes the period', async ({
    page,
  }) => {
    await saveStoreMapping(page.request);
    const { csv, unmatchedLine } = storeReport(ROWS);
    await signIn(page, 'staff@irama.demo', '/ops/ingest');
    await expect(page).toHaveURL(/\/ops\/ingest$/);
    await expect(page.getByRole('heading', { name: 'Ingest laporan', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Riwayat ingest' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, '/ops/ingest with its run list');

    await page.getByRole('combobox', { name: 'Jenis laporan' }).click();
    await page.getByRole('option', { name: 'Toko (CSV/TSV)' }).click();
    await page.getByRole('textbox', { name: 'Nama toko' }).fill(STORE);
    await chooseFile(page, csv);
    // A slow line makes the upload's own progress visible before the server answers.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 60 * 1024,
    });
    await page.getByRole('button', { name: 'Unggah dan proses' }).click();
    await expect(page.getByText(/^Mengunggah… \d+%$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Kemajuan unggahan' })).toBeVisible();
    await expect(page.getByText(/^File diproses sebagai run #\d+$/)).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByText('4.001 baris dibaca.')).toBeVisible();

    await page.getByRole('button', { name: /^Lihat run #\d+$/ }).click();
    const panel = page.getByRole('region', { name: new RegExp(`· ${STORE}-${PERIOD}\\.csv$`) });
    await expect(panel.getByText('4.001 baris · 4.000 cocok · 1 belum cocok · 0 galat')).toBeVisible();
    await expect(panel.getByText('Siap terbit')).toBeVisible();
    await expectNoSeriousViolations(page, 'a run’s panel on /ops/ingest');

    const publish = panel.getByRole('button', { name: 'Terbitkan periode' });
    await expect(publish).toBeDisabled();
    await expect(panel.getByText(/Masih ada 1 baris belum cocok/)).toBeVisible();

    await panel.getByRole('tab', { name: 'Belum cocok (1)' }).click();
    await expect(panel.getByText(`isrc: ${UNMATCHED_ISRC}`)).toBeVisible();
    await panel.getByRole('button', { name: `Tetapkan baris ${unmatchedLine}` }).click();
    const assign = page.getByRole('dialog', { name: 'Tetapkan ke perusahaan' });
    await assign.getByRole('combobox', { name: 'Perusahaan' }).fill('Musik Nusantara');
    await page.getByRole('option', { name: 'PT Musik Nusantara Abadi' }).click();
    await assign.getByRole('button', { name: 'Tetapkan' }).click();
    await expect(page.getByText('1 baris ditetapkan.')).toBeVisible();
    await expect(panel.getByText('Ditetapkan', { exact: true })).toBeVisible();

    await panel.getByRole('tab', { name: 'Bandingkan & terbitkan' }).click();
    await expect(panel.getByText('Total sama dengan file')).toBeVisible();
    const company = panel.getByRole('row', { name: /PT Musik Nusantara Abadi/ });
    await expect(company.getByRole('cell').nth(1)).toHaveText('4.001');
    await expect(publish).toBeEnabled();
    await publish.click();
    const confirm = page.getByRole('dialog', { name: `Terbitkan Toko (CSV/TSV) · ${STORE} ${PERIOD}?` });
    await confirm.getByRole('button', { name: 'Ya, terbitkan' }).click();
    await expect(page.getByText(`Toko (CSV/TSV) ${PERIOD} terbit: 1 perusahaan dikreditkan.`)).toBeVisible();
    await expect(panel.getByText('Periode ini sudah terbit.')).toBeVisible();
    await expect(publish).toBeDisabled();

    // The same bytes again change nothing and say so.
    await chooseFile(page, csv);
    await page.getByRole('button', { name: 'Unggah dan proses' }).click();
    await expect(page.getByText('File ini sudah pernah di-ingest')).toBeVisible();
  });

  test('uploads a daily analytics feed, lists it with its counts, and shows a broken feed’s errors by line', async ({
    page,
  }) => {
    const { csv, rows } = storeAnalyticsFeed();
    const name = `analytics_dsp_daily_${PERIOD}.csv`;
    await signIn(page, 'staff@irama.demo', '/ops/ingest');
    await page.getByRole('combobox', { name: 'Jenis laporan' }).click();
    await page.getByRole('option', { name: 'Feed analitik harian' }).click();
    await expect(page.getByRole('textbox', { name: 'Periode' })).toHaveCount(0);
    await expect(page.getByText(/^Feed analitik menyebutkan sendiri jenis, toko dan bulannya/)).toBeVisible();
    await chooseFile(page, csv, name);
    await page.getByRole('button', { name: 'Unggah dan proses' }).click();
    await expect(page.getByText(/^Feed analitik diproses sebagai run #\d+$/)).toBeVisible();
    await expect(page.getByText(`${rows} baris dibaca.`)).toBeVisible();

    await page.getByRole('button', { name: /^Lihat run #\d+$/ }).click();
    const feeds = page.getByRole('region', { name: 'Feed analitik' });
    const run = feeds.getByRole('row', { name: new RegExp(name) });
    await expect(run.getByText('Aktif')).toBeVisible();
    await expect(run.getByText(PERIOD, { exact: true })).toBeVisible();
    await expect(run.getByText(`${rows} baris · ${rows - 1} cocok · 1 belum cocok · 0 galat`)).toBeVisible();
    await expectNoSeriousViolations(page, 'the analytics feeds on /ops/ingest');

    // The same bytes again change nothing and say so.
    await chooseFile(page, csv, name);
    await page.getByRole('button', { name: 'Unggah dan proses' }).click();
    await expect(page.getByText('File ini sudah pernah di-ingest')).toBeVisible();

    await chooseFile(page, BROKEN_FEED, 'broken-feed.csv');
    await page.getByRole('button', { name: 'Unggah dan proses' }).click();
    await expect(page.getByText(/^Feed analitik diproses sebagai run #\d+$/)).toBeVisible();
    await page.getByRole('button', { name: /^Lihat run #\d+$/ }).click();
    const broken = feeds.getByRole('row', { name: /broken-feed\.csv/ });
    await expect(broken.getByText('Gagal')).toBeVisible();
    await broken.getByRole('button', { name: /^Lihat galat run analitik #\d+$/ }).click();
    const errors = page.getByRole('dialog', { name: /^Galat run analitik #\d+ · broken-feed\.csv$/ });
    const issue = errors.getByRole('row', { name: /invalid_date/ });
    await expect(issue.getByRole('cell').first()).toHaveText('3');
    await expect(issue).toContainText(`${PERIOD.replace('-', '')}32`);
  });

  test('staff switch off a store that does not pay for streams, and its partners read why', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'staff@irama.demo', '/ops/ingest?tab=stores');
    const stores = page.getByRole('region', { name: 'Yang dibayar toko' });
    const appleMusic = stores.getByRole('switch', { name: 'Apple Music membayar stream' });
    await expect(appleMusic).toBeChecked();
    await expect(stores.getByRole('switch', { name: 'YouTube Music membayar stream' })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'the stores tab of /ops/ingest');
    await appleMusic.click();
    await expect(page.getByText('Apple Music ditandai tidak membayar stream.')).toBeVisible();
    await expect(appleMusic).not.toBeChecked();
    const partner = await browser.newPage();
    try {
      await signIn(partner, 'owner@musik.demo', '/analytics/dsp');
      const paid = partner.getByRole('region', { name: 'Analitik dan laporan' });
      await expect(paid.getByRole('row', { name: /^Apple Music/ })).toContainText(
        'Apple Music tidak membayar stream ini.',
      );
    } finally {
      await partner.close();
      await appleMusic.click();
      await expect(appleMusic).toBeChecked();
    }
  });

  test('shows a partner the permission-denied page at /ops/ingest', async ({ page }) => {
    await signIn(page, 'owner@musik.demo', '/ops/ingest');
    await expect(page).toHaveURL(/\/ops\/ingest$/);
    await expect(page.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingest laporan' })).toHaveCount(0);
  });
});
