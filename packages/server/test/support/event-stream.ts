import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

type StreamedEvent = { id: string | undefined; event: string; data: unknown };

/**
 * The server-sent events of one open stream, parsed as they arrive. Its own connection (no agent),
 * so nothing of it is left open for the server to wait on when the test ends.
 */
export function openStream(base: string, headers: Record<string, string>) {
  const events: StreamedEvent[] = [];
  let isEnded = false;
  return new Promise<{
    status: number;
    contentType: string | undefined;
    events: typeof events;
    isEnded: () => boolean;
    close: () => void;
  }>((resolve, reject) => {
    const request = http.get(`${base}/api/notifications/stream`, { headers, agent: false }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          const id = block.match(/^id: (.*)$/m)?.[1];
          if (event) events.push({ id, event, data: data ? JSON.parse(data) : null });
        }
      });
      response.on('close', () => {
        isEnded = true;
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        events,
        isEnded: () => isEnded,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export type Stream = Awaited<ReturnType<typeof openStream>>;

export async function until(check: () => boolean, ms = 5_000) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const isReady = (stream: Stream) => () => stream.events.some((event) => event.event === 'ready');
/** The events after `ready`: what arrived live. */
export const liveEvents = (stream: Stream) =>
  stream.events.slice(stream.events.findIndex((e) => e.event === 'ready') + 1);
/** The id of the stream's last event: what a client sends back as `Last-Event-ID`. */
export const lastId = (stream: Stream) => String(stream.events.at(-1)?.id);

/** Listens on a free port of 127.0.0.1 and answers the app's base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
