import http from 'node:http';
import { authHeaders } from './portal.ts';

// What the chat benchmark does as a browser would: read a notification stream, open a conversation
// and send in it.

export type OpenStream = {
  /** Resolves once the stream sent `ready`. */
  ready: Promise<void>;
  /** `chat` events received so far. */
  chats: number;
  close(): void;
};

/**
 * Opens `GET /api/notifications/stream` with a raw http request and reads its events; `onChat`
 * hears each `chat` event's data at the moment it is parsed.
 */
export function openStream(
  baseUrl: string,
  token: string,
  agent: http.Agent,
  onChat?: (data: string, at: number) => void,
): OpenStream {
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const stream: OpenStream = { ready, chats: 0, close: () => request.destroy() };
  const request = http.request(`${baseUrl}/api/notifications/stream`, {
    agent,
    headers: { ...authHeaders(token), accept: 'text/event-stream' },
  });
  request.on('response', (response) => {
    if (response.statusCode !== 200) {
      rejectReady(new Error(`the stream answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        let kind = '';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) kind = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (kind === 'ready') resolveReady();
        else if (kind === 'chat') {
          stream.chats += 1;
          onChat?.(data, at);
        }
      }
    });
    response.on('error', () => {});
  });
  request.on('error', (error) => rejectReady(error));
  request.end();
  return stream;
}

/** The open conversation between the two demo owners, as `from` sees it: its id. */
export async function conversationBetween(baseUrl: string, fromToken: string, toToken: string): Promise<number> {
  const other = await fetch(`${baseUrl}/api/v2/networkplace/profile`, { headers: authHeaders(toToken) });
  if (other.status !== 200) throw new Error(`GET /api/v2/networkplace/profile answered ${other.status}`);
  return conversationWith(baseUrl, fromToken, ((await other.json()) as { data: { id: number } }).data.id);
}

/** The id of the sender's open conversation with a profile (opened or found by `POST /api/conversations/{id}`). */
export async function conversationWith(baseUrl: string, fromToken: string, profileId: number): Promise<number> {
  const opened = await fetch(`${baseUrl}/api/conversations/${profileId}`, {
    method: 'POST',
    headers: authHeaders(fromToken),
  });
  if (opened.status !== 200) throw new Error(`POST /api/conversations/${profileId} answered ${opened.status}`);
  const conversation = ((await opened.json()) as { data: { id: number; can_send: boolean; status: string } }).data;
  if (!conversation.can_send) throw new Error(`conversation ${conversation.id} is ${conversation.status}: cannot send`);
  return conversation.id;
}

export async function sendChat(baseUrl: string, token: string, conversationId: number, message: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (response.status !== 201) throw new Error(`sending a message answered ${response.status}`);
  await response.arrayBuffer();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `isDone` or `limitMs`; answers whether it is done. */
export async function waitFor(isDone: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!isDone() && performance.now() < deadline) await sleep(50);
  return isDone();
}
