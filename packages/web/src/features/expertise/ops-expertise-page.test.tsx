import type { OpsEpisode } from '@irama/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import type { UploadOptions } from '../../lib/upload-with-progress.ts';
import type { Handler } from '../../test/api-stub.tsx';
import { fakeTusServer } from '../../test/fake-tus-server.ts';
import OpsExpertisePage from './ops-expertise-page.tsx';
import {
  buildOpsCourse,
  buildOpsEpisode,
  LocationProbe,
  ok,
  pageOf,
  renderSignedIn,
  stubApi,
} from './test-support.tsx';

// Uploads go through XMLHttpRequest (for their progress), which jsdom cannot send: the test plays the server.
const uploadWithProgress = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-with-progress.ts', () => ({ uploadWithProgress }));

afterEach(() => {
  uploadWithProgress.mockReset();
});

const TOPICS = [
  { id: 2, name: 'Metadata', name_en: 'Metadata', position: 1, course_count: 1 },
  { id: 3, name: '', name_en: 'Royalties', position: 2, course_count: 0 },
];

function stubOps(episode: OpsEpisode = buildOpsEpisode(), more: Record<string, Handler> = {}) {
  return stubApi({
    ...more,
    'GET /api/ops/expertise/topics': () => ok(TOPICS),
    'POST /api/ops/expertise/topics': () => ok({ ...TOPICS[1], id: 9 }, 201),
    'DELETE /api/ops/expertise/topics/2': () => ({ status: 409, body: { code: 'expertise.topic_in_use' } }),
    'GET /api/ops/expertise/courses': () => pageOf([buildOpsCourse()], { limit: 20 }),
    'GET /api/ops/expertise/courses/11': () => ok(buildOpsCourse({ episodes: [episode] })),
    'POST /api/ops/expertise/courses': () => ok(buildOpsCourse({ id: 14, featured_position: null, episodes: [] }), 201),
  });
}

function renderOps(path = '/ops/expertise') {
  renderSignedIn(
    <>
      <OpsExpertisePage />
      <LocationProbe />
    </>,
    { role: 'staff', path },
  );
}

/** An upload the test answers when it wants, reporting progress on the way. */
function pendingUpload() {
  let options: UploadOptions = {};
  let finish: (episode: OpsEpisode) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  uploadWithProgress.mockImplementation(
    (_path: string, _file: File, given: UploadOptions) =>
      new Promise((resolve, reject) => {
        options = given;
        finish = resolve;
        fail = reject;
        given.signal?.addEventListener('abort', () => reject(new ApiError({ status: 0, code: 'network' })));
      }),
  );
  return {
    progress: (percent: number) => act(() => options.onProgress?.(percent)),
    finish: (episode: OpsEpisode) => act(() => finish(episode)),
    fail: (error: unknown) => act(() => fail(error)),
  };
}

describe('staff Expertise page', () => {
  it('lists the courses with their state and opens one with its episodes', async () => {
    stubOps();
    renderOps();

    const row = (await screen.findByText('Metadata rilis yang rapi')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Terbit')).toBeInTheDocument();
    expect(within(row).getByText('Wajib')).toBeInTheDocument();
    expect(within(row).getByText('Unggulan #1')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Metadata rilis yang rapi' }));

    const drawer = await screen.findByRole('dialog', { name: 'Metadata rilis yang rapi' });
    expect(await within(drawer).findByRole('region', { name: 'Mengapa metadata penting' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ops/expertise?course=11');
  });

  it('uploads an episode video resumably with its progress, attaches it by its upload id and shows the stored file', async () => {
    const stored = buildOpsEpisode({
      duration_seconds: 754,
      files: {
        video: { url: '/files/v.mp4?sig=1', mime: 'video/mp4', size: 3 * 1024 * 1024, name: 'pelajaran-1.mp4' },
        poster: null,
        subtitles_id: null,
        subtitles_en: null,
      },
    });
    const api = stubOps(buildOpsEpisode(), {
      'PUT /api/ops/expertise/episodes/101/files/video': () => ok(stored),
    });
    const attached = () => api.requests.filter((call) => call.method === 'PUT').map((call) => call.body);
    const tus = fakeTusServer({}, { holdParts: true });
    renderOps('/ops/expertise?course=11');
    const episode = await screen.findByRole('region', { name: 'Mengapa metadata penting' });
    const picker = within(episode).getByRole('button', { name: 'Unggah Video (MP4 atau WebM) untuk episode 1' });
    const input = picker.parentElement?.querySelector('input[type=file]') as HTMLInputElement;

    await userEvent.upload(input, new File(['....ftypisom'], 'pelajaran-1.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(tus.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']));
    expect(within(episode).getByRole('progressbar', { name: 'Kemajuan unggahan pelajaran-1.mp4' })).toBeInTheDocument();
    expect(within(episode).getByRole('button', { name: 'Jeda' })).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    expect(attached()).toEqual([]);

    act(() => tus.releaseParts());
    expect(await within(episode).findByRole('link', { name: 'pelajaran-1.mp4' })).toHaveAttribute(
      'href',
      '/files/v.mp4?sig=1',
    );
    expect(attached()).toEqual([{ upload_id: 'new-1' }]);
    expect(within(episode).getByText('12:34')).toBeInTheDocument();
    expect(within(episode).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows why the server refused a finished video upload', async () => {
    stubOps(buildOpsEpisode(), {
      'PUT /api/ops/expertise/episodes/101/files/video': () => ({
        status: 415,
        body: { code: 'unsupported_media_type', errors: { file: 'expertise.file.video.wrong_type' } },
      }),
    });
    fakeTusServer();
    renderOps('/ops/expertise?course=11');
    const episode = await screen.findByRole('region', { name: 'Mengapa metadata penting' });
    const picker = within(episode).getByRole('button', { name: 'Unggah Video (MP4 atau WebM) untuk episode 1' });
    const input = picker.parentElement?.querySelector('input[type=file]') as HTMLInputElement;

    await userEvent.upload(input, new File(['WEBVTT'], 'bukan-video.mp4', { type: 'video/mp4' }));

    const alert = await within(episode).findByRole('alert');
    expect(alert).toHaveTextContent('Video harus berupa MP4 atau WebM.');
    expect(within(episode).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload, and shows why one was refused', async () => {
    stubOps();
    const upload = pendingUpload();
    renderOps('/ops/expertise?course=11');
    const episode = await screen.findByRole('region', { name: 'Mengapa metadata penting' });
    const inputOf = (name: string) =>
      within(episode)
        .getByRole('button', { name })
        .parentElement?.querySelector('input[type=file]') as HTMLInputElement;

    await userEvent.upload(
      inputOf('Unggah Subtitle Indonesia (WebVTT) untuk episode 1'),
      new File(['WEBVTT'], 'id.vtt', { type: 'text/vtt' }),
    );
    await userEvent.click(within(episode).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() => expect(within(episode).queryByRole('progressbar')).not.toBeInTheDocument());

    await userEvent.upload(
      inputOf('Unggah Poster (JPG atau PNG) untuk episode 1'),
      new File(['GIF89a'], 'poster.jpg', { type: 'image/jpeg' }),
    );
    upload.fail(
      new ApiError({
        status: 415,
        code: 'unsupported_media_type',
        fieldErrors: { file: 'expertise.file.poster.wrong_type' },
      }),
    );

    expect(await within(episode).findByRole('alert')).toHaveTextContent('Poster harus berupa gambar JPG atau PNG.');
  });

  it('adds a course that is not featured and opens it for its episodes', async () => {
    const api = stubOps();
    renderOps();

    await userEvent.click(await screen.findByRole('button', { name: 'Kelas baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kelas baru' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);

    // The page's topic filter lists the same topics: pick from the dialog's own list.
    const topic = within(dialog).getByRole('combobox', { name: /^Topik/ });
    await userEvent.click(topic);
    const topics = await waitFor(() => {
      const list = document.getElementById(topic.getAttribute('aria-controls') ?? '');
      expect(list).not.toBeNull();
      return list as HTMLElement;
    });
    await userEvent.click(within(topics).getByRole('option', { name: 'Metadata', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Judul (Indonesia)' }), 'Membaca laporan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(api.requests.find((call) => call.method === 'POST')?.body).toEqual({
        topic_id: 2,
        title: 'Membaca laporan',
        title_en: '',
        description: '',
        description_en: '',
        is_mandatory: false,
        featured_position: null,
        suggested_for: null,
        is_published: false,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ops/expertise?course=14'));
  });

  it('adds a topic in English only, and explains why a topic in use stays', async () => {
    const api = stubOps();
    renderOps('/ops/expertise?tab=topics');

    await userEvent.click(await screen.findByRole('button', { name: 'Topik baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Topik baru' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Inggris/ }), 'Royalties');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(api.requests.find((call) => call.method === 'POST')?.body).toEqual({
        name: '',
        name_en: 'Royalties',
        position: 0,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hapus Metadata' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus topik?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText('Topik ini masih berisi kelas. Pindahkan atau hapus kelasnya dulu.')).toBeVisible();
  });
});
