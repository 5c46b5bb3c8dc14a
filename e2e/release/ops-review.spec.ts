import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expandSidebar, signIn } from '../support/session.ts';

// A submitted demo release of Gema Bali Records, so the owner@musik.demo journeys keep every status.
const RELEASE = 'Pulau Dewata';
const CORRECTION = 'Cover art memuat teks yang terpotong; unggah ulang dengan teks utuh.';

test('staff reject a release on progress with a field error, and its owner sees what to fix', async ({ page }) => {
  await signIn(page, 'staff@irama.demo');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expandSidebar(nav);
  await nav.getByRole('link', { name: 'Antrean Rilis' }).click();
  await expect(page).toHaveURL(/\/ops\/releases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Antrean tinjauan rilis' })).toBeVisible();

  // The queue opens on the releases waiting for review.
  const queue = page.getByRole('table', { name: 'Antrean tinjauan rilis' });
  const row = queue.getByRole('row').filter({ hasText: RELEASE });
  await expect(row.getByText('Gema Bali Records')).toBeVisible();
  await expectNoSeriousViolations(page, 'the review queue');
  await expect(row.getByText('Sedang diproses')).toBeVisible();
  await row.getByRole('link', { name: RELEASE }).click();
  await expect(page).toHaveURL(/\/ops\/releases\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: RELEASE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unduh berkas DDEX' })).toBeVisible();
  await expect
    .poll(() =>
      page.getByRole('img', { name: `Sampul ${RELEASE}` }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // Each track's audio and clip play from their signed URLs: the server answers the player's range
  // request, and the browser reads the file's length once it is let to load.
  const players = page.getByLabel(/^Putar .+\.wav$/);
  expect(await players.count()).toBeGreaterThanOrEqual(2);
  for (const player of await players.all()) {
    await expect(player).toHaveAttribute('preload', 'none');
    const source = await player.getAttribute('src');
    const answer = await page.request.get(source ?? '', { headers: { range: 'bytes=0-' } });
    expect([200, 206]).toContain(answer.status());
    expect(answer.headers()['content-type']).toBe('audio/wav');
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.preload = 'metadata';
      audio.load();
    });
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(0);
  }
  await expectNoSeriousViolations(page, 'the release review page');

  const ddex = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh berkas DDEX' }).click();
  expect((await ddex).suggestedFilename()).toMatch(/-ern\.xml$/);

  await page.getByRole('button', { name: 'Tolak dengan koreksi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tolak rilis dengan koreksi' });
  await expect(dialog.getByRole('combobox', { name: 'Data' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the rejection form');
  await dialog.getByRole('button', { name: 'Tolak rilis' }).click();
  await expect(dialog.getByText('Pilih data yang harus diperbaiki')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Data' }).click();
  await page.getByRole('option', { name: 'Cover art' }).click();
  await dialog.getByRole('textbox', { name: 'Pesan untuk pemilik' }).fill(CORRECTION);
  const saved = page.waitForResponse((response) => /\/api\/ops\/releases\/\d+\/status$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Tolak rilis' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(`Rilis "${RELEASE}" sekarang berstatus Ditolak.`)).toBeVisible();
  await expect(page.getByText(CORRECTION).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tolak dengan koreksi' })).toHaveCount(0);

  // The owner's list shows it rejected and needing correction, and the release page lists the error.
  await page.context().clearCookies();
  await signIn(page, 'owner@gemabali.demo', '/release');
  const item = page.getByRole('list', { name: 'Daftar rilis' }).getByRole('listitem').filter({ hasText: RELEASE });
  await expect(item.getByText('Ditolak', { exact: true })).toBeVisible();
  await expect(item.getByText(/^Perlu koreksi/)).toBeVisible();
  await item.getByRole('link', { name: RELEASE }).click();
  await expect(page).toHaveURL(/\/release\/\d+$/);
  await expect(page.getByText(CORRECTION)).toBeVisible();
});

test('a partner user gets the permission-denied page on the review queue', async ({ page }) => {
  await signIn(page, 'owner@musik.demo', '/ops/releases');
  await expect(page).toHaveURL(/\/ops\/releases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anda belum memiliki izin' })).toBeVisible();
});
