import { expect, test } from '@playwright/test';
import { signIn, submitLogin } from '../support/session.ts';

/** The Home tour's step titles, in order (SPEC §2: 16 steps). */
const TOUR = [
  'Selamat datang!',
  'Tombol menu',
  'Umum',
  'Informasi',
  'Menu Performa',
  'Notifikasi',
  'Menu profil',
  'Ringkasan akun',
  'Fitur unggulan',
  'Performa',
  'Ringkasan laporan',
  'Musik dan video teratas',
  'Rilis dan katalog',
  'Pengumuman',
  'Media sosial dan artikel',
  'Akses cepat',
];

test('Home fills its cards from one dashboard call and the tour walks all 16 steps', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Calls the page makes; images (release covers) are not calls.
    const isCall = ['fetch', 'xhr'].includes(request.resourceType());
    if (isCall && pathname.startsWith('/api/v2/')) apiCalls.push(pathname);
  });
  // A fresh browser profile: the Home tour has not been seen, so it starts by itself.
  await page.goto('/login');
  await submitLogin(page, 'owner@musik.demo');
  await expect(page).toHaveURL(/\/$/);

  // The first answer computes the company's figures, which a busy machine can take a while over.
  await expect(page.getByRole('region', { name: 'Performa' })).toContainText('Pendapatan YouTube', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Ringkasan laporan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Musik dan video teratas' })).toContainText('Musik teratas');
  await expect(page.getByRole('region', { name: 'Rilis dan katalog' })).toContainText('Tanggal rilis berikutnya');
  await expect(page.getByRole('list', { name: 'Fitur unggulan' })).toContainText('Rilis lagu baru ke 42 toko');
  await expect(page.getByRole('region', { name: 'Media sosial dan artikel' })).toContainText('Pulau Dewata');
  expect(apiCalls.filter((path) => path === '/api/v2/dashboard')).toHaveLength(1);
  expect(apiCalls.filter((path) => path !== '/api/v2/dashboard')).toEqual([]);

  const tour = page.getByRole('alertdialog');
  // Joyride is fetched when the tour starts, which a busy machine can take a while over.
  await expect(tour.getByText(TOUR[0] ?? '', { exact: true })).toBeVisible({ timeout: 15_000 });
  for (const [index, title] of TOUR.entries()) {
    await expect(tour.getByText(title, { exact: true }), `step ${index + 1}`).toBeVisible();
    const isLast = index === TOUR.length - 1;
    await tour.getByRole('button', { name: isLast ? 'Selesai' : /^Lanjut/ }).click();
  }
  await expect(tour).toHaveCount(0);

  // An announcement opens in full from its card.
  const announcements = page.getByRole('region', { name: 'Pengumuman' });
  await announcements.getByRole('button', { name: /Laporan YouTube periode terbaru sudah terbit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Laporan YouTube periode terbaru sudah terbit' });
  await expect(dialog).toContainText('5 hari kerja');
});

test('Ideas shows recommendations from the company’s own data and what the team publishes', async ({ page }) => {
  // This account reads the portal in English.
  await signIn(page, 'owner@indie.demo');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Ideas/ })
    .click();
  await expect(page).toHaveURL(/\/ideas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
  const recommendations = page.getByRole('region', { name: 'Recommendations' });
  // A DSP-only company: music, not videos.
  await expect(recommendations).toContainText('Music on the rise', { timeout: 15_000 });
  await expect(recommendations).not.toContainText('Videos on the rise');
  // What the team publishes reads in English, as the team wrote it in both languages.
  await expect(page.getByRole('region', { name: 'Hot topics' })).toContainText(
    'Heartbreak songs in regional languages',
  );
  await expect(page.getByRole('region', { name: 'Trending video ideas' })).toContainText('One-camera live sessions');
  await expect(page.getByRole('region', { name: 'TikTok' })).toContainText('30-second acoustic cover trend');
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements).toContainText('New store: releases now go live on Anghami too');
  await announcements.getByRole('button', { name: /New store/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Middle East');
});

test('a banner staff add shows on a partner’s Home, and goes when deleted', async ({ page, browser }) => {
  await signIn(page, 'staff@irama.demo');
  await page.goto('/ops/ideas');
  await page.getByRole('button', { name: 'Tambah konten' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah konten' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Isi dalam bahasa Indonesia atau Inggris')).toBeVisible();
  await form.getByRole('textbox', { name: 'Judul (Indonesia)' }).fill('Kelas produksi musik gratis bulan ini');
  await form.getByRole('textbox', { name: 'Tautan' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Gunakan alamat https://', { exact: false })).toBeVisible();
  await form.getByRole('textbox', { name: 'Tautan' }).fill('/expertise');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Kelas produksi musik gratis/ })).toBeVisible();

  const partner = await browser.newPage();
  await signIn(partner, 'owner@lomboksound.demo');
  // The partner's first answer computes its figures, which a busy machine can take a while over.
  await expect(partner.getByRole('list', { name: 'Fitur unggulan' })).toContainText('Kelas produksi musik gratis', {
    timeout: 15_000,
  });
  // A YouTube company without the DSP report: no DSP figures.
  await expect(partner.getByRole('region', { name: 'Performa' })).not.toContainText('Pendapatan DSP');

  await page
    .getByRole('row', { name: /Kelas produksi musik gratis/ })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await page.getByRole('dialog', { name: 'Hapus konten?' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('row', { name: /Kelas produksi musik gratis/ })).toHaveCount(0);
  await partner.reload();
  await expect(partner.getByRole('list', { name: 'Fitur unggulan' })).toContainText('Rilis lagu baru ke 42 toko', {
    timeout: 15_000,
  });
  await expect(partner.getByRole('list', { name: 'Fitur unggulan' })).not.toContainText('Kelas produksi musik gratis');
  await partner.close();
});
