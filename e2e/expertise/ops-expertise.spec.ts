import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

const SUBTITLES = 'WEBVTT\n\n00:00.000 --> 00:04.000\nSelamat datang di kelas distribusi video.\n';

test('staff add a topic, a course and an episode, and upload its subtitles with progress', async ({ page }) => {
  await signIn(page, 'staff@irama.demo', '/ops/expertise');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Expertise' })).toBeVisible();

  await page.getByRole('tab', { name: 'Topik' }).click();
  await page.getByRole('button', { name: 'Topik baru' }).click();
  const topicForm = page.getByRole('dialog', { name: 'Topik baru' });
  await topicForm.getByRole('textbox', { name: /^Nama topik \(Indonesia\)/ }).fill('Distribusi Video');
  await topicForm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: 'Distribusi Video', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Kelas' }).click();
  await page.getByRole('button', { name: 'Kelas baru' }).click();
  const courseForm = page.getByRole('dialog', { name: 'Kelas baru' });
  await courseForm.getByRole('combobox', { name: 'Topik' }).click();
  await page.getByRole('option', { name: 'Distribusi Video' }).click();
  await courseForm.getByRole('textbox', { name: /^Judul \(Indonesia\)/ }).fill('Video musik di toko digital');
  await courseForm.getByRole('textbox', { name: /^Deskripsi \(Indonesia\)/ }).fill('Dari master video sampai tayang.');
  await courseForm.getByRole('button', { name: 'Simpan' }).click();

  // The new course opens for its episodes.
  const editor = page.getByRole('dialog', { name: 'Video musik di toko digital' });
  await expect(editor.getByText('Draf')).toBeVisible();
  await editor.getByRole('button', { name: 'Episode baru' }).click();
  const episodeForm = page.getByRole('dialog', { name: 'Episode baru' });
  await episodeForm.getByRole('textbox', { name: /^Judul episode \(Indonesia\)/ }).fill('Menyiapkan master video');
  await episodeForm.getByRole('textbox', { name: /^Durasi \(detik\)/ }).fill('30');
  await episodeForm.getByRole('button', { name: 'Simpan' }).click();

  const episode = editor.getByRole('region', { name: 'Menyiapkan master video' });
  await expect(episode).toBeVisible();
  await expectNoSeriousViolations(page, 'the staff course editor');
  const chooser = page.waitForEvent('filechooser');
  await episode.getByRole('button', { name: 'Unggah Subtitle Indonesia (WebVTT) untuk episode 1' }).click();
  await (await chooser).setFiles({ name: 'master-video.id.vtt', mimeType: 'text/vtt', buffer: Buffer.from(SUBTITLES) });

  await expect(episode.getByRole('link', { name: 'master-video.id.vtt' })).toBeVisible();
  await expect(episode.getByRole('alert')).toHaveCount(0);
});
