import type { RuntimeConfig } from '@irama/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedUserStream, openUserStream, type StreamMessage, type UserStreamDeps } from './user-stream.ts';

const CONFIG = { notifications_url: 'https://notify.example.test/' } as RuntimeConfig;

/** A stream response whose body is `text`, cut in two mid-event, then closed (the server went away). */
function eventStream(text: string): Response {
  const bytes = new TextEncoder().encode(text);
  const half = Math.floor(bytes.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function setup(responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => responses.shift() ?? new Response(null, { status: 401 }));
  const deps: UserStreamDeps = { readToken: () => 'token-1', loadConfig: async () => CONFIG, fetch: fetchMock };
  const messages: StreamMessage[] = [];
  const stop = openUserStream((message) => messages.push(message), deps);
  const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { fetchMock, messages, stop, headersOf };
}

describe('openUserStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the last event id it read when it reconnects, and the session header each time', async () => {
    vi.useFakeTimers();
    const { fetchMock, messages, stop, headersOf } = setup([
      eventStream('id: 4\nevent: ready\ndata: {}\n\n: ping\n\nid: 5\nevent: notification\ndata: {"ids":[9]}\n\n'),
      eventStream('id: 6\nevent: notification\ndata: {"ids":[10]}\n\nid: 6\nevent: ready\ndata: {}\n\n'),
    ]);
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual([
      { event: 'ready', id: '4', data: '{}' },
      { event: 'notification', id: '5', data: '{"ids":[9]}' },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://notify.example.test/api/notifications/stream');
    expect(headersOf(0).get('x-authorization')).toBe('Bearer token-1');
    expect(headersOf(0).has('last-event-id')).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(messages).toHaveLength(4));
    expect(headersOf(1).get('last-event-id')).toBe('5');
    expect(headersOf(1).get('x-authorization')).toBe('Bearer token-1');

    // The position survives a failed attempt too.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(headersOf(2).get('last-event-id')).toBe('6');
    stop();
  });

  it('stops for good when the session is no longer valid', async () => {
    vi.useFakeTimers();
    const { fetchMock } = setup([new Response(null, { status: 401 })]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one connection among its listeners and closes it when the last one leaves', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      if (init?.signal) signals.push(init.signal);
      return eventStream('id: 7\nevent: chat\ndata: {"conversation_id":1}\n\n');
    });
    const join = createSharedUserStream({
      readToken: () => 'token-1',
      loadConfig: async () => CONFIG,
      fetch: fetchMock,
    });
    const first: string[] = [];
    const second: string[] = [];
    const leaveFirst = join((message) => first.push(message.event));
    const leaveSecond = join((message) => second.push(message.event));
    await vi.waitFor(() => expect(second).toEqual(['chat']));
    expect(first).toEqual(['chat']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    leaveFirst();
    expect(signals[0]?.aborted).toBe(false);
    leaveSecond();
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const leaveThird = join(() => {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    leaveThird();
  });
});
