import type { Permissions } from '@irama/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.tsx';
import { buildMe, buildSession, renderWithSession as renderBare } from '../../../test/render.tsx';
import { visibleNavGroups } from '../nav-items.ts';
import { Sidebar } from './sidebar.tsx';

function linksFor(permissions: Permissions): string[] {
  const collect = (items: ReturnType<typeof visibleNavGroups>[number]['items']): string[] =>
    items.flatMap((item) => (item.children ? collect(item.children) : [item.to ?? '']));
  return visibleNavGroups(permissions).flatMap((group) => collect(group.items));
}

/** The sidebar asks for the unread chat count, so it renders inside a query client. */
function renderWithSession(ui: ReactNode, options: Parameters<typeof renderBare>[1]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, options);
}

let unreadTotal = 0;
beforeEach(() => {
  unreadTotal = 0;
  stubApi({ 'GET /api/conversations/unread': () => ({ status: 200, body: { data: { unread_total: unreadTotal } } }) });
});

const ALWAYS = [
  '/',
  '/ideas',
  '/comingsoon/achievement',
  '/analytics/youtube-analytic-new',
  '/analytics/youtube-analytic/channel',
  '/analytics/dsp',
  '/analytics/smart-analytics',
  '/analytics/songstats',
  '/comingsoon/musicbank',
  '/comingsoon/paylater',
  '/infos/contact-us',
  '/infos/information-center',
  '/infos/feedback',
  '/dsp-list',
];

describe('sidebar gating', () => {
  it('shows only the ungated links before permissions load (everything denied)', () => {
    expect(linksFor({})).toEqual(ALWAYS);
    expect(visibleNavGroups({}).map((group) => group.id)).not.toContain('reports');
  });

  it('shows every link of SPEC §2 with all six keys', () => {
    const all: Permissions = {
      estimates: true,
      deliveryrelease: true,
      networkplace: true,
      expertise: true,
      assetreports: true,
      dspreport: true,
    };
    expect(linksFor(all).sort()).toEqual(
      [
        ...ALWAYS,
        '/expertise',
        '/release',
        '/catalogue',
        '/reports/youtube/revenue',
        '/reports/youtube-report',
        '/reports/youtube-report-adjustment',
        '/reports/dsp-report',
        '/reports/new-dsp-report',
        '/riwayatpendapatan',
        '/reports/payment',
        '/networking',
        '/networking/message',
      ].sort(),
    );
  });

  it('gates each link by its own key: assetreports opens only the YouTube reports', () => {
    const links = linksFor({ assetreports: true, estimates: true });
    expect(links).toEqual(
      expect.arrayContaining([
        '/reports/youtube/revenue',
        '/reports/youtube-report',
        '/reports/youtube-report-adjustment',
        '/reports/payment',
      ]),
    );
    expect(links).not.toContain('/reports/dsp-report');
    expect(links).not.toContain('/riwayatpendapatan');
    expect(links).not.toContain('/release');
    expect(links).not.toContain('/catalogue');
  });

  it('treats a key set to false like a missing key', () => {
    expect(linksFor({ dspreport: false, networkplace: false })).toEqual(ALWAYS);
  });

  it('renders the seven groups with their translated links for a full owner', () => {
    const me = buildMe({
      permissions: { deliveryrelease: true, expertise: true, dspreport: true, assetreports: true, networkplace: true },
    });
    const { container } = renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(me) });
    const groups = [...container.querySelectorAll('[data-tour^="nav-group-"]')].map((group) =>
      group.querySelector('.mantine-NavLink-label')?.textContent?.trim(),
    );
    expect(groups).toEqual(['Umum', 'Katalog', 'Analytic', 'Laporan', 'Keuangan', 'Layanan', 'Informasi']);
    const expertise = container.querySelector<HTMLElement>('a[href="/expertise"]');
    expect(expertise).toHaveTextContent('Expertise');
    expect(within(expertise ?? document.body).getByText('Baru')).toBeInTheDocument();
    expect(container.querySelector('a[href="/release"]')).toHaveTextContent('Rilis');
    expect(container.querySelector('a[href="/reports/payment"]')).toBeNull();
  });

  it('shows the Operasional group with the review queue, conflict appeals and report ingestion to staff only', () => {
    expect(linksFor({})).not.toContain('/ops/releases');
    const base = buildMe();
    const staff = { ...base, user: { ...base.user, role: 'staff' as const } };
    const { container } = renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(staff) });
    const group = container.querySelector<HTMLElement>('[data-tour="nav-group-operations"]');
    expect(group).toHaveTextContent('Operasional');
    expect(container.querySelector('a[href="/ops/releases"]')).toHaveTextContent('Antrean Rilis');
    expect(container.querySelector('a[href="/ops/conflicts"]')).toHaveTextContent('Banding Konflik');
    expect(container.querySelector('a[href="/ops/ingest"]')).toHaveTextContent('Ingest Laporan');
  });

  it('hides the Laporan group without assetreports and dspreport', () => {
    const { container } = renderWithSession(<Sidebar onNavigate={() => {}} />, {
      session: buildSession(buildMe({ permissions: {} })),
    });
    expect(screen.queryByText('Laporan')).not.toBeInTheDocument();
    expect(container.querySelector('a[href="/expertise"]')).toBeNull();
  });

  it('adds the entertainment report beside the Laporan links for a company with that service only', () => {
    const permissions: Permissions = { assetreports: true, dspreport: true, estimates: true };
    const reports = (services: Parameters<typeof visibleNavGroups>[2]) =>
      visibleNavGroups(permissions, false, services)
        .find((group) => group.id === 'reports')
        ?.items.map((item) => item.to ?? item.labelKey);
    expect(reports(['entertainment'])).toEqual([
      '/reports/youtube/revenue',
      'layout.sidebar.youtubeReport',
      '/reports/dsp-report',
      '/reports/new-dsp-report',
      '/reports/entertainment',
    ]);
    expect(reports(['music', 'youtube'])).not.toContain('/reports/entertainment');
    // The link alone opens the group for a company without either report key.
    expect(
      visibleNavGroups({}, false, ['entertainment'])
        .find((group) => group.id === 'reports')
        ?.items.map((item) => item.to),
    ).toEqual(['/reports/entertainment']);
  });

  it('names the entertainment report and the staff payments page in the sidebar', () => {
    const base = buildMe({ services: ['entertainment'], permissions: { assetreports: true } });
    const { container, unmount } = renderWithSession(<Sidebar onNavigate={() => {}} />, {
      session: buildSession(base),
    });
    expect(container.querySelector('a[href="/reports/entertainment"]')).toHaveTextContent('Laporan Entertainment');
    unmount();
    const staff = { ...buildMe(), user: { ...base.user, role: 'staff' as const } };
    const staffView = renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(staff) });
    expect(staffView.container.querySelector('a[href="/ops/youtube-payments"]')).toHaveTextContent(
      'Pembayaran YouTube',
    );
    expect(staffView.container.querySelector('a[href="/reports/entertainment"]')).toBeNull();
  });

  it('shows the unread chat messages beside Pesan, and asks nothing without the networkplace key', async () => {
    unreadTotal = 4;
    const me = buildMe({ permissions: { networkplace: true } });
    const { container, unmount } = renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(me) });
    const link = container.querySelector<HTMLElement>('a[href="/networking/message"]');
    expect(await within(link ?? document.body).findByText('4 pesan belum dibaca')).toBeInTheDocument();
    unmount();

    const fetchMock = stubApi({});
    renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(buildMe()) });
    expect(fetchMock.requests.filter((call) => call.url.pathname === '/api/conversations/unread')).toEqual([]);
  });

  it('marks each coming-soon feature while its switch is off, and only then', async () => {
    stubApi({
      'GET /api/switches': () => ({
        status: 200,
        body: { data: { achievements: false, musicbank: true, paylater: false } },
      }),
    });
    const { container } = renderWithSession(<Sidebar onNavigate={() => {}} />, { session: buildSession(buildMe()) });
    const link = (path: string) => container.querySelector<HTMLElement>(`a[href="${path}"]`) ?? document.body;

    expect(await within(link('/comingsoon/achievement')).findByText('Segera')).toBeInTheDocument();
    expect(within(link('/comingsoon/paylater')).getByText('Segera')).toBeInTheDocument();
    expect(within(link('/comingsoon/musicbank')).queryByText('Segera')).not.toBeInTheDocument();
  });
});
