import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('staff pay a company’s YouTube period, and its owner sees the payments and uploads a tax proof', async ({
  browser,
}) => {
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'staff@irama.demo', '/ops/youtube-payments');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Pembayaran YouTube' })).toBeVisible();
  const pay = staffPage.getByRole('button', { name: /^Bayar Lombok Sound Project September 2026$/ });
  await pay.click();
  const dialog = staffPage.getByRole('dialog', { name: 'Catat pembayaran' });
  await expect(dialog.getByText(/Catat transfer Rp\s[\d.]+ kepada Lombok Sound Project/)).toBeVisible();
  await dialog.getByLabel('Keterangan (Indonesia)').fill('Transfer BCA 25/11');
  await dialog.getByLabel('Keterangan (Inggris)').fill('BCA transfer 25/11');
  await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(staffPage.getByText(/pembayaran untuk Lombok Sound Project tercatat/)).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expectNoSeriousViolations(staffPage, 'the staff YouTube payments');

  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'owner@lomboksound.demo', '/reports/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran YouTube' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Riwayat pembayaran' });
  const newest = history.getByRole('row').filter({ hasText: 'Transfer BCA 25/11' }).first();
  await expect(newest).toContainText('Sep 2026');
  await expect(newest).toContainText(/hari lagi/);
  await newest.getByRole('button', { name: 'Unggah bukti potong' }).click();
  const upload = page.getByRole('dialog', { name: 'Unggah bukti potong' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bukti-potong.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Unggah', exact: true }).click();
  await expect(page.getByText('Bukti potong tersimpan')).toBeVisible();
  await expect(newest).toContainText('Sudah diunggah');
  await expectNoSeriousViolations(page, 'the payment report');
});
