import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

const PAYMENT_CODE = `TRX-E2E-${Date.now()}`;

test('an owner withdraws part of the DSP balance, staff pay it with a payment code, and the owner sees it paid', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'owner@musik.demo', '/riwayatpendapatan');
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Pendapatan' })).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText(/Rp\s[\d.]+/);
  await expect(page.getByRole('table', { name: 'Pendapatan per periode' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the income history');

  await page.getByRole('link', { name: 'Tarik Saldo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarik Saldo' })).toBeVisible();
  const amount = page.getByRole('textbox', { name: /Jumlah penarikan/ });
  await amount.fill('100.000');
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByText('Jumlah penarikan minimal Rp 150.000.')).toBeVisible();

  await amount.fill('150.000');
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByText('Nomor rekening')).toBeVisible();
  await expect(page.getByText('Biaya bank').locator('xpath=following-sibling::*[1]')).toHaveText(/Rp\s6\.500/);
  await expect(page.getByText('Total diterima').locator('xpath=following-sibling::*[1]')).toHaveText(/Rp\s143\.500/);
  await expectNoSeriousViolations(page, 'the withdrawal quote');
  await page.getByRole('button', { name: 'Konfirmasi', exact: true }).click();
  await expect(page.getByText('Penarikan diajukan')).toBeVisible();
  const reference = (await page.getByText(/^WD-\d{4}-\d+$/).textContent()) ?? '';
  expect(reference).toMatch(/^WD-/);
  await expect(page.getByText('Menunggu persetujuan')).toBeVisible();

  await page.getByRole('link', { name: 'Lihat riwayat penarikan' }).click();
  const history = page.getByRole('table', { name: 'Riwayat penarikan' });
  const row = history.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Menunggu persetujuan');
  await expect(row).toContainText('Diproses dalam 24 jam');

  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, 'staff@irama.demo', '/ops/withdrawals');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Penarikan Saldo' })).toBeVisible();
  await staffPage.getByRole('button', { name: `Bayar ${reference}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Bayar ${reference}` });
  await dialog.getByRole('textbox', { name: /Kode pembayaran/ }).fill(PAYMENT_CODE);
  await dialog.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(staffPage.getByText(`${reference} tercatat dibayar`)).toBeVisible();
  await expect(staffPage.getByRole('button', { name: `Bayar ${reference}` })).toHaveCount(0);
  await expectNoSeriousViolations(staffPage, 'the staff withdrawals');

  // The payment reaches the owner's open page as a notice, live, without a reload.
  await page.getByRole('button', { name: /^Buka notifikasi/ }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('tab', { name: 'Keuangan' }).click();
  await expect(panel.getByText(`Penarikan ${reference} telah dibayar`)).toBeVisible();
  await expect(panel.getByText(`Penarikan ${reference} menunggu persetujuan`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  const paid = page.getByRole('table', { name: 'Riwayat penarikan' }).getByRole('row').filter({ hasText: reference });
  await expect(paid).toContainText('Dibayar');
  await expect(paid).toContainText(PAYMENT_CODE);
});
