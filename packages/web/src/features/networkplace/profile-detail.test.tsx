import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMine, buildProfile, choose, ok, pageOf, problem, renderExplore, stubApi } from './test-support.tsx';

function stubDetail(extra: Parameters<typeof stubApi>[0] = {}, profile = buildProfile({ liked_by_me: true })) {
  return stubApi({
    'GET /api/v2/profile/networkplace': () => ok(buildMine()),
    'GET /api/v2/networkplace/explore': () => pageOf([profile]),
    'GET /api/v2/networkplace/profile/id/5': () => ok(profile),
    ...extra,
  });
}

const renderDetail = () => renderExplore('/networking?profile=5');

async function openDrawer() {
  return screen.findByRole('dialog', { name: 'Profil kreator' });
}

describe('a creator’s profile in explore', () => {
  it('opens from a card into the URL, with bio, top videos and the introduction limits', async () => {
    stubDetail();
    renderExplore();
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat profil Rara Sekar' }));

    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Menulis lagu pop dan folk dari Bandung.')).toBeInTheDocument();
    expect(within(drawer).getByText('Hujan di Braga · 910.000 tayangan')).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Anda dapat mengirim 5 perkenalan baru per hari; perkenalan yang tidak dibalas berakhir setelah 30 hari.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/networking?profile=5');
  });

  it('starts the conversation and opens the chat', async () => {
    const api = stubDetail({ 'POST /api/conversations/5': () => ok({ id: 44 }) });
    renderDetail();
    const drawer = await openDrawer();

    await userEvent.click(await within(drawer).findByRole('button', { name: 'Kirim pesan' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/networking/message?conversation=44'),
    );
    expect(api.requests.some((call) => call.method === 'POST' && call.url.pathname === '/api/conversations/5')).toBe(
      true,
    );
  });

  it('says to like first when the chat refuses an introduction without a like', async () => {
    stubDetail(
      { 'POST /api/conversations/5': () => problem(403, 'chat.like_first') },
      buildProfile({ liked_by_me: false }),
    );
    renderDetail();
    const drawer = await openDrawer();

    await userEvent.click(await within(drawer).findByRole('button', { name: 'Kirim pesan' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Sukai kreator ini dulu sebelum mengirim pesan.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/networking?profile=5');
  });

  it('says the day’s introductions are used up, beside the limits', async () => {
    stubDetail({ 'POST /api/conversations/5': () => problem(429, 'chat.introduction_limit') });
    renderDetail();
    const drawer = await openDrawer();

    await userEvent.click(await within(drawer).findByRole('button', { name: 'Kirim pesan' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Jatah perkenalan baru Anda hari ini sudah habis.',
    );
  });

  it('blocks after asking, and closes the profile', async () => {
    const api = stubDetail({ 'PUT /api/v2/networkplace/block/id/5': () => ({ status: 204, body: null }) });
    renderDetail();
    const drawer = await openDrawer();

    await userEvent.click(await within(drawer).findByRole('button', { name: 'Blokir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Blokir Rara Sekar?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Blokir' }));

    expect(await screen.findByText('Rara Sekar diblokir.')).toBeInTheDocument();
    expect(api.requests.some((call) => call.method === 'PUT' && call.url.pathname.endsWith('/block/id/5'))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/networking$/));
  });

  it('reports with a reason and a note', async () => {
    const api = stubDetail({ 'POST /api/v2/networkplace/report/id/5': () => ok({ id: 9 }) });
    renderDetail();
    const drawer = await openDrawer();

    await userEvent.click(await within(drawer).findByRole('button', { name: 'Laporkan' }));
    const modal = await screen.findByRole('dialog', { name: 'Laporkan Rara Sekar' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim laporan' }));
    expect(within(modal).getByText('Pilih alasan laporan')).toBeInTheDocument();
    await choose(within(modal).getByRole('combobox', { name: /Alasan/ }), 'Penipuan');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Catatan (opsional)' }), 'Meminta transfer uang');
    await userEvent.click(within(modal).getByRole('button', { name: 'Kirim laporan' }));

    expect(await screen.findByText(/Laporan terkirim/)).toBeInTheDocument();
    const report = api.requests.find((call) => call.url.pathname === '/api/v2/networkplace/report/id/5');
    expect(report?.body).toEqual({ reason: 'scam', note: 'Meminta transfer uang' });
  });
});
