import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/index.ts';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import ChangelogPage from './changelog-page.tsx';
import DspListPage from './dsp-list-page.tsx';
import InformationCenterPage from './information-center-page.tsx';
import { buildArticle, buildStore, ok, pageOf } from './test-support.tsx';

describe('information center', () => {
  it('searches on the server and opens an article’s answer', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/v2/informationcenter': (_init, url) =>
        url.searchParams.get('q') === 'isrc'
          ? pageOf([buildArticle()])
          : pageOf([buildArticle(), buildArticle({ id: 2, title_id: 'Kapan royalti masuk?', category: 'royalties' })]),
    });
    renderSignedIn(<InformationCenterPage />, { path: '/infos/information-center' });
    expect(await screen.findByText('Kapan royalti masuk?')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cari' }), 'isrc');
    await waitFor(() => expect(screen.queryByText('Kapan royalti masuk?')).not.toBeInTheDocument());
    expect(fetchMock.requests.at(-1)?.url.searchParams.get('q')).toBe('isrc');
    const question = screen.getByRole('button', { name: /Apa itu ISRC\?/ });
    await user.click(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('ISRC mengenali setiap rekaman.')).toBeInTheDocument();
  });

  it('shows an article in English, or in Indonesian where staff wrote no English', async () => {
    await applyLanguage('en');
    try {
      const user = userEvent.setup();
      stubApi({
        'GET /api/v2/informationcenter': () =>
          pageOf([
            buildArticle(),
            buildArticle({
              id: 2,
              title_id: 'Kapan royalti masuk?',
              title_en: '',
              body_id: 'Tiap bulan.',
              body_en: '',
            }),
          ]),
      });
      renderSignedIn(<InformationCenterPage />, { path: '/infos/information-center' });
      const english = await screen.findByRole('button', { name: /What is an ISRC\?/ });
      await user.click(english);
      expect(await screen.findByText('An ISRC identifies each recording.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Kapan royalti masuk\?/ }));
      expect(await screen.findByText('Tiap bulan.')).toBeInTheDocument();
    } finally {
      await applyLanguage('id');
    }
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'GET /api/v2/informationcenter': () => pageOf([buildArticle()]) });
    renderSignedIn(<InformationCenterPage />, { path: '/infos/information-center' });
    await user.click(await screen.findByRole('radio', { name: 'Pajak' }));
    await waitFor(() => expect(fetchMock.requests.at(-1)?.url.searchParams.get('category')).toBe('tax'));
  });
});

describe('DSP list', () => {
  it('shows each store with its type, region, description and site, and filters by type', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/v2/dsplist': () =>
        ok([
          buildStore(),
          buildStore({ id: 2, name: 'TikTok', type: 'social', description_id: 'Platform video pendek.' }),
        ]),
    });
    renderSignedIn(<DspListPage />, { path: '/dsp-list' });
    const spotify = await screen.findByRole('article', { name: 'Spotify' });
    expect(within(spotify).getByText('Streaming')).toBeInTheDocument();
    expect(within(spotify).getByText('Global')).toBeInTheDocument();
    expect(within(spotify).getByText('Layanan streaming musik terbesar.')).toBeInTheDocument();
    expect(within(spotify).getByRole('link', { name: 'spotify.com' })).toHaveAttribute(
      'href',
      'https://www.spotify.com',
    );
    expect(screen.getByText(/2 toko dan platform digital/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Jenis' }));
    await user.click(await screen.findByRole('option', { name: 'Media sosial', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spotify' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'TikTok' })).toBeInTheDocument();
  });
});

describe('changelog', () => {
  it('lists versions as the server orders them, in the reader’s language', async () => {
    stubApi({
      'GET /api/v2/changelog': () =>
        ok([
          {
            id: 2,
            version: '2.4',
            released_on: '2026-11-16',
            title_id: 'Pusat bantuan',
            title_en: 'Help centre',
            items_id: ['Tiket dukungan'],
            items_en: ['Support tickets'],
            is_published: true,
          },
          {
            id: 1,
            version: '2.3',
            released_on: '2026-09-14',
            title_id: 'Pembayaran YouTube',
            title_en: 'YouTube payments',
            items_id: ['Riwayat pembayaran'],
            items_en: ['Payment history'],
            is_published: true,
          },
        ]),
    });
    renderSignedIn(<ChangelogPage />, { path: '/changelog' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Pusat bantuan', 'Pembayaran YouTube']);
    expect(screen.getByText('Versi 2.4')).toBeInTheDocument();
    expect(screen.getByText('Tiket dukungan')).toBeInTheDocument();
  });
});
