import { writeFile } from 'node:fs/promises';
import { addDays, todayInWib } from '@irama/contracts';
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { writeWav } from '../../packages/server/src/modules/release/files/testing/wav-writer.ts';
import { apiToken, signIn } from '../support/session.ts';

const OWNER = 'owner@musik.demo';
// A step that cannot happen should fail at once, not after the whole journey's time.
test.use({ actionTimeout: 20_000 });
const STAFF = 'staff@irama.demo';

/** Real files of each kind, written where the test keeps its artifacts. */
async function releaseFiles() {
  const cover = test.info().outputPath('cover.jpg');
  const audio = test.info().outputPath('song.wav');
  const letter = test.info().outputPath('surat-pernyataan.pdf');
  const jpeg = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#b4283c' } })
    .jpeg({ quality: 60 })
    .toBuffer();
  await writeFile(cover, jpeg);
  // 20 s of 44.1 kHz / 16-bit mono: long enough for a 15 s clip, small enough to upload quickly.
  await writeFile(audio, writeWav({ sampleRate: 44_100, bitDepth: 16, channels: 1, frames: 20 * 44_100 }));
  await writeFile(letter, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return { cover, audio, letter };
}

/** The first request of the upload under way waits here until the test has seen its progress bar. */
let uploadGate: Promise<void> | undefined;

/**
 * Holds an upload back before it reaches the server until its progress bar has been seen: a fast
 * local upload could end before the bar is looked for.
 */
async function holdUploads(page: Page): Promise<void> {
  const hold = async (route: Route) => {
    const gate = uploadGate;
    uploadGate = undefined;
    await gate;
    await route.continue();
  };
  // Audio, cover and letter go through the resumable uploads (tus) first; the video in one request.
  await page.route('**/api/uploads**', hold);
  await page.route('**/api/v2/release/fileupload**', hold);
}

async function upload(page: Page, label: string, file: string): Promise<void> {
  let seen = () => {};
  uploadGate = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.getByLabel(`${label}: Pilih berkas`, { exact: true }).setInputFiles(file);
  const progress = page.getByRole('progressbar', { name: `Kemajuan unggahan ${label}` });
  // At 0 % the bar's filled part has no width yet, so it is attached rather than visible.
  await expect(progress).toBeAttached();
  seen();
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
}

async function pickArtist(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Cari artis' }).fill(name.split(' ')[0] ?? name);
  await scope.getByRole('listitem', { name: `Tambahkan ${name}` }).click();
}

async function choose(page: Page, scope: Locator, field: Locator, option: string): Promise<void> {
  // The list can still be moving while the form reflows; a click that lands beside it closes it, so
  // open it again and retry until the field shows the choice.
  await expect(async () => {
    const item = page.getByRole('option', { name: option, exact: true });
    if (!(await item.isVisible())) await field.click();
    await item.click({ timeout: 2_000 });
    await expect(field).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(scope).toBeVisible();
}

/** Fills every required field of the open track, uploads its audio and cuts its clip. */
async function fillTrack(page: Page, title: string, files: { audio: string }): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /Judul lagu/ }) });
  await form.getByRole('textbox', { name: /Judul lagu/ }).fill(title);
  await pickArtist(form, 'Dewi Kirana');
  await form.getByRole('textbox', { name: /Nama depan pencipta/ }).fill('Dewi');
  await form.getByRole('textbox', { name: /Nama belakang pencipta/ }).fill('Kirana');
  await choose(page, form, form.getByRole('combobox', { name: 'Genre' }), 'Pop');
  await choose(page, form, form.getByRole('combobox', { name: 'Wilayah' }), 'Indonesia');
  await form.getByRole('textbox', { name: /^Lirik/ }).fill(`Lirik ${title}\nbaris kedua`);

  await upload(page, 'Audio lengkap (WAV)', files.audio);
  await expect(form.getByText(/44,1 kHz · 16-bit · Mono · 0:20/)).toBeVisible();
  // A 15 s clip from the end of the song: 0:05 to 0:20.
  await form.getByRole('slider', { name: 'Durasi klip' }).focus();
  await page.keyboard.press('Home');
  await expect(form.getByText(/^Durasi: 15 detik/)).toBeVisible();
  await form.getByRole('slider', { name: 'Awal klip' }).focus();
  await page.keyboard.press('End');
  await expect(form.getByText('Mulai: 0:05')).toBeVisible();
  const trimmed = page.waitForResponse((response) => response.url().includes('/api/v2/release/audiotrim'));
  await form.getByRole('button', { name: 'Buat klip 0:05–0:20' }).click();
  expect((await trimmed).status()).toBe(201);
  await expect(form.getByText(/0:15 ·/)).toBeVisible();

  await form.getByRole('textbox', { name: 'Nama kontributor 1' }).nth(0).fill('Dewi Kirana');
  await choose(page, form, form.getByRole('combobox', { name: 'Peran kontributor 1' }).nth(0), 'Vocals');
  await form.getByRole('textbox', { name: 'Nama kontributor 1' }).nth(1).fill('Yovie Hartanto');
  await choose(page, form, form.getByRole('combobox', { name: 'Peran kontributor 1' }).nth(1), 'Producer');

  // Uploads save themselves on the track too; this waits for the save that carries the title.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/v2/release/track/id/') &&
      (response.request().postData() ?? '').includes(title),
  );
  await form.getByRole('button', { name: 'Simpan lagu' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

const STEP1_REQUIRED = [
  'Pilih jenis rilis: single atau album',
  'Judul album wajib diisi',
  'Tambahkan minimal satu artis',
  'Tanggal rilis wajib diisi',
  'Label album wajib diisi',
  'Label aset wajib diisi',
  'Cover art wajib diunggah (.jpg, 3000x3000, maks. 5MB)',
  'Pilih minimal satu platform',
  'Surat pernyataan pencipta wajib diunggah (.pdf, maks. 5MB)',
];

const TRACK_REQUIRED = [
  'Judul lagu wajib diisi',
  'Nama depan pencipta wajib diisi sesuai KTP',
  'Genre wajib dipilih',
  'Wilayah wajib dipilih',
  'Lirik wajib diisi kecuali lagu instrumental',
  'Audio lengkap (WAV) wajib diunggah',
  'Klip audio wajib diisi (15 sampai 59 detik)',
];

test('an album goes from an empty form to submitted, is rejected by staff, fixed and resubmitted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const files = await releaseFiles();
  const title = `Album Perjalanan ${Date.now()}`;
  await holdUploads(page);
  await signIn(page, OWNER, '/release/new');
  // The form's chunk loads on first use; a busy machine takes a while.
  await expect(page.getByRole('heading', { name: 'Rilis baru' })).toBeVisible({ timeout: 20_000 });

  // Step 1: every required field says what is missing before anything is saved.
  await page.getByRole('button', { name: 'Lanjut ke data lagu' }).click();
  for (const text of STEP1_REQUIRED) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/release\/new$/);

  await page.getByRole('radio', { name: 'Album' }).check();
  await page.getByRole('textbox', { name: /Nama album atau single/ }).fill(title);
  await pickArtist(page.locator('[data-tour="release-form-artists"]'), 'Dewi Kirana');
  await page.getByLabel(/Tanggal rilis/).fill(addDays(todayInWib(new Date()), 3));
  await page.getByRole('textbox', { name: /^Label\s*\*?$/ }).fill('Musik Nusantara Records');
  await page.getByRole('textbox', { name: /^Label aset/ }).fill('Musik Nusantara Records');
  await upload(page, 'Cover art', files.cover);
  await expect(page.getByText(/3000×3000 px/)).toBeVisible();
  await upload(page, 'Surat pernyataan pencipta', files.letter);
  await page.getByRole('checkbox', { name: 'Spotify' }).check();
  await expect(page.getByRole('checkbox', { name: 'TikTok', exact: true })).toBeChecked();

  // A release date under 7 days ahead is refused; the draft still saves.
  await page.getByRole('button', { name: 'Lanjut ke data lagu' }).click();
  await expect(page.getByText('Tanggal rilis minimal 7 hari setelah pengajuan')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan draft' }).click();
  await expect(page).toHaveURL(/\/release\/\d+\?step=album$/);
  const releaseId = Number(/\/release\/(\d+)/.exec(page.url())?.[1]);
  // The saved draft reopens under its own address, headed by its title.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel(/Tanggal rilis/).fill(addDays(todayInWib(new Date()), 14));
  await page.getByRole('button', { name: 'Lanjut ke data lagu' }).click();
  await expect(page).toHaveURL(new RegExp(`/release/${releaseId}\\?step=tracks$`));

  // Step 2: an empty track shows what it still needs, then two complete tracks.
  await page.getByRole('button', { name: 'Tambah lagu' }).first().click();
  await page.getByRole('button', { name: 'Simpan lagu' }).click();
  for (const text of TRACK_REQUIRED) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await fillTrack(page, 'Pagi di Pelabuhan', files);
  await page.getByRole('button', { name: 'Tambah lagu' }).first().click();
  // The first track's form stays open until the new track exists; typing earlier would edit it.
  await expect(page.getByRole('textbox', { name: /Judul lagu/ })).toHaveValue('', { timeout: 20_000 });
  await fillTrack(page, 'Senja di Dermaga', files);

  // The draft survives a reload: the step, the album data and both tracks come back.
  await page.reload();
  await expect(page.getByText('Pagi di Pelabuhan', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Senja di Dermaga', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Data album/ }).click();
  await expect(page.getByRole('textbox', { name: /Nama album atau single/ })).toHaveValue(title);

  // Review and submit.
  await page.getByRole('button', { name: /Tinjau & ajukan/ }).click();
  await expect(page.getByText(/Semua data lengkap/)).toBeVisible();
  await expect(page.getByText('Lagu 2: Senja di Dermaga')).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi & ajukan' }).click();
  await page.getByRole('button', { name: 'Ya, ajukan' }).click();
  await expect(page.getByText('Sedang diproses', { exact: true })).toBeVisible();
  await expect(page.getByText(/sudah diajukan, jadi tidak bisa diubah lagi/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan draft' })).toHaveCount(0);

  // A submitted release refuses edits on the server too.
  const ownerToken = await apiToken(request, OWNER);
  const refused = await request.put(`/api/v2/release/album/id/${releaseId}`, {
    headers: { 'X-Authorization': `Bearer ${ownerToken}` },
    data: { title: 'Diubah diam-diam' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('release.not_editable');

  // Staff reject it with per-field errors.
  const staffToken = await apiToken(request, STAFF);
  const rejected = await request.post(`/api/ops/releases/${releaseId}/status`, {
    headers: { 'X-Authorization': `Bearer ${staffToken}` },
    data: {
      status: 'rejected',
      errors: {
        'album.title': 'Judul album tidak sesuai dengan sampul.',
        'tracks.1.lyrics': 'Lirik tidak sesuai dengan audio.',
      },
    },
  });
  expect(rejected.ok()).toBe(true);

  // The owner sees the errors field by field, fixes them and resubmits.
  await page.reload();
  await expect(page.getByText('Ditolak', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Judul album tidak sesuai dengan sampul\./)).toBeVisible();
  await expect(page.getByText(/Lagu 2: Senja di Dermaga · Lirik/)).toBeVisible();
  await page.getByRole('button', { name: 'Perbaiki' }).click();
  const titleInput = page.getByRole('textbox', { name: /Nama album atau single/ });
  await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
  await titleInput.fill(`${title} (Revisi)`);
  await page.getByRole('button', { name: 'Lanjut ke data lagu' }).click();
  await page.getByRole('button', { name: 'Ubah Senja di Dermaga' }).click();
  // Reloaded, the track has no local file: its waveform comes from the stored audio's signed URL.
  await expect(page.getByRole('img', { name: 'Gelombang suara lagu dengan bagian klip yang dipilih' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dengarkan bagian ini' })).toBeEnabled();
  await page.getByRole('textbox', { name: /^Lirik/ }).fill('Lirik yang sesuai dengan audio');
  await page.getByRole('button', { name: 'Simpan lagu' }).click();
  await page.getByRole('button', { name: 'Lanjut ke tinjauan' }).click();
  await page.getByRole('button', { name: 'Konfirmasi & ajukan' }).click();
  await page.getByRole('button', { name: 'Ya, ajukan' }).click();
  await expect(page.getByText('Sedang diproses', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (Revisi)` })).toBeVisible();
});
