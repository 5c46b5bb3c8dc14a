import type { ChatMessage, Conversation } from '@irama/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../lib/session-token.ts';
import { type Answer, fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import ChatPage from './chat-page.tsx';

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 11,
    sender_profile_id: 40,
    is_mine: false,
    message: `Pesan ${id}`,
    // 26 November 2026, 10:00 WIB onwards, a minute apart.
    sent_at: new Date(Date.UTC(2026, 10, 26, 3, id)).toISOString(),
    ...overrides,
  };
}

function conversation(id: number, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    other: { profile_id: 40 + id, display_name: `Kreator ${id}`, profession: 'producer', photo_url: null },
    status: 'open',
    started_by_me: false,
    expires_at: null,
    can_send: true,
    last_message: message(3, { conversation_id: id }),
    unread_count: 0,
    updated_at: '2026-11-26T03:03:00Z',
    ...overrides,
  };
}

const page = <T,>(results: T[], total = results.length, limit = 30) => ({ results, page: 1, limit, total });

/** The API of the chat service, with the thread of conversation 11 held in `thread`. */
function stubChat({
  conversations = [
    conversation(11, { unread_count: 2 }),
    conversation(12, { status: 'introduction', started_by_me: true, can_send: false }),
  ],
  thread = [message(1), message(2, { is_mine: true }), message(3)],
  send = (body: { message: string }): Answer => ({
    status: 201,
    body: { data: message(50, { is_mine: true, message: body.message }) },
  }),
}: {
  conversations?: Conversation[];
  thread?: ChatMessage[];
  send?: (body: { message: string }) => Answer;
} = {}) {
  return stubApi({
    'GET /api/conversations': () => ({ status: 200, body: { data: { ...page(conversations), unread_total: 2 } } }),
    'GET /api/conversations/unread': () => ({ status: 200, body: { data: { unread_total: 2 } } }),
    'GET /api/conversations/11/messages': (_init, url) => {
      const afterId = Number(url.searchParams.get('after_id') ?? 0);
      const limit = Number(url.searchParams.get('num_messages'));
      const number = Number(url.searchParams.get('page'));
      const all = afterId ? thread.filter((item) => item.id > afterId) : [...thread].reverse();
      const shown = all.slice((number - 1) * limit, number * limit);
      return { status: 200, body: { data: { results: shown, page: number, limit, total: all.length } } };
    },
    'PUT /api/conversations/11/read': () => ({ status: 200, body: { data: { unread_total: 0 } } }),
    'POST /api/conversations/11/messages': (init) => send(JSON.parse(String(init?.body))),
    'POST /api/conversations/11/messages/3/report': () => ({ status: 201, body: { data: { id: 9 } } }),
  });
}

/** The user's event stream, fed by the test: `send` writes one event, `drop` ends the connection. */
function stubStream(api: ReturnType<typeof stubApi>) {
  const encoder = new TextEncoder();
  const connections: ReadableStreamDefaultController<Uint8Array>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/api/notifications/stream') return api(input, init);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        connections.push(controller);
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('stopped', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  const current = () => connections.at(-1);
  return {
    connections,
    send: (id: number, event: string, data: unknown) =>
      current()?.enqueue(encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    drop: () => current()?.close(),
  };
}

function Path() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

function renderChat(path = '/networking/message') {
  return renderSignedIn(
    <>
      <ChatPage />
      <Path />
    </>,
    { path },
  );
}

const callsTo = (api: ReturnType<typeof stubApi>, method: string, pathname: string) =>
  api.requests.filter((call) => call.method === method && call.url.pathname === pathname);

beforeEach(() => {
  // Thursday 26 November 2026, 11:00 WIB: the conversations' last messages are today's.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the Messages page', () => {
  it('lists the conversations with their unread badges and status, and asks to choose one', async () => {
    stubChat();
    renderChat();
    const list = await screen.findByRole('navigation', { name: 'Daftar percakapan' });
    const first = within(list).getByRole('button', { name: /Kreator 11/ });
    expect(first).toHaveTextContent('Produser');
    expect(first).toHaveTextContent('Pesan 3');
    expect(first).toHaveTextContent('10.03');
    expect(within(first).getByText('2 pesan belum dibaca')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Kreator 12/ })).toHaveTextContent('Menunggu balasan');
    expect(screen.getByText('Pilih percakapan untuk membaca dan membalas pesan.')).toBeInTheDocument();
  });

  it('explains likes and links to Networkplace when there is no conversation', async () => {
    stubChat({ conversations: [] });
    renderChat();
    expect(await screen.findByText(/Percakapan dimulai dari suka/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi Networkplace' })).toHaveAttribute('href', '/networking');
  });

  it('opens the chosen thread oldest first, puts it in the URL and marks it read up to the newest', async () => {
    const api = stubChat();
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: /Kreator 11/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/networking/message?conversation=11');
    const thread = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pesan 110.01', 'Pesan 210.02', 'Pesan 310.03']);
    expect(items[1]).toHaveAttribute('data-mine');
    expect(within(thread).getByRole('separator')).toHaveTextContent('26 Nov 2026');
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/conversations/11/read')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/api/conversations/11/read')[0]?.body).toEqual({ last_read_message_id: 3 });
    const reads = callsTo(api, 'GET', '/api/conversations/11/messages');
    expect(Object.fromEntries(reads[0]?.url.searchParams ?? [])).toEqual({
      num_messages: '30',
      page: '1',
      order: 'desc',
    });
  });

  it('marks nothing read while the window is hidden, and marks it when the reader comes back', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const api = stubChat();
    renderChat('/networking/message?conversation=11');
    const region = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(region).findByText('Pesan 3');
    expect(callsTo(api, 'PUT', '/api/conversations/11/read')).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/conversations/11/read')).toHaveLength(1));
    visibility.mockRestore();
  });

  it('sends { message } with Enter, keeps Shift+Enter as a new line, and shows the message sent', async () => {
    const api = stubChat();
    renderChat('/networking/message?conversation=11');
    const box = await screen.findByRole('textbox', { name: 'Tulis pesan' });
    await userEvent.type(box, 'Halo{Shift>}{Enter}{/Shift}kolaborasi?');
    expect(screen.getByText('16 / 2.000 karakter')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(api, 'POST', '/api/conversations/11/messages')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/api/conversations/11/messages')[0]?.body).toEqual({ message: 'Halo\nkolaborasi?' });
    const thread = screen.getByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem').at(-1)).toHaveTextContent('Halo kolaborasi?'));
    expect(box).toHaveValue('');
  });

  it('shows the server’s message on the text when it refuses it', async () => {
    stubChat({ send: () => fieldErrors({ message: 'validation.text.bidi_override' }) });
    renderChat('/networking/message?conversation=11');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tulis pesan' }), 'Halo{Enter}');
    expect(await screen.findByText(/karakter pengubah arah teks/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tulis pesan' })).toHaveValue('Halo');
  });

  it('shuts the composer and says why while an introduction waits for an answer', async () => {
    stubApi({
      'GET /api/conversations': () => ({
        status: 200,
        body: {
          data: {
            ...page([
              conversation(12, {
                status: 'introduction',
                started_by_me: true,
                can_send: false,
                expires_at: '2026-12-26T03:00:00Z',
              }),
            ]),
            unread_total: 0,
          },
        },
      }),
      'GET /api/conversations/12/messages': () => ({
        status: 200,
        body: { data: page([message(5, { conversation_id: 12, is_mine: true })]) },
      }),
    });
    renderChat('/networking/message?conversation=12');
    const box = await screen.findByRole('textbox', { name: 'Tulis pesan' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      /Mereka melihat perkenalan Anda; Anda dapat menulis lagi setelah mereka membalas/,
    );
    expect(screen.getByText(/kedaluwarsa jika belum dibalas pada 26 Des 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim pesan' })).toBeDisabled();
  });

  it('renders a link in a message as an anchor that opens apart, and markup as the text typed', async () => {
    stubChat({ thread: [message(1, { message: 'Cek https://irama.id/rilis ya <b>x</b>' })] });
    renderChat('/networking/message?conversation=11');
    const link = await screen.findByRole('link', { name: 'https://irama.id/rilis' });
    expect(link).toHaveAttribute('href', 'https://irama.id/rilis');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/ya <b>x<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('.mantine-Anchor-root + b, li b')).toBeNull();
  });

  it('reports the other side’s message with a reason and a note', async () => {
    const api = stubChat();
    renderChat('/networking/message?conversation=11');
    const thread = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(thread).findByText('Pesan 3');
    // The caller's own message (10.02) has no menu.
    expect(within(thread).getAllByRole('button', { name: /Tindakan untuk pesan/ })).toHaveLength(2);
    await userEvent.click(within(thread).getByRole('button', { name: 'Tindakan untuk pesan pukul 10.03' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Laporkan pesan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Laporkan pesan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(within(dialog).getByText('Pilih alasan laporan')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Alasan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Penipuan', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Catatan (opsional)' }), 'Minta transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/conversations/11/messages/3/report')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/api/conversations/11/messages/3/report')[0]?.body).toEqual({
      reason: 'scam',
      note: 'Minta transfer',
    });
    expect(await screen.findByText(/Laporan terkirim\. Tim kami akan meninjaunya/)).toBeInTheDocument();
  });
});

describe('the Messages page, paged and on a phone', () => {
  it('loads the older pages on demand and keeps each message once, oldest first', async () => {
    const thread = Array.from({ length: 35 }, (_item, index) => message(index + 1));
    const api = stubChat({ thread });
    renderChat('/networking/message?conversation=11');
    const region = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(region).findByText('Pesan 35');
    expect(within(region).getAllByRole('listitem')).toHaveLength(30);
    expect(within(region).queryByText('Pesan 5')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Muat pesan sebelumnya' }));
    await within(region).findByText('Pesan 5');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(35);
    expect(items[0]).toHaveTextContent('Pesan 1');
    const second = callsTo(api, 'GET', '/api/conversations/11/messages').at(-1);
    expect(Object.fromEntries(second?.url.searchParams ?? [])).toEqual({
      num_messages: '30',
      page: '2',
      order: 'desc',
    });
    expect(within(region).queryByRole('button', { name: 'Muat pesan sebelumnya' })).not.toBeInTheDocument();
  });

  it('shows the list, then the thread full width with a way back, at phone width', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubChat();
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: /Kreator 11/ }));
    await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    expect(screen.queryByRole('navigation', { name: 'Daftar percakapan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke daftar percakapan' }));
    expect(await screen.findByRole('navigation', { name: 'Daftar percakapan' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/networking\/message$/);
  });
});

describe('the Messages page, live', () => {
  // Signed in for real, so the page opens the user's event stream.
  beforeEach(() => writeToken('test-token'));

  it('appends a chat event for the open thread once, even when the stream delivers it twice', async () => {
    const stream = stubStream(stubChat());
    renderChat('/networking/message?conversation=11');
    const thread = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(thread).findByText('Pesan 3');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const event = { conversation_id: 11, message: message(4, { message: 'Baru masuk' }), status: 'open' };
    stream.send(20, 'chat', event);
    stream.send(21, 'chat', event);
    expect(await within(thread).findByText('Baru masuk')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(thread).getAllByText('Baru masuk')).toHaveLength(1);
    expect(within(thread).getAllByRole('listitem')).toHaveLength(4);
  });

  it('reloads the list for an event of another conversation and leaves the open thread as it is', async () => {
    const api = stubChat();
    const stream = stubStream(api);
    renderChat('/networking/message?conversation=11');
    const region = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(region).findByText('Pesan 3');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const listLoads = callsTo(api, 'GET', '/api/conversations').length;
    stream.send(40, 'chat', { conversation_id: 12, message: message(9, { conversation_id: 12 }), status: 'open' });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/conversations').length).toBe(listLoads + 1));
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('opens the composer of a waiting introduction when the stream says it was liked back', async () => {
    let isLikedBack = false;
    const waiting = () =>
      conversation(12, {
        status: isLikedBack ? 'open' : 'introduction',
        started_by_me: true,
        can_send: isLikedBack,
        expires_at: isLikedBack ? null : '2026-12-26T03:00:00Z',
      });
    const api = stubApi({
      'GET /api/conversations': () => ({ status: 200, body: { data: { ...page([waiting()]), unread_total: 0 } } }),
      'GET /api/conversations/12/messages': () => ({
        status: 200,
        body: { data: page([message(5, { conversation_id: 12, is_mine: true })]) },
      }),
    });
    const stream = stubStream(api);
    renderChat('/networking/message?conversation=12');
    const box = await screen.findByRole('textbox', { name: 'Tulis pesan' });
    expect(box).toBeDisabled();
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    isLikedBack = true;
    stream.send(50, 'networkplace', { liked_by_profile_id: 7 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tulis pesan' })).toBeEnabled());
  });

  it('fetches what it missed after the newest shown when the stream comes back, with nothing twice', async () => {
    const thread = [message(1), message(2), message(3)];
    const api = stubChat({ thread });
    const stream = stubStream(api);
    renderChat('/networking/message?conversation=11');
    const region = await screen.findByRole('region', { name: 'Percakapan dengan Kreator 11' });
    await within(region).findByText('Pesan 3');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send(30, 'chat', { conversation_id: 11, message: message(4), status: 'open' });
    await within(region).findByText('Pesan 4');
    stream.drop();
    thread.push(message(4), message(5), message(6));
    // The stream opens again after a second and says it is live.
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    stream.send(33, 'ready', {});
    await within(region).findByText('Pesan 6');
    const catchUp = callsTo(api, 'GET', '/api/conversations/11/messages').at(-1);
    expect(catchUp?.url.searchParams.get('after_id')).toBe('4');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 7)),
    ).toEqual(['Pesan 1', 'Pesan 2', 'Pesan 3', 'Pesan 4', 'Pesan 5', 'Pesan 6']);
  });
});
