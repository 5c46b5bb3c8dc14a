import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, setProfileLanguage, signIn } from '../support/session.ts';

function sidebar(page: Page, language: 'id' | 'en' = 'id') {
  return page.getByRole('navigation', { name: language === 'id' ? 'Menu utama' : 'Main menu' });
}

test.describe('language', () => {
  test.afterEach(async ({ request }) => {
    await setProfileLanguage(request, 'owner@timur.demo', 'id');
  });

  test('the sign-in page switches to English and back, and remembers it after a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Bahasa' }).getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('ID', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  });

  test('the profile menu switches the portal to English and back, kept on the profile', async ({ page, browser }) => {
    await signIn(page, 'owner@timur.demo');
    await expect(sidebar(page).getByRole('link', { name: 'Beranda' })).toBeVisible();

    await chooseLanguage(page, 'en');
    await expect(sidebar(page, 'en').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Performance' })).toBeVisible();
    await page.reload();
    await expect(sidebar(page, 'en').getByRole('button', { name: 'General', exact: true })).toBeVisible();

    // Saved on the profile: a fresh browser signing in gets English too.
    const other = await browser.newPage();
    await signIn(other, 'owner@timur.demo');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(sidebar(other, 'en')).toBeVisible();
    await other.close();

    await chooseLanguage(page, 'id');
    await expect(sidebar(page).getByRole('button', { name: 'Umum', exact: true })).toBeVisible();
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: 'Umum', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Performa' })).toBeVisible();
  });
});

test.describe('sidebar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is open by default, and the menu button folds and unfolds it', async ({ page }) => {
    await signIn(page, 'owner@timur.demo');
    await expect(sidebar(page)).toBeInViewport();
    const menuButton = page.getByRole('button', { name: 'Tutup menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menuButton.click();
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Buka menu', exact: true }).click();
    await expect(sidebar(page)).toBeInViewport();
    // Following a link keeps it open on a wide screen.
    await sidebar(page).getByRole('link', { name: 'Daftar DSP' }).click();
    await expect(page).toHaveURL(/\/dsp-list$/);
    await expect(sidebar(page)).toBeInViewport();
  });
});

test.describe('sidebar at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('is closed, opens with the menu button and closes after a link is tapped', async ({ page }) => {
    await signIn(page, 'owner@timur.demo');
    await expect(sidebar(page)).not.toBeInViewport();
    const openButton = page.getByRole('button', { name: 'Buka menu', exact: true });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await openButton.tap();
    await expect(sidebar(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
    await sidebar(page).getByRole('link', { name: 'Hubungi Kami' }).tap();
    await expect(page).toHaveURL(/\/infos\/contact-us$/);
    await expect(sidebar(page)).not.toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeInViewport();
  });
});
