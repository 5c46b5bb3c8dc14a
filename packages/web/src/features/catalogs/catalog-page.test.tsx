import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.tsx';
import CatalogPage from './catalog-page.tsx';
import {
  buildAsset,
  buildConflict,
  buildConflictDetail,
  ok,
  pageOf,
  renderCatalogScreen,
  SUMMARY,
} from './test-support.tsx';

const lastCall = (calls: { url: URL }[], path: string) => calls.filter((call) => call.url.pathname === path).at(-1);

describe('YouTube assets tab', () => {
  it('lists the assets with their facts and views in the reader’s language, and the tab counts', async () => {
    stubApi({
      'GET /api/v2/catalogs/summary': () => ok(SUMMARY),
      'GET /api/v2/catalogs/asset': () =>
        pageOf([buildAsset(), buildAsset({ id: 2, title: 'Rindu', territories: ['WW'] })]),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=assets' });

    // The file's first render also loads Mantine and the page: allow it more than a second.
    const table = await screen.findByRole('table', { name: 'Aset YouTube' });
    const row = within(table).getByText('Cinta Terlarang').closest('tr') as HTMLElement;
    for (const text of [
      'Rekaman suara',
      'Musik Nusantara',
      'IDA012600001',
      'MN-0001',
      'UCmusiknusantara',
      'ID, MY',
      '1.234.567',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(table).getByText('Seluruh dunia')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Aset YouTube\s*312/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Aset konflik\s*5 terbuka/ })).toBeInTheDocument();
  });

  it('sends the typed search and the chosen asset type to the server', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/catalogs/summary': () => ok(SUMMARY),
      'GET /api/v2/catalogs/asset': () => pageOf([buildAsset()]),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=assets' });
    await screen.findByRole('table', { name: 'Aset YouTube' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari aset' }), 'cinta');
    await waitFor(() =>
      expect(lastCall(fetchMock.requests, '/api/v2/catalogs/asset')?.url.searchParams.get('search')).toBe('cinta'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis aset' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Video musik', hidden: true }));

    await waitFor(() =>
      expect(lastCall(fetchMock.requests, '/api/v2/catalogs/asset')?.url.searchParams.get('asset_type')).toBe(
        'music_video',
      ),
    );
    const query = lastCall(fetchMock.requests, '/api/v2/catalogs/asset')?.url.searchParams;
    expect(query?.get('search')).toBe('cinta');
    expect(query?.get('page')).toBe('1');
  });

  it('exports a list above 5,000 rows in the background, with its progress, then offers the file', async () => {
    let polls = 0;
    const job = {
      id: 9,
      format: 'xlsx',
      rows_total: 6000,
      download_url: '/api/v2/catalogs/asset_export/id/9/file',
      created_at: '2026-11-25T03:00:00.000Z',
    };
    const fetchMock = stubApi({
      'GET /api/v2/catalogs/summary': () => ok(SUMMARY),
      'GET /api/v2/catalogs/asset': () => pageOf([buildAsset()], 6000),
      'POST /api/v2/catalogs/asset_export': () => ({
        status: 202,
        body: { data: { ...job, status: 'running', rows_done: 0, finished_at: null } },
      }),
      'GET /api/v2/catalogs/asset_export/id/9': () => {
        polls += 1;
        return polls < 2
          ? ok({ ...job, status: 'running', rows_done: 1500, finished_at: null })
          : ok({ ...job, status: 'ready', rows_done: 6000, finished_at: '2026-11-25T03:01:00.000Z' });
      },
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=assets&q=cinta' });
    await screen.findByRole('table', { name: 'Aset YouTube' });

    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    expect(await screen.findByText(/1\.500 dari 6\.000 baris/)).toBeInTheDocument();
    expect(screen.getByText(/notifikasi akan dikirim saat file siap/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unduh XLSX' })).toBeInTheDocument();
    const started = fetchMock.requests.find((call) => call.method === 'POST');
    expect(started?.body).toEqual({ format: 'xlsx', search: 'cinta' });
    // A list this large never asks for the direct download.
    expect(
      fetchMock.requests.some((call) => call.method === 'GET' && call.url.pathname === '/api/v2/catalogs/asset_export'),
    ).toBe(false);
  });
  it('tells a filtered empty list how to widen it, and clears the search and type on request', async () => {
    const fetchMock = stubApi({
      'GET /api/v2/catalogs/summary': () => ok(SUMMARY),
      'GET /api/v2/catalogs/asset': (_init, url) =>
        url.searchParams.get('search') ? pageOf([]) : pageOf([buildAsset()]),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=assets&q=zzz&type=web' });

    expect(await screen.findByText('Tidak ada aset yang cocok')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan semua aset' }));

    expect(await screen.findByRole('table', { name: 'Aset YouTube' })).toBeInTheDocument();
    const query = lastCall(fetchMock.requests, '/api/v2/catalogs/asset')?.url.searchParams;
    expect(query?.get('search')).toBe('');
    expect(query?.has('asset_type')).toBe(false);
  });
});

describe('conflict assets tab', () => {
  function stubConflicts(extra: Parameters<typeof stubApi>[0] = {}) {
    return stubApi({
      'GET /api/v2/catalogs/summary': () => ok(SUMMARY),
      'GET /api/v2/catalogs/conflict': () => pageOf([buildConflict()]),
      'GET /api/v2/catalogs/conflict/id/41': () => ok(buildConflictDetail()),
      ...extra,
    });
  }

  it('opens a conflict from the list with its deadline, the meaning of both actions and its history', async () => {
    stubConflicts();
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=conflicts' });

    const table = await screen.findByRole('table', { name: 'Aset konflik' });
    expect(within(table).getByText('dalam 12 hari')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Cinta Terlarang' }));

    const drawer = await screen.findByRole('dialog', { name: 'Detail aset konflik' });
    expect(within(drawer).getByText('Harmoni Records')).toBeInTheDocument();
    expect(within(drawer).getByText('Berakhir dalam 12 hari')).toBeInTheDocument();
    expect(within(drawer).getByText(/Anda melepas klaim di wilayah sengketa/)).toBeInTheDocument();
    expect(within(drawer).getByText(/Anda mengajukan banding dengan alasan/)).toBeInTheDocument();
    expect(within(drawer).getByText('Konflik dibuka')).toBeInTheDocument();
  });

  it('refuses an appeal without a reason, and sends the reason once given', async () => {
    const fetchMock = stubConflicts({
      'POST /api/v2/catalogs/conflict': () => ok(buildConflictDetail({ status: 'appealed', history: [] })),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=conflicts&conflict=41' });

    const drawer = await screen.findByRole('dialog', { name: 'Detail aset konflik' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Ajukan banding' }));
    const modal = await screen.findByRole('dialog', { name: 'Ajukan banding' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim banding' }));

    expect(await within(modal).findByText('Alasan banding wajib diisi')).toBeInTheDocument();
    expect(fetchMock.requests.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(
      within(modal).getByRole('textbox', { name: /Alasan banding/ }),
      'Kami pemilik master sejak 2019.',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim banding' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((call) => call.method === 'POST')?.body).toEqual({
        action: 'counter',
        asset_id: 41,
        reason: 'Kami pemilik master sejak 2019.',
      }),
    );
    expect(await screen.findByText('Banding "Cinta Terlarang" terkirim.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the evidence at the evidence field, in the reader’s language', async () => {
    stubConflicts({
      'POST /api/v2/catalogs/conflict': () => ({
        status: 400,
        body: {
          code: 'validation_failed',
          title: 'invalid',
          status: 400,
          errors: { evidence_url: 'catalogs.conflict.evidence.invalid' },
        },
      }),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=conflicts&conflict=41' });

    const drawer = await screen.findByRole('dialog', { name: 'Detail aset konflik' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Ajukan banding' }));
    const modal = await screen.findByRole('dialog', { name: 'Ajukan banding' });
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alasan banding/ }), 'Rekaman asli kami.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim banding' }));

    expect(await within(modal).findByText('Berkas bukti tidak ditemukan. Unggah ulang berkasnya.')).toBeInTheDocument();
  });

  it('says in the reader’s language that a conflict already acted on takes no action', async () => {
    stubConflicts({
      'POST /api/v2/catalogs/conflict': () => ({
        status: 409,
        body: { code: 'catalogs.conflict_closed', title: 'closed', status: 409 },
      }),
    });
    renderCatalogScreen(<CatalogPage />, { path: '/catalogue?tab=conflicts&conflict=41' });

    const drawer = await screen.findByRole('dialog', { name: 'Detail aset konflik' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Terima' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terima klaim pihak lain?' });
    expect(within(confirm).getByText(/beralih ke Harmoni Records/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, lepas klaim' }));

    expect(await screen.findByText(/Konflik ini sudah ditangani atau kedaluwarsa/)).toBeInTheDocument();
  });
});
