import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { apiToken, signIn } from './session.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096)]);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });

test('a partner reaches help from the sidebar and sends a ticket with an attachment', async ({ page }) => {
  await signIn(page, 'owner@musik.demo');
  await sidebar(page).getByRole('link', { name: 'Hubungi Kami' }).click();
  await expect(page).toHaveURL(/\/infos\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^WhatsApp \+62/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/62\d+$/);
  await expect(page.getByText('Senin–Jumat, 10:00–17:00 WIB')).toBeVisible();
  await expect(page.getByTestId('support-open-state')).toHaveText(/^(Buka sekarang|Tutup)$/);

  const form = page.getByRole('form', { name: 'Kirim tiket' });
  await form.getByRole('textbox', { name: 'Subjek' }).fill('Angka Spotify Oktober berbeda');
  await form.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'Laporan' }).click();
  await form
    .getByRole('textbox', { name: 'Pesan' })
    .fill('Laporan DSP Oktober tidak sama dengan dasbor Spotify for Artists.');

  // A program named like a photo gets past the picker; the server reads its bytes and refuses it.
  const files = form.locator('input[type="file"]');
  await files.setInputFiles({ name: 'tangkapan.jpg', mimeType: 'image/jpeg', buffer: EXE });
  await form.getByRole('button', { name: 'Kirim tiket' }).click();
  await expect(form.getByText('Jenis berkas tidak didukung. Gunakan .jpg, .png, .pdf, .doc atau .ppt.')).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: 'Tiket belum terkirim' });
  await expect(refusal).toContainText('Jenis berkas tidak didukung.');
  await refusal.getByRole('button', { name: 'Tutup' }).click();

  await files.setInputFiles({ name: 'laporan-oktober.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Kirim tiket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angka Spotify Oktober berbeda' });
  await expect(dialog.getByText('Menunggu balasan')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Unduh laporan-oktober.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('laporan-oktober.pdf');
  await expectNoSeriousViolations(page, 'a ticket’s thread');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(
    page.getByRole('list', { name: 'Daftar tiket' }).getByText('Angka Spotify Oktober berbeda'),
  ).toBeVisible();
  // A closing dialog's title fades out; its contrast is only final once the dialog is gone.
  await expect(dialog).toBeHidden();
  await expectNoSeriousViolations(page, 'Contact us');
});

test('staff answer a ticket with a file, and the partner reads the answer from the link it was notified with', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'owner@indie.demo');
  const opened = await request.post('/api/v2/support/ticket', {
    headers: { 'X-Authorization': `Bearer ${token}` },
    multipart: {
      subject: 'Rilis belum muncul di Apple Music',
      category: 'release',
      message: 'Sudah 5 hari sejak disetujui.',
    },
  });
  expect(opened.status()).toBe(201);
  const ticketId = ((await opened.json()) as { data: { id: number } }).data.id;

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff@irama.demo', '/ops/support');
  await expect(staff.getByRole('heading', { level: 1, name: 'Tiket dukungan' })).toBeVisible();
  await staff.getByRole('button', { name: /Rilis belum muncul di Apple Music/ }).click();
  const thread = staff.getByRole('dialog', { name: 'Rilis belum muncul di Apple Music' });
  await thread
    .getByRole('textbox', { name: 'Balasan untuk mitra' })
    .fill('Sudah kami kirim ulang ke Apple; tayang dalam 24 jam.');
  await thread
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bukti-pengiriman.pdf', mimeType: 'application/pdf', buffer: PDF });
  await thread.getByRole('button', { name: 'Kirim balasan' }).click();
  await expect(staff.getByText('Balasan terkirim; mitra mendapat notifikasi')).toBeVisible();
  await expect(thread.getByText('Dibalas', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(staff, 'the staff ticket desk');

  // The notice's link (its url is checked in the API tests) opens the ticket on the contact page.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'owner@indie.demo', `/infos/contact-us?ticket=${ticketId}`);
  const seen = page.getByRole('dialog', { name: 'Rilis belum muncul di Apple Music' });
  // This owner reads the portal in English (the profile's language).
  const answer = seen.getByRole('article', { name: 'Reply from the support team' });
  await expect(answer).toContainText('Sudah kami kirim ulang ke Apple; tayang dalam 24 jam.');
  await expect(answer.getByRole('button', { name: 'Download bukti-pengiriman.pdf' })).toBeVisible();
  await expect(seen.getByText('Answered', { exact: true })).toBeVisible();
});

test('a partner reads the help pages: the DSP list by type, the information center whatever the case and accents, the changelog newest first', async ({
  page,
}) => {
  await signIn(page, 'owner@timur.demo');
  await sidebar(page).getByRole('link', { name: 'Daftar DSP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar DSP' })).toBeVisible();
  const stores = page.getByRole('list', { name: 'Toko digital' }).getByRole('article');
  await expect(stores).toHaveCount(42);
  await expect(page.getByRole('article', { name: 'Langit Musik' })).toContainText('Telkomsel');
  await page.getByRole('combobox', { name: 'Jenis' }).click();
  await page.getByRole('option', { name: 'Media sosial' }).click();
  await expect(page.getByRole('article', { name: 'TikTok' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spotify' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the DSP list');

  await sidebar(page).getByRole('link', { name: 'Pusat Informasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Informasi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari' }).fill('CONTENT ÍD');
  await expect(page).toHaveURL(/q=CONTENT/);
  const question = page.getByRole('button', { name: /Apa itu YouTube Content ID/ });
  await expect(question).toBeVisible();
  await expect(page.getByRole('button', { name: /Bagaimana cara menarik saldo/ })).toHaveCount(0);
  await question.click();
  await expect(page.getByText(/Content ID mencocokkan audio video di YouTube/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari' }).fill('tidak ada kata seperti ini');
  await expect(page.getByText('Tidak ada artikel yang cocok')).toBeVisible();
  await expectNoSeriousViolations(page, 'the information center');

  await page.getByRole('button', { name: 'Buka menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Change Log' }).click();
  await expect(page).toHaveURL(/\/changelog$/);
  const versions = page.getByRole('heading', { level: 2 });
  await expect(versions.first()).toHaveText('Pusat bantuan');
  await expect(page.getByText('Versi 2.4')).toBeVisible();
});
