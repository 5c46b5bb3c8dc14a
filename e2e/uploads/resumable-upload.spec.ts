import { stat, writeFile } from 'node:fs/promises';
import { UPLOAD_PART_BYTES } from '@irama/contracts';
import { expect, type Page, test } from '@playwright/test';
import { writeWav } from '../../packages/server/src/modules/release/files/testing/wav-writer.ts';
import { signIn } from '../support/session.ts';

const OWNER = 'owner@musik.demo';
const AUDIO_LABEL = 'Audio lengkap (WAV)';
// 110 s of 44.1 kHz / 16-bit stereo is about 19 MB: three parts, so an upload can stop between them.
const SECONDS = 110;
test.use({ actionTimeout: 20_000 });

/** Each part reaches the server a second late, so the test can act while the upload is under way. */
async function slowParts(page: Page): Promise<void> {
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A part in flight when the browser goes offline or reloads is aborted by then.
    await route.continue().catch(() => undefined);
  });
}

/** The only track's form, opened when the page did not open it by itself. */
async function openTrack(page: Page): Promise<void> {
  await expect(page.getByText('Lagu tanpa judul', { exact: true })).toBeVisible({ timeout: 20_000 });
  const edit = page.getByRole('button', { name: 'Ubah Lagu tanpa judul' });
  if (await edit.isVisible()) await edit.click();
}

const isPart = (method: string) => (response: { request: () => { method: () => string }; url: () => string }) =>
  response.request().method() === method && /\/api\/uploads\/[^/?]+$/.test(response.url());

test('a WAV upload survives a reload and a lost connection, and the release keeps the audio', async ({ page }) => {
  test.setTimeout(300_000);
  const audio = test.info().outputPath('lagu-panjang.wav');
  await writeFile(audio, writeWav({ sampleRate: 44_100, bitDepth: 16, channels: 2, frames: SECONDS * 44_100 }));
  await slowParts(page);
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) creations.push(request.url());
  });

  // A draft with one empty track.
  await signIn(page, OWNER, '/release/new');
  await expect(page.getByRole('heading', { name: 'Rilis baru' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Album' }).check();
  await page.getByRole('textbox', { name: /Nama album atau single/ }).fill(`Unggah Tahan Banting ${Date.now()}`);
  await page.getByRole('button', { name: 'Simpan draft' }).click();
  await expect(page).toHaveURL(/\/release\/\d+\?step=album$/);
  const releaseId = Number(/\/release\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/release/${releaseId}?step=tracks`);
  await page.getByRole('button', { name: 'Tambah lagu' }).first().click();
  const picker = page.getByLabel(`${AUDIO_LABEL}: Pilih berkas`, { exact: true });

  // The first part arrives; the tab is reloaded in the middle of the second.
  const firstPart = page.waitForResponse(isPart('PATCH'));
  await picker.setInputFiles(audio);
  await expect(page.getByRole('progressbar', { name: `Kemajuan unggahan ${AUDIO_LABEL}` })).toBeAttached();
  expect((await firstPart).status()).toBe(204);
  await page.reload();

  // The editor offers to continue it; the same file goes on from the server's offset.
  await openTrack(page);
  await expect(
    page.getByText(/Unggahan lagu-panjang\.wav belum selesai \(\d+%, kedaluwarsa dalam 2\d jam\)/),
  ).toBeVisible();
  await expect(page.getByText(/Pilih file yang sama untuk melanjutkan/)).toBeVisible();
  const resumedAt = page.waitForResponse(isPart('HEAD'));
  const nextPart = page.waitForResponse(isPart('PATCH'));
  await picker.setInputFiles(audio);
  expect(Number((await resumedAt).headers()['upload-offset'])).toBeGreaterThanOrEqual(UPLOAD_PART_BYTES);
  expect(creations).toHaveLength(1);
  await nextPart;

  // Offline in the middle: the upload waits, and goes on by itself when the network is back.
  const kept = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/v2/release/track/id/') &&
      (response.request().postData() ?? '').includes('"audio"'),
  );
  await page.context().setOffline(true);
  await expect(page.getByText(/Tidak ada koneksi, menunggu tersambung lagi/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('progressbar', { name: `Kemajuan unggahan ${AUDIO_LABEL}` })).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(page.getByText(/44,1 kHz · 16-bit · Stereo · 1:50/)).toBeVisible();
  expect(creations).toHaveLength(1);
  expect((await kept).ok()).toBe(true);

  // The release keeps it: the server read the whole file, all 19 MB of it, as the track's audio.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const detail = await page.request.get(`/api/v2/release/album/id/${releaseId}`, {
    headers: { 'X-Authorization': `Bearer ${token}` },
  });
  const { data } = (await detail.json()) as { data: { tracks: { audio: Record<string, unknown> | null }[] } };
  expect(data.tracks[0]?.audio).toMatchObject({
    name: 'lagu-panjang.wav',
    size: (await stat(audio)).size,
    sample_rate: 44_100,
    bit_depth: 16,
    channels: 2,
    duration_seconds: SECONDS,
  });
});
