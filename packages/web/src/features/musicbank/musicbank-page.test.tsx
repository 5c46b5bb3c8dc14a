import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test/api-stub.tsx';
import {
  buildItem,
  buildRequest,
  buildSummary,
  fieldErrors,
  ok,
  pageOf,
  renderMusicbank,
  stubApi,
  switches,
} from './test-support.tsx';

function stubBank(handlers: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/switches': () => switches(),
    'GET /api/v2/musicbank/catalog': () =>
      pageOf([buildSummary(), buildSummary({ id: 13, title: 'Jalan Pulang', is_taken: true })], { limit: 12 }),
    'GET /api/v2/musicbank/needaction': () => pageOf([buildRequest()], { limit: 1, total: 2 }),
    'GET /api/v2/musicbank/onrequest': () => pageOf([]),
    'GET /api/v2/musicbank/history': () => pageOf([]),
    ...handlers,
  });
}

const catalogCalls = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((call) => call.url.pathname === '/api/v2/musicbank/catalog').map((call) => call.url.searchParams);

describe('Music Bank page', () => {
  it('lists songs as cards with their fee, badges and the count of requests needing action', async () => {
    stubBank();
    renderMusicbank();
    const song = await screen.findByRole('article', { name: 'Rindu Pulang' });
    expect(song).toHaveTextContent('Sari Lestari, Andi Wijaya');
    expect(song).toHaveTextContent(/Rp\s2\.500\.000/);
    expect(within(song).getByText('Eksklusif')).toBeInTheDocument();
    expect(within(song).getByText('Melankolis')).toBeInTheDocument();
    expect(within(song).getByRole('button', { name: 'Putar demo Rindu Pulang' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Jalan Pulang' })).getByText('Sudah dilisensikan'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: /Perlu tindakan\s*2 permintaan perlu tindakan/ }),
    ).toBeInTheDocument();
  });

  it('puts the search, genre, language and price range in the catalogue request and the URL', async () => {
    const api = stubBank();
    renderMusicbank();
    await screen.findByRole('article', { name: 'Rindu Pulang' });
    expect(catalogCalls(api).at(-1)?.get('per_page')).toBe('12');

    await userEvent.click(screen.getByRole('combobox', { name: 'Genre' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dangdut', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Bahasa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bahasa Jawa', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Biaya terendah' }), '1.000.000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Biaya tertinggi' }), '3.500.000');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari lagu' }), 'rindu');

    await waitFor(() => expect(catalogCalls(api).at(-1)?.get('search')).toBe('rindu'));
    const query = catalogCalls(api).at(-1);
    expect(query?.get('genre')).toBe('dangdut');
    expect(query?.get('language')).toBe('jv');
    expect(query?.get('price_min')).toBe('1000000');
    expect(query?.get('price_max')).toBe('3500000');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('genre=dangdut');
  });

  it('refuses a price range upside down without asking the server', async () => {
    const api = stubBank();
    renderMusicbank();
    await screen.findByRole('article', { name: 'Rindu Pulang' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Biaya terendah' }), '5.000.000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Biaya tertinggi' }), '1.000.000');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('Biaya tertinggi tidak boleh di bawah biaya terendah')).toBeInTheDocument();
    expect(catalogCalls(api).some((params) => params.has('price_min'))).toBe(false);
  });

  it('shows the server’s field error on the request form’s field', async () => {
    const api = stubBank({
      'GET /api/v2/musicbank/info/id/12': () => ok(buildItem()),
      'POST /api/v2/musicbank/request': () => fieldErrors({ intended_release: 'musicbank.intended_release.past' }),
    });
    renderMusicbank('/comingsoon/musicbank?item=12');
    const drawer = await screen.findByRole('dialog', { name: 'Rindu Pulang' });
    expect(within(drawer).getByText(/Di ujung jalan ini/)).toBeInTheDocument();
    expect(within(drawer).getByText(/Wilayah Indonesia, 5 tahun/)).toBeInTheDocument();

    const date = within(drawer).getByLabelText(/Rencana tanggal rilis/);
    await userEvent.type(date, '2020-01-01');
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Pesan untuk tim pencipta/ }),
      'Untuk album kedua',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Kirim permintaan' }));

    expect(await within(drawer).findByText('Tanggal rencana rilis tidak boleh sebelum hari ini')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    const sent = api.requests.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ item_id: 12, intended_release: '2020-01-01', message: 'Untuk album kedua' });
  });

  it('asks for the intended release date before sending', async () => {
    const api = stubBank({ 'GET /api/v2/musicbank/info/id/12': () => ok(buildItem()) });
    renderMusicbank('/comingsoon/musicbank?item=12');
    const drawer = await screen.findByRole('dialog', { name: 'Rindu Pulang' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(drawer).findByText('Tanggal rencana rilis wajib diisi')).toBeInTheDocument();
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);
  });

  it('cancels an open request after asking', async () => {
    const api = stubBank({
      'GET /api/v2/musicbank/request/id/42': () =>
        ok(buildRequest({ status: 'on_request', decided_at: null, pay_by: null })),
      'POST /api/v2/musicbank/request/id/42/cancel': () => ok(buildRequest({ status: 'cancelled' })),
    });
    renderMusicbank('/comingsoon/musicbank?request=42');
    const drawer = await screen.findByRole('dialog', { name: 'Permintaan: Rindu Pulang' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Batalkan permintaan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Batalkan permintaan ini?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Permintaan MB-2026-000042 dibatalkan.')).toBeInTheDocument();
    expect(api.requests.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/v2/musicbank/request/id/42/cancel',
    ]);
  });
});
