import type { RuntimeConfig } from '@irama/contracts';
import { loadRuntimeConfig } from './runtime-config.ts';
import { readToken } from './session-token.ts';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** One server-sent event: its kind, its id (the reader's position) and its data text. */
export type StreamMessage = { event: string; id: string | null; data: string };

export type UserStreamDeps = {
  readToken: () => string | null;
  loadConfig: () => Promise<RuntimeConfig>;
  fetch: typeof fetch;
};

const defaultDeps: UserStreamDeps = { readToken, loadConfig: loadRuntimeConfig, fetch: (...args) => fetch(...args) };

/** The events of a server-sent event stream, as its blocks arrive (comments and unnamed blocks skipped). */
export async function* streamMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.match(new RegExp(`^${name}: ?(.*)$`, 'm'))?.[1] ?? null;
      const event = field('event');
      if (event) yield { event, id: field('id'), data: field('data') ?? '' };
    }
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Reads the signed-in user's event stream (`GET /api/notifications/stream`) and hands each event
 * to `onMessage`. It keeps the id of the last event read and sends it as `Last-Event-ID` when it
 * reconnects, so the server replays what came meanwhile, once. A dropped stream is opened again
 * after 1, 2, 4… up to 30 seconds; a dead session (401) ends it. Read with fetch rather than
 * EventSource, which cannot send the session's `X-Authorization` header. Returns the function that stops it.
 */
function connectUserStream(onMessage: (message: StreamMessage) => void, deps: UserStreamDeps): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | null = null;
  async function run() {
    for (let delay = FIRST_RETRY_MS; !signal.aborted; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
      try {
        const token = deps.readToken();
        if (!token) return;
        const base = (await deps.loadConfig()).notifications_url.replace(/\/$/, '');
        const response = await deps.fetch(`${base}/api/notifications/stream`, {
          headers: {
            Accept: 'text/event-stream',
            'X-Authorization': `Bearer ${token}`,
            ...(lastEventId === null ? {} : { 'Last-Event-ID': lastEventId }),
          },
          signal,
        });
        if (response.status === 401) return;
        if (!response.ok || !response.body) throw new Error(`the event stream answered ${response.status}`);
        for await (const message of streamMessages(response.body)) {
          if (message.id !== null) lastEventId = message.id;
          if (message.event === 'ready') delay = FIRST_RETRY_MS;
          onMessage(message);
        }
      } catch (error) {
        if (signal.aborted) return;
        console.error('The event stream failed', error);
      }
      await wait(delay, signal);
    }
  }
  void run();
  return () => controller.abort();
}

type Listener = (message: StreamMessage) => void;

/**
 * One connection shared by every listener (the bell, the chat page, the sidebar's unread count): it
 * opens with the first listener and closes when the last one leaves. A listener that joins an open
 * connection has missed its `ready`, so it loads what it shows itself.
 */
export function createSharedUserStream(deps: UserStreamDeps = defaultDeps): (listener: Listener) => () => void {
  const listeners = new Set<Listener>();
  let stop: (() => void) | null = null;
  return (listener) => {
    listeners.add(listener);
    stop ??= connectUserStream((message) => {
      for (const each of [...listeners]) each(message);
    }, deps);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || !stop) return;
      stop();
      stop = null;
    };
  };
}

const joinSharedStream = createSharedUserStream();

/**
 * Hands each event of the signed-in user's stream to `onMessage` until the returned function is
 * called. Without `deps` it joins the one shared connection; with them (tests) it opens its own.
 */
export function openUserStream(onMessage: Listener, deps?: UserStreamDeps): () => void {
  return deps ? connectUserStream(onMessage, deps) : joinSharedStream(onMessage);
}
