import type { Notification } from '@irama/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { MARK_AS_READ_DELAY_MS } from './hooks/use-mark-shown-read.ts';
import { NotificationBell } from './notification-bell.tsx';

// Thursday 26 November 2026, 10:00 WIB.
const NOW = new Date('2026-11-26T03:00:00Z');

function notice(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Judul ${id}`,
    content: `Isi ${id}`,
    created_at: '2026-11-26T02:00:00Z',
    is_read: false,
    is_important: false,
    category_id: 1,
    additional_data: { url: '/release', feature: 'release' },
    ...overrides,
  };
}

const NOTICES = [
  notice(1, {
    category_id: 2,
    additional_data: {
      url: '/catalogue?tab=conflicts',
      feature: 'catalogue',
      message: { key: 'layout.notifications.messages.conflictsOpened', values: { count: '3' } },
    },
  }),
  notice(2, { category_id: 3, is_important: true, created_at: '2026-11-25T05:00:00Z', title: 'Saldo ditahan' }),
  notice(3, { category_id: 4, is_read: true, created_at: '2026-11-23T05:00:00Z', title: 'Laporan terbit' }),
];

function Path() {
  return <output data-testid="path">{useLocation().pathname + useLocation().search}</output>;
}

function stub(list: () => Notification[]) {
  return stubApi({
    'GET /api/notifications/all': (): Answer => ({ status: 200, body: { data: list() } }),
    'POST /api/notifications/mark_as_read': (init): Answer => ({
      status: 200,
      body: { data: { notification_ids: JSON.parse(String(init?.body)).notification_ids } },
    }),
  });
}

const marks = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.filter((call) => call.url.pathname === '/api/notifications/mark_as_read');
const loads = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.requests.filter((call) => call.url.pathname === '/api/notifications/all');

async function openPanel() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: /Buka notifikasi, 2 notifikasi belum dibaca/ }));
  // Past the popover's opening transition.
  await act(async () => vi.advanceTimersByTime(500));
  return { user, panel: await screen.findByRole('dialog') };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the notification bell', () => {
  it('shows the unread count and the notices by day, in the reader’s language', async () => {
    stub(() => NOTICES);
    renderSignedIn(<NotificationBell />);
    const { panel } = await openPanel();
    expect(within(panel).getByText('Hari Ini')).toBeInTheDocument();
    expect(within(panel).getByText('Kemarin')).toBeInTheDocument();
    expect(within(panel).getByText('Senin, 23 November')).toBeInTheDocument();
    // The message's key wins over the stored title; a notice without one reads as stored.
    expect(within(panel).getByText('Konflik aset YouTube baru')).toBeInTheDocument();
    expect(within(panel).getByText('Saldo ditahan')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Belum dibaca' })).toHaveLength(2);
  });

  it('filters by tab and says so when a tab is empty', async () => {
    stub(() => NOTICES.filter((item) => item.category_id !== 4 || item.id === 3));
    renderSignedIn(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Penting' }));
    expect(within(panel).getByText('Saldo ditahan')).toBeInTheDocument();
    expect(within(panel).queryByText('Laporan terbit')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Konten' }));
    expect(within(panel).getByText('Konflik aset YouTube baru')).toBeInTheDocument();
    expect(within(panel).queryByText('Saldo ditahan')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Laporan' }));
    expect(within(panel).getByText('Laporan terbit')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Keuangan' }));
    expect(within(panel).getByText('Saldo ditahan')).toBeInTheDocument();
  });

  it('reads "Anda belum memiliki notifikasi" on an empty tab', async () => {
    stub(() => [notice(1), notice(2)]);
    renderSignedIn(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Laporan' }));
    expect(within(panel).getByText('Anda belum memiliki notifikasi')).toBeInTheDocument();
  });

  it('marks every unread notice shown read in one call after 30 seconds open, then reloads', async () => {
    let list = NOTICES;
    const fetchMock = stub(() => list);
    renderSignedIn(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Konten' }));
    const loadsBefore = loads(fetchMock).length;

    await act(async () => vi.advanceTimersByTime(MARK_AS_READ_DELAY_MS - 1_000));
    expect(marks(fetchMock)).toHaveLength(0);
    list = NOTICES.map((item) => (item.id === 1 ? { ...item, is_read: true } : item));
    await act(async () => vi.advanceTimersByTime(1_000));

    await waitFor(() => expect(marks(fetchMock)).toHaveLength(1));
    // Only what the Konten tab shows: the unread finance notice stays unread.
    expect(marks(fetchMock)[0]?.body).toEqual({ notification_ids: [1] });
    await waitFor(() => expect(loads(fetchMock).length).toBe(loadsBefore + 1));
    await waitFor(() => expect(within(panel).queryAllByRole('img', { name: 'Belum dibaca' })).toHaveLength(0));
    await act(async () => vi.advanceTimersByTime(MARK_AS_READ_DELAY_MS * 2));
    expect(marks(fetchMock)).toHaveLength(1);
  });

  it('marks nothing when the panel is closed before 30 seconds', async () => {
    const fetchMock = stub(() => NOTICES);
    renderSignedIn(<NotificationBell />);
    const { user } = await openPanel();
    await act(async () => vi.advanceTimersByTime(MARK_AS_READ_DELAY_MS - 5_000));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => vi.advanceTimersByTime(MARK_AS_READ_DELAY_MS));
    expect(marks(fetchMock)).toHaveLength(0);
  });

  it('goes to the notice’s page and closes when one is clicked', async () => {
    stub(() => NOTICES);
    renderSignedIn(
      <>
        <NotificationBell />
        <Path />
      </>,
    );
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Konflik aset YouTube baru'));
    expect(screen.getByTestId('path')).toHaveTextContent('/catalogue?tab=conflicts');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only logs a failure to load, with nothing shown to the user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/notifications/all': () => ({ status: 500, body: { code: 'internal' } }) });
    renderSignedIn(<NotificationBell />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not load notifications', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
