import type { Me } from '@irama/contracts';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildMe, buildSession, renderWithSession } from './render.tsx';

export type Answer = { status: number; body: unknown };
/** The API refusing a form: the fields at fault, each with its message key. */
export function fieldErrors(
  errors: Record<string, string>,
  { status = 400, code = 'validation_failed' }: { status?: number; code?: string } = {},
): Answer {
  return { status, body: { code, errors } };
}

export type Handler = (init: RequestInit | undefined, url: URL) => Answer;
export type RecordedCall = { method: string; url: URL; body: unknown };

/**
 * Answers fetch by "METHOD /path" and records every call; the runtime config and unknown paths
 * get harmless answers. The mock carries the calls as `requests`.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(init, url)
      : { status: url.pathname === '/api/public/config' ? 200 : 404, body: { data: {} } };
    // A 204 has no body at all.
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { requests });
}

/** A screen as a signed-in user sees it: toasts and a fresh query client that never retries. */
export function renderSignedIn(
  ui: ReactNode,
  {
    role = 'owner',
    me = buildMe(),
    path = '/',
    routePath = '*',
  }: { role?: Me['user']['role']; me?: Me; path?: string; routePath?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithSession(
    <QueryClientProvider client={client}>
      <Notifications />
      {ui}
    </QueryClientProvider>,
    { session: buildSession({ ...me, user: { ...me.user, role } }), path, routePath },
  );
}
