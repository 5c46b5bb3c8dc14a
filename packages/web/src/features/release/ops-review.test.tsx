import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffOnly } from '../../app/guards.tsx';
import OpsReleasePage from './ops-release-page.tsx';
import OpsReleaseQueuePage from './ops-release-queue-page.tsx';
import { buildDetail, buildFile, buildSummary, pageOf, renderReleaseScreen, stubReleaseApi } from './test-support.tsx';

const COMPANIES = {
  status: 200,
  body: { data: { results: [{ id: 2, company: 'PT Musik Nusantara Abadi' }], page: 1, limit: 100, total: 1 } },
};

describe('release review queue', () => {
  it('opens on the releases waiting for review and names each one’s company', async () => {
    const calls = stubReleaseApi({
      'GET /api/ops/releases': () => pageOf([buildSummary({ status: 'on_progress' })]),
      'GET /api/ops/companies': () => COMPANIES,
    });
    renderReleaseScreen(<OpsReleaseQueuePage />, { path: '/ops/releases', role: 'staff' });

    // The file's first render also loads Mantine and the page: allow it more than a second.
    const link = await screen.findByRole('link', { name: 'Patah Hati Berjamaah' });
    expect(link).toHaveAttribute('href', '/ops/releases/8');
    expect(await within(screen.getByRole('table')).findByText('PT Musik Nusantara Abadi')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/ops/releases')?.url.searchParams.get('status')).toBe(
      'on_progress',
    );
  });

  it('shows each release’s cover thumbnail', async () => {
    const cover = buildFile('cover');
    stubReleaseApi({
      'GET /api/ops/releases': () => pageOf([buildSummary({ status: 'on_progress', cover_art: cover })]),
      'GET /api/ops/companies': () => COMPANIES,
    });
    renderReleaseScreen(<OpsReleaseQueuePage />, { path: '/ops/releases', role: 'staff' });

    const image = await screen.findByRole('img', { name: 'Sampul Patah Hati Berjamaah' });
    expect(image).toHaveAttribute('src', cover.thumbnail_url);
  });

  it('on a phone lists each release as a card with its status and facts, with no table to scroll sideways', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
    try {
      stubReleaseApi({
        'GET /api/ops/releases': () => pageOf([buildSummary({ status: 'on_progress' })]),
        'GET /api/ops/companies': () => COMPANIES,
      });
      renderReleaseScreen(<OpsReleaseQueuePage />, { path: '/ops/releases', role: 'staff' });

      const link = await screen.findByRole('link', { name: 'Patah Hati Berjamaah' });
      expect(link.closest('tr')).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(screen.getByRole('listitem'));
      expect(card.getByText('Sedang diproses')).toBeInTheDocument();
      expect(await card.findByText('PT Musik Nusantara Abadi')).toBeInTheDocument();
      expect(card.getByText('Perusahaan:')).toBeInTheDocument();
      expect(card.getByText('Lagu:')).toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('narrows the queue to the company picked', async () => {
    const calls = stubReleaseApi({
      'GET /api/ops/releases': () => pageOf([buildSummary({ status: 'on_progress' })]),
      'GET /api/ops/companies': () => COMPANIES,
    });
    renderReleaseScreen(<OpsReleaseQueuePage />, { path: '/ops/releases', role: 'staff' });
    await screen.findByRole('link', { name: 'Patah Hati Berjamaah' });

    const company = screen.getByRole('combobox', { name: 'Perusahaan' });
    expect(company).toHaveValue('Semua perusahaan');
    await userEvent.click(company);
    await userEvent.click(await screen.findByRole('option', { name: 'PT Musik Nusantara Abadi', hidden: true }));

    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/ops/releases').at(-1);
      expect(last?.url.searchParams.get('company_id')).toBe('2');
    });
    expect(company).toHaveValue('PT Musik Nusantara Abadi');
  });

  it('opens on the company the URL names', async () => {
    const calls = stubReleaseApi({
      'GET /api/ops/releases': () => pageOf([buildSummary({ status: 'on_progress' })]),
      'GET /api/ops/companies': () => COMPANIES,
    });
    renderReleaseScreen(<OpsReleaseQueuePage />, { path: '/ops/releases?company=2&page=1', role: 'staff' });

    await screen.findByRole('link', { name: 'Patah Hati Berjamaah' });
    const queue = calls.find((call) => call.url.pathname === '/api/ops/releases');
    expect(queue?.url.searchParams.get('company_id')).toBe('2');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Perusahaan' })).toHaveValue('PT Musik Nusantara Abadi'),
    );
  });

  it('shows the permission-denied page to a partner user', () => {
    stubReleaseApi({});
    renderReleaseScreen(
      <StaffOnly>
        <OpsReleaseQueuePage />
      </StaffOnly>,
      { path: '/ops/releases', role: 'owner' },
    );
    expect(screen.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeInTheDocument();
  });
});

describe('release review page', () => {
  function renderDetail() {
    return renderReleaseScreen(<OpsReleasePage />, {
      path: '/ops/releases/8',
      routePath: '/ops/releases/:id',
      role: 'staff',
    });
  }

  it('offers only the moves allowed from on progress', async () => {
    stubReleaseApi({ 'GET /api/ops/releases/8': () => ({ status: 200, body: { data: buildDetail() } }) });
    renderDetail();
    const actions = await screen.findByRole('group', { name: 'Tindakan tinjauan' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tandai berhasil', 'Tolak dengan koreksi']);
    expect(screen.getByRole('button', { name: 'Unduh berkas DDEX' })).toBeInTheDocument();
    expect(screen.getByText('IDA012607002')).toBeInTheDocument();
  });

  it('plays each track’s audio and clip, shows the cover and links the letter for download', async () => {
    const detail = buildDetail({ cover_art: buildFile('cover'), statement_letter: buildFile('letter') });
    const [track] = detail.tracks;
    if (!track) throw new Error('the detail has a track');
    track.audio = buildFile('audio');
    track.clip = buildFile('clip');
    stubReleaseApi({ 'GET /api/ops/releases/8': () => ({ status: 200, body: { data: detail } }) });
    renderDetail();

    const audio = await screen.findByLabelText('Putar lagu.wav');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', track.audio.url);
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('controls');
    expect(screen.getByLabelText('Putar klip.wav')).toHaveAttribute('src', track.clip.url);
    expect(screen.getByRole('img', { name: 'Sampul Patah Hati Berjamaah' })).toHaveAttribute(
      'src',
      detail.cover_art?.thumbnail_url,
    );
    const letter = screen.getByRole('link', { name: 'surat.pdf' });
    expect(letter).toHaveAttribute('href', detail.statement_letter?.url);
    expect(letter).toHaveAttribute('download', 'surat.pdf');
    expect(screen.getByRole('link', { name: 'lagu.wav' })).toHaveAttribute('target', '_blank');
  });

  it('rejects with a message per field, after asking for both a field and a message', async () => {
    const calls = stubReleaseApi({
      'GET /api/ops/releases/8': () => ({ status: 200, body: { data: buildDetail() } }),
      'POST /api/ops/releases/8/status': () => ({
        status: 200,
        body: { data: buildDetail({ status: 'rejected', errors: { 'tracks.0.lyrics': 'Lirik tidak sesuai' } }) },
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak dengan koreksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak rilis dengan koreksi' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak rilis' }));
    expect(await within(dialog).findByText('Pilih data yang harus diperbaiki')).toBeInTheDocument();
    expect(within(dialog).getByText('Tulis apa yang harus diperbaiki')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Data' }));
    // Mantine's dropdown never finishes its opening transition in jsdom, so its options count as hidden.
    await userEvent.click(await screen.findByRole('option', { name: 'Lagu 1 — Lirik', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Pesan untuk pemilik/ }), 'Lirik tidak sesuai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak rilis' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'rejected',
      errors: { 'tracks.0.lyrics': 'Lirik tidak sesuai' },
    });
    expect(await screen.findByText('Rilis "Patah Hati Berjamaah" sekarang berstatus Ditolak.')).toBeInTheDocument();
    expect(screen.getByText('Koreksi yang diminta')).toBeInTheDocument();
  });

  it('confirms before marking a release as success', async () => {
    const calls = stubReleaseApi({
      'GET /api/ops/releases/8': () => ({ status: 200, body: { data: buildDetail() } }),
      'POST /api/ops/releases/8/status': () => ({ status: 200, body: { data: buildDetail({ status: 'success' }) } }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai berhasil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai rilis berhasil?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tandai berhasil' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'success' }));
    expect(await screen.findByText('Rilis "Patah Hati Berjamaah" sekarang berstatus Berhasil.')).toBeInTheDocument();
  });
});
