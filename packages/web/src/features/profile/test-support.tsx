import type { Me } from '@irama/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildMe, buildSession, renderWithSession } from '../../test/render.tsx';

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };

/** Answers fetch by "METHOD /path"; the runtime config and unknown paths get harmless answers. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const answer = handler
      ? handler(init)
      : { status: url.pathname === '/api/public/config' ? 200 : 404, body: { data: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A user of the given role, signed in, with the page inside a fresh query client. */
export function renderAs(role: Me['user']['role'], ui: ReactNode, path = '/profile') {
  const base = buildMe();
  const me: Me = { ...base, user: { ...base.user, role } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithSession(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, {
    session: buildSession(me),
    path,
  });
}

export const CONTACT = {
  firstname: 'Budi',
  lastname: 'Santoso',
  email: 'owner@musik.demo',
  language: 'id',
  profile_image_url: null,
} as const;
