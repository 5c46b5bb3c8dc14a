import type { FxRate, SavedStoreMapping, StoreTerms } from '@irama/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RatesCard } from './components/rates-card.tsx';
import { StoreMappingsCard } from './components/store-mappings-card.tsx';
import { StoreTermsCard } from './components/store-terms-card.tsx';
import { ok, renderAs, stubApi } from './test-support.tsx';

/** The bodies of the PUTs sent, with their paths. */
function puts(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      body: JSON.parse(String(init?.body)),
    }));
}

const SAVED: SavedStoreMapping = {
  mapping: {
    store: 'joox',
    delimiter: '\t',
    decimalSeparator: ',',
    periodFormat: 'DD/MM/YYYY',
    currency: 'IDR',
    columns: {
      period: 'Tanggal',
      artist: 'Artis',
      title: 'Judul',
      units: 'Putar',
      revenue: 'Pendapatan',
      isrc: 'ISRC',
    },
  },
  updated_at: '2026-11-20T03:00:00.000Z',
};

describe('store mappings', () => {
  it('says when there is none, checks the form and saves a new mapping without its empty columns', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/ingest/store-mappings': () => ok({ results: [] }),
      'PUT /api/ops/ingest/store-mappings/Toko%20Uji': (init) => ok(JSON.parse(String(init?.body))),
    });
    renderAs('staff', <StoreMappingsCard />);
    expect(await screen.findByText(/Belum ada pemetaan kolom toko/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tambah pemetaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pemetaan toko baru' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pemetaan' }));
    expect(await within(dialog).findByText('Isi nama toko (maks. 100 karakter).')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Isi nama kolom ini.')).toHaveLength(5);
    expect(within(dialog).getByText('Isi kolom ISRC atau UPC.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama toko' }), 'Toko Uji');
    const columns = {
      periode: 'Bulan',
      artis: 'Artis',
      judul: 'Lagu',
      'jumlah putar/unit': 'Putar',
      pendapatan: 'Uang',
    };
    for (const [role, name] of Object.entries({ ...columns, ISRC: 'Kode ISRC' })) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Kolom ${role}` }), name);
    }
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Mata uang tetap' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pemetaan' }));
    expect(await within(dialog).findByText('Isi mata uang tetap atau kolom mata uang.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bulan,Artis,Lagu,Putar,Uang,Kode ISRC')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mata uang tetap' }), 'usd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pemetaan' }));
    expect(await screen.findByText('Pemetaan Toko Uji disimpan.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([
      {
        path: '/api/ops/ingest/store-mappings/Toko%20Uji',
        body: {
          store: 'Toko Uji',
          delimiter: ',',
          decimalSeparator: '.',
          periodFormat: 'YYYY-MM',
          currency: 'USD',
          columns: {
            period: 'Bulan',
            artist: 'Artis',
            title: 'Lagu',
            units: 'Putar',
            revenue: 'Uang',
            isrc: 'Kode ISRC',
          },
        },
      },
    ]);
  });

  it('lists saved mappings and edits one with its saved values', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/ingest/store-mappings': () => ok({ results: [SAVED] }),
      'PUT /api/ops/ingest/store-mappings/joox': (init) => ok(JSON.parse(String(init?.body))),
    });
    renderAs('staff', <StoreMappingsCard />);
    expect(await screen.findByText('Tab (TSV) · periode DD/MM/YYYY · IDR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah pemetaan joox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah pemetaan toko' });
    expect(within(dialog).getByRole('textbox', { name: 'Nama toko' })).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Tanggal ⇥ Artis ⇥ Judul ⇥ Putar ⇥ Pendapatan ⇥ ISRC')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Kolom judul' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kolom judul' }), 'Judul Lagu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pemetaan' }));
    expect(await screen.findByText('Pemetaan joox disimpan.')).toBeInTheDocument();
    expect(puts(fetchMock)[0]?.body).toEqual({
      ...SAVED.mapping,
      columns: { ...SAVED.mapping.columns, title: 'Judul Lagu' },
    });
  });
});

const RATES: FxRate[] = [
  { period: '2026-10', currency: 'USD', rate: '16250.123457', is_published: false },
  { period: '2026-09', currency: 'USD', rate: '16100', is_published: true },
];

describe('exchange rates', () => {
  it('lists the rates exactly, locks published ones and sends a new rate as a decimal string', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/ingest/rates': () => ok({ results: RATES }),
      'PUT /api/ops/ingest/rates/2026-11': (init) => ({
        status: 201,
        body: { data: { period: '2026-11', ...JSON.parse(String(init?.body)), is_published: false } },
      }),
    });
    renderAs('staff', <RatesCard />);
    const october = await screen.findByRole('row', { name: /2026-10/ });
    expect(within(october).getByText(/16\.250,123457/)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /2026-09/ })).getByText('Final')).toBeInTheDocument();

    const period = screen.getByRole('textbox', { name: 'Periode' });
    await userEvent.clear(period);
    await userEvent.type(period, '2026-11');
    const rate = screen.getByRole('textbox', { name: 'Kurs (Rp per 1 unit)' });
    await userEvent.type(rate, '16.250,5');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kurs' }));
    expect(await screen.findByText(/Tulis kurs lebih dari 0/)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '16250.5');
    expect(screen.getByText(/^1 USD = Rp\s?16\.250,5$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kurs' }));
    expect(await screen.findByText(/^Kurs USD 2026-11 disimpan: Rp\s?16\.250,5\.$/)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([
      { path: '/api/ops/ingest/rates/2026-11', body: { currency: 'USD', rate: '16250.5' } },
    ]);
  });

  it('says why a rate of a published period cannot change', async () => {
    stubApi({
      'GET /api/ops/ingest/rates': () => ok({ results: RATES }),
      'PUT /api/ops/ingest/rates/2026-10': () => ({
        status: 409,
        body: { status: 409, code: 'ingest.period_published', title: 'published', type: 'x' },
      }),
    });
    renderAs('staff', <RatesCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah kurs USD 2026-10' }));
    const rate = screen.getByRole('textbox', { name: 'Kurs (Rp per 1 unit)' });
    expect(rate).toHaveValue('16250.123457');
    await userEvent.clear(rate);
    await userEvent.type(rate, '17000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kurs' }));
    expect(await screen.findByText('Periode ini sudah terbit; kursnya tidak bisa diubah lagi.')).toBeInTheDocument();
  });
});

describe('store terms', () => {
  const STORES: StoreTerms[] = [
    { store: 'apple_music', is_monetised: true, has_analytics: true, has_reports: false, updated_at: null },
    {
      store: 'youtube_music',
      is_monetised: false,
      has_analytics: true,
      has_reports: false,
      updated_at: '2026-11-20T03:00:00.000Z',
    },
  ];

  it('lists each store with where its data comes from, and switches whether it pays for streams', async () => {
    const fetchMock = stubApi({
      'GET /api/ops/ingest/stores': () => ok({ results: STORES }),
      'PUT /api/ops/ingest/stores/apple_music': () => ok({ ...STORES[0], is_monetised: false }),
    });
    renderAs('staff', <StoreTermsCard />);
    const apple = await screen.findByRole('switch', { name: 'Apple Music membayar stream' });
    expect(apple).toBeChecked();
    expect(screen.getByRole('switch', { name: 'YouTube Music membayar stream' })).not.toBeChecked();
    await userEvent.click(apple);
    expect(await screen.findByText('Apple Music ditandai tidak membayar stream.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ path: '/api/ops/ingest/stores/apple_music', body: { is_monetised: false } }]);
  });
});
