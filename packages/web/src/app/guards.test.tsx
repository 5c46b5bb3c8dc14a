import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, buildSession, renderWithSession } from '../test/render.tsx';
import { Guard, type ServiceArea } from './guards.tsx';

const PAGE = <p>feature page</p>;

describe('route guards', () => {
  it.each<[string, ServiceArea]>([
    ['/release', 'rilis'],
    ['/catalogue', 'katalog'],
    ['/analytics/youtube-analytic', 'analyticdsp'],
    ['/reports/youtube/revenue', 'reportdsp'],
  ])('sends an entertainment-only company from %s to /notfound/%s', (path, service) => {
    const me = buildMe({ services: ['entertainment'], permissions: { deliveryrelease: true, assetreports: true } });
    renderWithSession(<Guard service={service}>{PAGE}</Guard>, { session: buildSession(me), path });
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/notfound/${service}`);
    expect(screen.queryByText('feature page')).not.toBeInTheDocument();
  });

  it('lets a company with entertainment among other services through', () => {
    const me = buildMe({ services: ['entertainment', 'music'], permissions: { deliveryrelease: true } });
    renderWithSession(
      <Guard service="rilis" permission="deliveryrelease">
        {PAGE}
      </Guard>,
      { session: buildSession(me), path: '/release' },
    );
    expect(screen.getByText('feature page')).toBeInTheDocument();
  });

  it('shows the permission-denied page with Refresh and Home when the key is missing', () => {
    renderWithSession(<Guard permission="estimates">{PAGE}</Guard>, {
      session: buildSession(buildMe({ permissions: { dspreport: true } })),
      path: '/reports/payment',
    });
    expect(screen.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeInTheDocument();
    expect(screen.getByText(/hubungi tim partnership/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke Beranda' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('feature page')).not.toBeInTheDocument();
  });

  it('denies when /me failed and permissions stayed empty', () => {
    renderWithSession(<Guard permission="deliveryrelease">{PAGE}</Guard>, { session: buildSession(null) });
    expect(screen.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeInTheDocument();
  });

  it('waits for /me instead of flashing the denied page', () => {
    renderWithSession(<Guard permission="deliveryrelease">{PAGE}</Guard>, {
      session: buildSession(null, { isMeLoading: true }),
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('feature page')).not.toBeInTheDocument();
  });

  it('opens the sub-aggregator page only for sub-aggregators', () => {
    renderWithSession(<Guard subAggregatorOnly>{PAGE}</Guard>, { session: buildSession(buildMe()) });
    expect(screen.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeInTheDocument();
  });

  it('opens the entertainment report only to companies with the entertainment service', async () => {
    const ent = buildMe({ services: ['entertainment'] });
    const { unmount } = renderWithSession(<Guard source="entertainment">{PAGE}</Guard>, {
      session: buildSession(ent),
      path: '/reports/entertainment',
    });
    expect(screen.getByText('feature page')).toBeInTheDocument();
    unmount();
    renderWithSession(<Guard source="entertainment">{PAGE}</Guard>, {
      session: buildSession(buildMe({ services: ['music', 'youtube'] })),
      path: '/reports/entertainment',
    });
    expect(
      await screen.findByRole('heading', { name: 'Layanan Entertainment belum aktif untuk perusahaan Anda' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('feature page')).not.toBeInTheDocument();
  });

  it('tells a company without a page’s service which service it lacks and whom to ask', () => {
    const indie = buildMe({ services: ['music', 'dsp'], permissions: { assetreports: true } });
    const { unmount } = renderWithSession(
      <Guard service="reportdsp" permission="assetreports" source="youtube">
        {PAGE}
      </Guard>,
      { session: buildSession(indie), path: '/reports/youtube/revenue' },
    );
    expect(
      screen.getByRole('heading', { name: 'Layanan YouTube belum aktif untuk perusahaan Anda' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/belum termasuk layanan PT Musik Nusantara./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute('href', '/infos/contact-us');
    expect(screen.queryByText('feature page')).not.toBeInTheDocument();
    unmount();
    // Stores' data comes with the music service as well as the DSP one.
    renderWithSession(<Guard source="dsp">{PAGE}</Guard>, {
      session: buildSession(buildMe({ services: ['music'] })),
      path: '/analytics/dsp',
    });
    expect(screen.getByText('feature page')).toBeInTheDocument();
  });

  it('says a missing key before a missing service, as SPEC §6 has it', () => {
    renderWithSession(
      <Guard permission="assetreports" source="youtube">
        {PAGE}
      </Guard>,
      { session: buildSession(buildMe({ services: ['music'], permissions: {} })), path: '/reports/youtube/revenue' },
    );
    expect(screen.getByRole('heading', { name: 'Anda belum memiliki izin' })).toBeInTheDocument();
  });
});
