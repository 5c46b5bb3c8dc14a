import { expect, test } from '@playwright/test';
import { profileMenuButton, skipGuidedTours, submitLogin } from '../support/session.ts';

const port = Number(process.env.E2E_PORT ?? 8180);
// *.localhost resolves to the loopback address in Chromium, so no hosts file is needed.
const AGG_HOST = `http://agg.localhost:${port}`;

test('the sub-aggregator host brands the sign-in page and the portal as "Suara Portal"', async ({ page }) => {
  await skipGuidedTours(page, 'owner@agg.demo');
  await page.goto(`${AGG_HOST}/login`);
  await expect(page.getByRole('img', { name: 'Suara Portal' })).toBeVisible();
  await expect(page.getByText('Selamat datang kembali di Suara Portal.')).toBeVisible();
  await expect(page).toHaveTitle('Suara Portal');

  await submitLogin(page, 'owner@agg.demo');
  await expect(profileMenuButton(page)).toBeVisible();
  await expect(page).toHaveURL(`${AGG_HOST}/`);
  await expect(page).toHaveTitle('Suara Portal');
  await expect(
    page.getByRole('link', { name: /^(Beranda|Home)$/ }).getByRole('img', { name: 'Suara Portal' }),
  ).toBeVisible();
  await expect(page.getByText('© 2024 PT Suara Agregator Nusantara')).toBeVisible();
  await profileMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Konfigurasi white-label' })).toBeVisible();
});

test('the default host keeps the Irama branding', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Irama' })).toBeVisible();
  await expect(page).toHaveTitle('Irama');
});
