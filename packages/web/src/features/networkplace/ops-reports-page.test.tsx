import type { OpsReport } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OpsReportsPage from './ops-reports-page.tsx';
import { ok, pageOf, renderSignedIn, stubApi } from './test-support.tsx';

function buildReport(overrides: Partial<OpsReport> = {}): OpsReport {
  return {
    id: 31,
    kind: 'message',
    reason: 'scam',
    note: 'Meminta transfer ke rekening pribadi',
    created_at: '2026-11-20T02:00:00.000Z',
    reporter: { profile_id: 1, display_name: 'Budi Santoso', company_name: 'PT Musik Nusantara' },
    reported: { profile_id: 5, display_name: 'Rara Sekar', company_name: 'Suara Timur', is_hidden_by_staff: false },
    conversation_id: 77,
    message_text: 'Transfer dulu 5 juta ya',
    status: 'open',
    action: null,
    resolved_at: null,
    ...overrides,
  };
}

const renderOps = (path = '/ops/networkplace') => renderSignedIn(<OpsReportsPage />, { role: 'staff', path });
const calls = (api: ReturnType<typeof stubApi>, method: string) =>
  api.requests.filter((call) => call.method === method).map((call) => ({ path: call.url.pathname, body: call.body }));

describe('staff Networkplace reports', () => {
  it('shows who reported whom, why, and the message, and hides the profile', async () => {
    const api = stubApi({
      'GET /api/ops/networkplace/reports': () => pageOf([buildReport()]),
      'POST /api/ops/networkplace/reports/31/resolve': () => ok({}),
    });
    renderOps();
    const report = await screen.findByRole('article', { name: 'Laporan tentang Rara Sekar' });

    expect(within(report).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(report).getByText('Penipuan')).toBeInTheDocument();
    expect(within(report).getByText('Meminta transfer ke rekening pribadi')).toBeInTheDocument();
    expect(within(report).getByText('Transfer dulu 5 juta ya')).toBeInTheDocument();
    await userEvent.click(within(report).getByRole('button', { name: 'Sembunyikan profil' }));

    expect(await screen.findByText('Profil disembunyikan dan pelapor sudah diberi tahu.')).toBeInTheDocument();
    expect(calls(api, 'POST')).toEqual([
      { path: '/api/ops/networkplace/reports/31/resolve', body: { action: 'profile_hidden' } },
    ]);
  });

  it('closes the reported conversation and dismisses a report', async () => {
    const api = stubApi({
      'GET /api/ops/networkplace/reports': () => pageOf([buildReport()]),
      'POST /api/ops/conversations/77/close': () => ok({}),
      'POST /api/ops/networkplace/reports/31/resolve': () => ok({}),
    });
    renderOps();
    const report = await screen.findByRole('article', { name: 'Laporan tentang Rara Sekar' });

    await userEvent.click(within(report).getByRole('button', { name: 'Tutup percakapan' }));
    expect(await screen.findByText('Percakapan ditutup untuk kedua pihak.')).toBeInTheDocument();
    await userEvent.click(within(report).getByRole('button', { name: 'Abaikan' }));

    await waitFor(() =>
      expect(calls(api, 'POST')).toEqual([
        { path: '/api/ops/conversations/77/close', body: undefined },
        { path: '/api/ops/networkplace/reports/31/resolve', body: { action: 'dismissed' } },
      ]),
    );
  });

  it('lists resolved reports and restores a hidden profile', async () => {
    const api = stubApi({
      'GET /api/ops/networkplace/reports': (_init, url) =>
        pageOf(
          url.searchParams.get('status') === 'resolved'
            ? [
                buildReport({
                  status: 'resolved',
                  action: 'profile_hidden',
                  resolved_at: '2026-11-21T02:00:00.000Z',
                  conversation_id: null,
                  reported: { ...buildReport().reported, is_hidden_by_staff: true },
                }),
              ]
            : [],
        ),
      'PUT /api/ops/networkplace/profiles/5/visibility': () => ok({}),
    });
    renderOps();
    expect(await screen.findByText('Tidak ada laporan terbuka')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Selesai' }));
    const report = await screen.findByRole('article', { name: 'Laporan tentang Rara Sekar' });
    await userEvent.click(within(report).getByRole('button', { name: 'Tampilkan lagi profil' }));

    expect(await screen.findByText('Profil tampil kembali di Networkplace.')).toBeInTheDocument();
    expect(calls(api, 'PUT')).toEqual([
      { path: '/api/ops/networkplace/profiles/5/visibility', body: { is_hidden_by_staff: false } },
    ]);
  });
});
