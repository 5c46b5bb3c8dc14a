import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

// The official DDEX YouTube sample as shipped: an excerpt whose SY totals describe the full report.
const SAMPLE = 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv';
const SAMPLES = path.join(import.meta.dirname, '../../packages/server/src/ingest/dsr/samples');

/** The rupiah rate of the sample's month, which no demo report uses, saved through the staff API. */
async function saveSampleRate(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/client', {
    data: { email: 'staff@irama.demo', password: DEMO_PASSWORD },
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const headers = { 'X-Authorization': `Bearer ${data.token}` };
  const saved = await request.put('/api/ops/ingest/rates/2015-10', {
    data: { currency: 'USD', rate: '13795' },
    headers,
  });
  expect([200, 201], 'saving the 2015-10 USD rate').toContain(saved.status());
  await request.post('/api/auth/logout', { headers });
}

test('staff upload the official DSR sample, see it held with its totals, accept it with a reason and read it in the history', async ({
  page,
}) => {
  await saveSampleRate(page.request);
  const file = readFileSync(path.join(SAMPLES, SAMPLE));
  await signIn(page, 'staff@irama.demo', '/ops/ingest');
  await expect(page.getByRole('heading', { name: 'Ingest laporan', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Jenis laporan' }).click();
  await page.getByRole('option', { name: 'DSR (DDEX)' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^File laporan/ }).click();
  await (await chooser).setFiles({ name: SAMPLE, mimeType: 'text/tab-separated-values', buffer: file });
  await page.getByRole('button', { name: 'Unggah dan proses' }).click();
  await expect(page.getByText(/^File diproses sebagai run #\d+$/)).toBeVisible({ timeout: 30_000 });

  // The list filtered to the runs waiting for review holds it.
  const runs = page.getByRole('region', { name: 'Riwayat ingest' });
  await runs.getByRole('radiogroup', { name: 'Tampilkan run' }).getByText('Perlu ditinjau').click();
  await expect(runs.getByRole('radio', { name: 'Perlu ditinjau' })).toBeChecked();
  const row = runs.getByRole('row', { name: new RegExp(SAMPLE.replaceAll('.', '\\.')) }).first();
  await expect(row.getByText('Perlu ditinjau')).toBeVisible();

  await page.getByRole('button', { name: /^Lihat run #\d+$/ }).click();
  const panel = page.getByRole('region', { name: new RegExp(`· ${SAMPLE.replaceAll('.', '\\.')}$`) });
  await expect(panel.getByRole('tab', { name: 'Tinjauan' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('Run ini ditahan untuk ditinjau')).toBeVisible();
  const pub2 = panel.getByRole('row', { name: /1 \/ PUB_2/ });
  await expect(pub2.getByText('Baris 10')).toBeVisible();
  await expect(pub2.getByText('1.036.181')).toBeVisible();
  await expect(pub2.getByText('7.810', { exact: true })).toBeVisible();
  await expect(pub2.getByText('+1.028.371')).toBeVisible();
  await expect(panel.getByRole('row', { name: /1 \/ Residual/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'a held DSR in review on /ops/ingest');

  // Publishing waits for the decision.
  await panel.getByRole('tab', { name: 'Bandingkan & terbitkan' }).click();
  await expect(panel.getByText(/^Run ini perlu ditinjau/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Terbitkan periode' })).toBeDisabled();

  await panel.getByRole('tab', { name: 'Tinjauan' }).click();
  await panel.getByRole('button', { name: 'Terima' }).click();
  await expect(panel.getByText('Tulis alasan keputusan Anda')).toBeVisible();
  const reason = 'Potongan dari laporan lengkap Q4 2015; isi file sudah diperiksa.';
  await panel.getByRole('textbox', { name: /^Alasan/ }).fill(reason);
  await panel.getByRole('button', { name: 'Terima' }).click();
  await expect(page.getByText(/^Run #\d+ diterima\. Periodenya sekarang dapat diterbitkan\.$/)).toBeVisible();

  await expect(panel.getByText('Siap terbit')).toBeVisible();
  await expect(panel.getByText('Diterima oleh', { exact: false })).toBeVisible();
  await expect(panel.getByText(reason)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Terima' })).toHaveCount(0);
});
