import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { animationsSettled } from '../support/axe.ts';
import { apiToken, chooseLanguage, profileMenuButton, skipGuidedTours } from '../support/session.ts';

// The server writes its mail into its data folder, which playwright.config.ts names (E2E_DATA_DIR).
const DATA_DIR = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../../test-results/e2e-data'),
);
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(DATA_DIR, 'mail');
const PORT = Number(process.env.E2E_PORT ?? 8180);

/** The set-password link of the newest invitation mail to `email`, decoded from quoted-printable. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
        for (const file of files) {
          const text = readFileSync(path.join(MAIL_DIR, file.name), 'utf8');
          if (!text.includes(`To: ${email}`)) continue;
          const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          link = /https?:\/\/\S+\/reset-password\?token=[^&\s]+&invite=1/.exec(decoded)?.[0];
        }
        return link;
      },
      { message: `an invitation mail to ${email}` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** Opens every collapsed group and sub-menu of the sidebar. */
async function expandAll(nav: Locator): Promise<void> {
  const collapsed = nav.getByRole('button', { expanded: false });
  for (let guard = 0; guard < 20 && (await collapsed.count()) > 0; guard += 1) await collapsed.first().click();
  await expect(collapsed).toHaveCount(0);
}

/** Fills the real /login form by its fields' accessible names and waits for the signed-in layout. */
async function signInAs(page: Page, email: string): Promise<void> {
  await skipGuidedTours(page, email);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(profileMenuButton(page)).toBeVisible();
}

function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu utama' });
}

test('the owner invites an admin with only the DSP report, who then sees only the DSP reports', async ({
  page,
  browser,
  request,
}) => {
  const email = `sari.${Date.now()}@musik.demo`;
  try {
    await signInAs(page, 'owner@musik.demo');
    await page.goto('/profile?tab=admins');
    await expect(page.getByRole('tab', { name: 'Pengaturan admin' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Tambah admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah admin' });
    await dialog.getByRole('textbox', { name: 'Nama depan' }).fill('Sari');
    await dialog.getByRole('textbox', { name: 'Nama belakang' }).fill('Wulandari');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Laporan DSP', exact: true }).check();
    await dialog.getByRole('button', { name: 'Kirim undangan' }).click();
    await expect(page.getByText(`Admin ditambahkan. Undangan telah dikirim ke ${email}.`)).toBeVisible();

    const card = page.getByRole('article', { name: 'Sari Wulandari' }).filter({ hasText: email });
    await expect(card.getByText('Undangan belum diterima')).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Laporan DSP', exact: true })).toBeChecked();
    for (const off of ['Pembayaran', 'Rilis dan katalog', 'Laporan YouTube', 'Laporan DSP baru']) {
      await expect(card.getByRole('switch', { name: off, exact: true })).not.toBeChecked();
    }

    // The invited admin, in a browser of their own, follows the mailed link.
    const link = await invitationLink(email);
    const adminContext = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
    const admin = await adminContext.newPage();
    await admin.goto(link);
    await expect(admin.getByRole('heading', { name: 'Buat kata sandi Anda' })).toBeVisible();
    await admin.getByRole('textbox', { name: 'Password baru', exact: true }).fill(DEMO_PASSWORD);
    await admin.getByRole('textbox', { name: 'Ulangi password baru' }).fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Simpan password baru' }).click();
    await expect(admin.getByRole('status')).toContainText('Password Anda telah diubah');

    await signInAs(admin, email);

    const nav = sidebar(admin);
    await expandAll(nav);
    await expect(nav.getByRole('button', { name: 'Laporan', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Laporan DSP( v\.1a)?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Laporan DSP Baru/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Riwayat Pendapatan/ })).toBeVisible();
    for (const hidden of [/^Rilis/, /^Pembayaran/, /^Laporan YouTube/, /^Pendapatan YouTube/, /^Laporan Penyesuaian/]) {
      await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
    }

    // An admin's profile has no admin settings.
    await admin.goto('/profile?tab=admins');
    await expect(admin.getByRole('tab', { name: 'Akun' })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByRole('tab', { name: 'Pengaturan admin' })).toHaveCount(0);
    await adminContext.close();
  } finally {
    // Leave the seed as other suites expect it.
    const token = await apiToken(request, 'owner@musik.demo');
    const headers = { 'X-Authorization': `Bearer ${token}` };
    const list = await request.get('/api/v2/profile/admin/contact', { headers });
    const { data } = (await list.json()) as { data: { results: { id: number; email: string }[] } };
    const created = data.results.find((account) => account.email === email);
    if (created) await request.delete(`/api/v2/profile/contact/id/${created.id}`, { headers });
  }
});

test('a sub-aggregator owner changes the main colour and the portal and its login page re-theme', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, 'owner@agg.demo');
  const headers = { 'X-Authorization': `Bearer ${token}` };
  const original = ((await (await request.get('/api/v2/whitelabel', { headers })).json()) as { data: object }).data;

  try {
    await signInAs(page, 'owner@agg.demo');
    await page.goto('/sub-aggregator');
    await expect(page.getByRole('heading', { name: 'Konfigurasi white-label' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Simpan dan terapkan' });
    await expect(save).toHaveCSS('background-color', 'rgb(29, 78, 216)');

    const main = page.getByRole('textbox', { name: 'Warna utama' });
    await main.fill('#ffeb3b');
    await expect(page.getByText('Kontras warna rendah')).toBeVisible();
    await main.fill('#0f766e');
    await expect(page.getByText('Kontras warna rendah')).toHaveCount(0);

    await save.click();
    await expect(page.getByText('Konfigurasi white-label disimpan dan langsung diterapkan.')).toBeVisible();
    // Off the button, so its resting colour is read rather than the hover shade.
    await page.mouse.move(0, 0);
    await expect(save).toHaveCSS('background-color', 'rgb(15, 118, 110)');

    // The sign-in page of the sub-aggregator's own host shows the new colour.
    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto(`http://agg.localhost:${PORT}/login`);
    await expect(login.getByRole('button', { name: 'Masuk', exact: true })).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
    await visitor.close();
  } finally {
    await request.put('/api/v2/whitelabel', { headers, data: stripReadOnly(original) });
  }
});

/** The PUT body of a GET answer: everything but what the server computes. */
function stripReadOnly(config: object): object {
  const {
    is_configured: _configured,
    contrast: _contrast,
    updated_at: _updated,
    ...body
  } = config as Record<string, unknown>;
  return body;
}

const SHOTS = process.env.PROFILE_SCREENSHOTS ?? path.join(os.tmpdir(), 'irama-profile-shots');
const WIDTHS = [1280, 390] as const;
const TABS = ['account', 'company', 'networkplace', 'admins'] as const;

async function shoot(page: Page, name: string): Promise<void> {
  // Tabs and notifications settle first, so the picture shows the resting state.
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('saving English on the profile re-labels the portal; every tab and the white-label page render at 1280 and 390 px', async ({
  page,
  browser,
}) => {
  // Twenty full-page screenshots with two sign-ins take longer than one journey.
  test.setTimeout(180_000);
  await signInAs(page, 'owner@musik.demo');
  await page.goto('/profile');
  const language = page.getByRole('combobox', { name: 'Bahasa' });
  await language.selectOption('en');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  for (const lang of ['en', 'id'] as const) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of TABS) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        await shoot(page, `profile-${tab}-${lang}-${width}`);
      }
    }
    if (lang === 'en') {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/profile');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('tab', { name: 'Akun' })).toBeVisible();
    }
  }
  const owner = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const agg = await owner.newPage();
  await signInAs(agg, 'owner@agg.demo');
  for (const lang of ['id', 'en'] as const) {
    for (const width of WIDTHS) {
      await agg.setViewportSize({ width, height: 900 });
      await agg.goto('/sub-aggregator');
      await expect(agg.getByRole('img', { name: /Pratinjau|Preview/ })).toBeVisible({ timeout: 15_000 });
      await shoot(agg, `whitelabel-${lang}-${width}`);
    }
    if (lang === 'id') {
      await agg.setViewportSize({ width: 1280, height: 900 });
      await chooseLanguage(agg, 'en');
    }
  }
  await chooseLanguage(agg, 'id');
  await owner.close();
});
