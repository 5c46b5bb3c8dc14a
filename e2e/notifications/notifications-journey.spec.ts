import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { apiToken, signIn } from '../support/session.ts';

const WEEKDAY_LABEL = /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} [A-Z][a-z]+$/;

/** The bell, whose name carries the unread count when there is one. */
const bell = (page: Page) => page.getByRole('button', { name: /^Buka notifikasi/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) notifikasi belum dibaca/)?.[1] ?? 0);
}

test('an owner reads the bell by tab and day, sees a new notice arrive live, and follows one', async ({ page }) => {
  await signIn(page, 'owner@musik.demo', '/');
  await expect(bell(page)).toHaveAccessibleName(/\d+ notifikasi belum dibaca/);
  const before = await unreadCount(page);

  await bell(page).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Notifikasi' })).toBeVisible();
  await expect(panel.getByText('Hari Ini', { exact: true })).toBeVisible();
  await expect(panel.getByText('Kemarin', { exact: true })).toBeVisible();
  await expect(panel.getByText(WEEKDAY_LABEL).first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(450);
  await expectNoSeriousViolations(page, 'the notification panel');

  // Every notice was left by what it tells of, in the demo's replayed past: a hold placed three days ago is
  // important, yesterday's release becoming ready is not.
  await panel.getByRole('tab', { name: 'Penting' }).click();
  await expect(panel.getByText('Sebagian saldo ditahan').first()).toBeVisible();
  await expect(panel.getByText('Status rilis: Siap dirilis')).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Keuangan' }).click();
  await expect(panel.getByText(/^Penarikan \S+ menunggu persetujuan$/).first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Laporan' }).click();
  // Named as people read them: the store's name and the month's, never a code.
  await expect(panel.getByText('Laporan YouTube September 2026 telah terbit')).toBeVisible();
  await expect(panel.getByText(/store:|\d{4}-\d{2}/)).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Semua' }).click();

  // Staff announce to the music group while the owner's page stays open: it arrives without a reload.
  const staffToken = await apiToken(page.request, 'staff@irama.demo');
  const sent = await page.request.post('/api/ops/announcements', {
    headers: { 'X-Authorization': `Bearer ${staffToken}` },
    data: {
      audience: 'group',
      group_name: 'music',
      title: 'Pengumuman uji langsung',
      content: 'Tiba tanpa memuat ulang.',
      url: '/release',
    },
  });
  expect(sent.ok()).toBe(true);
  await expect(panel.getByText('Pengumuman uji langsung')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(new RegExp(`${before + 1} notifikasi belum dibaca`));

  await panel.getByText('Sebagian saldo ditahan').first().click();
  await expect(page).toHaveURL(/\/riwayatpendapatan\?tab=holds$/);
  await expect(panel).toBeHidden();
});

test('an empty tab says so', async ({ page }) => {
  await signIn(page, 'owner@nofeature.demo', '/');
  await page.getByRole('button', { name: /^Buka notifikasi/ }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('tab', { name: 'Laporan' }).click();
  await expect(panel.getByText('Anda belum memiliki notifikasi', { exact: true })).toBeVisible();
});
