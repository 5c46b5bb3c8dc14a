import { expect, test } from '@playwright/test';
import { profileMenuButton, signIn, submitLogin } from '../support/session.ts';

test.describe('signing in through the real page', () => {
  test('signs in with email and password and lands on Home', async ({ page }) => {
    await signIn(page, 'owner@musik.demo');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await profileMenuButton(page).click();
    await expect(page.getByText('owner@musik.demo')).toBeVisible();
  });

  test('shows the §8 message for a wrong password and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'owner@musik.demo', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Password atau email salah' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('owner@musik.demo');
  });

  test('a signed-out visit to a page goes to /login and back there after signing in', async ({ page }) => {
    await page.goto('/infos/feedback?tab=new');
    await expect(page).toHaveURL(/\/login\?redirect=%2Finfos%2Ffeedback%3Ftab%3Dnew$/);
    await submitLogin(page, 'owner@timur.demo');
    await expect(page).toHaveURL(/\/infos\/feedback\?tab=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masukan' })).toBeVisible();
  });

  test('signing out through the profile menu removes the token and returns to /login', async ({ page, context }) => {
    await signIn(page, 'owner@indie.demo');
    await profileMenuButton(page).click();
    await page.getByRole('menuitem', { name: /^(Keluar|Log out)$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
