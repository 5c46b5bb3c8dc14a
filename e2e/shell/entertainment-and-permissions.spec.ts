import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/** SPEC §2: an entertainment-only company is sent to /notfound/<area> instead of these features. */
const ENTERTAINMENT_REDIRECTS: { from: string; to: string; title: string }[] = [
  { from: '/release', to: '/notfound/rilis', title: 'Rilis tidak tersedia' },
  { from: '/release/new', to: '/notfound/rilis', title: 'Rilis tidak tersedia' },
  { from: '/catalogue', to: '/notfound/katalog', title: 'Katalog tidak tersedia' },
  { from: '/analytics/youtube-analytic', to: '/notfound/analyticdsp', title: 'Analitik DSP tidak tersedia' },
  { from: '/analytics/youtube-analytic-new', to: '/notfound/analyticdsp', title: 'Analitik DSP tidak tersedia' },
  { from: '/analytics/youtube-analytic/channel', to: '/notfound/analyticdsp', title: 'Analitik DSP tidak tersedia' },
  { from: '/analytics/dsp', to: '/notfound/analyticdsp', title: 'Analitik DSP tidak tersedia' },
  { from: '/analytics/smart-analytics', to: '/notfound/analyticdsp', title: 'Analitik DSP tidak tersedia' },
  { from: '/reports/youtube/revenue', to: '/notfound/reportdsp', title: 'Laporan DSP tidak tersedia' },
  { from: '/reports/youtube-report', to: '/notfound/reportdsp', title: 'Laporan DSP tidak tersedia' },
  { from: '/reports/dsp-report', to: '/notfound/reportdsp', title: 'Laporan DSP tidak tersedia' },
  { from: '/reports/new-dsp-report', to: '/notfound/reportdsp', title: 'Laporan DSP tidak tersedia' },
  { from: '/reports/payment', to: '/notfound/reportdsp', title: 'Laporan DSP tidak tersedia' },
];

/** SPEC §6: pages whose permission key owner@nofeature.demo lacks. */
const GATED_PAGES = [
  '/reports/payment',
  '/release',
  '/release/new',
  '/catalogue',
  '/expertise',
  '/reports/youtube/revenue',
  '/reports/youtube-report',
  '/reports/dsp-report',
  '/reports/new-dsp-report',
  '/riwayatpendapatan',
  '/networking',
  '/networking/message',
];

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

test('an entertainment-only company lands on the not-found page of each area outside its services', async ({
  page,
}) => {
  await signIn(page, 'owner@ent.demo');
  for (const { from, to, title } of ENTERTAINMENT_REDIRECTS) {
    await visit(page, from);
    await expect(page, `${from} redirects`).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // Areas inside its services still open.
  await visit(page, '/infos/contact-us');
  await expect(page).toHaveURL(/\/infos\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a user without the feature keys gets the permission-denied page with Refresh and Home', async ({ page }) => {
  await signIn(page, 'owner@nofeature.demo');
  for (const path of GATED_PAGES) {
    await visit(page, path);
    await expect(page, `${path} stays put`).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Anda belum memiliki izin' })).toBeVisible();
    await expect(page.getByText('hubungi tim partnership')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ke Beranda' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anda belum memiliki izin' })).toBeVisible();
  await page.getByRole('link', { name: 'Ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Pages without a key stay open to the same user.
  await visit(page, '/dsp-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Anda belum memiliki izin' })).toHaveCount(0);
});

test('the same gated pages open for a user who holds the keys', async ({ page }) => {
  await signIn(page, 'owner@musik.demo');
  for (const path of GATED_PAGES) {
    await visit(page, path);
    await expect(page, `${path} stays put`).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Anda belum memiliki izin' })).toHaveCount(0);
  }
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  await signIn(page, 'owner@timur.demo');
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  await page.getByRole('link', { name: 'Ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the coming-soon features staff switched on open their own pages from the sidebar', async ({ page }) => {
  await signIn(page, 'owner@timur.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  for (const [link, path, title] of [
    ['Pencapaian', '/comingsoon/achievement', 'Pencapaian'],
    ['Music Bank', '/comingsoon/musicbank', 'Music Bank'],
    ['Paylater', '/comingsoon/paylater', 'Paylater'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }
});

test('a company without a page’s service reads which service it lacks and whom to ask, in its language', async ({
  page,
}) => {
  // owner@indie.demo reads English and takes music and DSP, not YouTube.
  await signIn(page, 'owner@indie.demo');
  for (const path of ['/analytics/youtube-analytic-new', '/analytics/youtube-analytic/channel', '/reports/payment']) {
    await visit(page, path);
    await expect(page, `${path} stays put`).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your company does not have the YouTube service' }),
    ).toBeVisible();
    await expect(page.getByText(/not one of Kolektif Indie Bandung's services/)).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/infos\/contact-us$/);
  // Its own services open as before.
  await visit(page, '/analytics/dsp');
  await expect(page.getByRole('heading', { level: 1, name: 'DSP Analytics' })).toBeVisible();
});

test('a company without feature keys reads the missing service on the analytics no key guards', async ({ page }) => {
  await signIn(page, 'owner@nofeature.demo', '/analytics/youtube-analytic-new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Layanan YouTube belum aktif untuk perusahaan Anda' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Hubungi Kami' })).toBeVisible();
});
