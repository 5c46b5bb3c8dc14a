import type { RuntimeConfig } from '@irama/contracts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { readToken } from '../../../lib/session-token.ts';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

export type NoticeStreamDeps = {
  readToken: () => string | null;
  loadConfig: () => Promise<RuntimeConfig>;
  fetch: typeof fetch;
};

const defaultDeps: NoticeStreamDeps = { readToken, loadConfig: loadRuntimeConfig, fetch: (...args) => fetch(...args) };

/** The event names of a server-sent event stream, as its blocks arrive. */
async function* eventNames(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const name = buffer.slice(0, end).match(/^event: ?(.*)$/m)?.[1];
      buffer = buffer.slice(end + 2);
      if (name) yield name;
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
 * Listens to `GET /api/notifications/stream` and calls `onChange` when a notice arrives, and each
 * time the stream (re)connects, so one missed while away is fetched too. A dropped stream is opened
 * again after 1, 2, 4… up to 30 seconds; a dead session (401) ends it. Read with fetch rather than
 * EventSource, which cannot send the session's `X-Authorization` header. Returns the function that stops it.
 */
export function openNoticeStream(onChange: () => void, deps: NoticeStreamDeps = defaultDeps): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  async function run() {
    for (let delay = FIRST_RETRY_MS; !signal.aborted; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
      try {
        const token = deps.readToken();
        if (!token) return;
        const base = (await deps.loadConfig()).notifications_url.replace(/\/$/, '');
        const response = await deps.fetch(`${base}/api/notifications/stream`, {
          headers: { Accept: 'text/event-stream', 'X-Authorization': `Bearer ${token}` },
          signal,
        });
        if (response.status === 401) return;
        if (!response.ok || !response.body) throw new Error(`the notification stream answered ${response.status}`);
        for await (const name of eventNames(response.body)) {
          if (name === 'ready') delay = FIRST_RETRY_MS;
          onChange();
        }
      } catch (error) {
        if (signal.aborted) return;
        console.error('The notification stream failed', error);
      }
      await wait(delay, signal);
    }
  }
  void run();
  return () => controller.abort();
}
