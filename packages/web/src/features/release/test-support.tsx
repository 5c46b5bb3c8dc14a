import type { Me, ReleaseDetail, ReleaseSummary } from '@irama/contracts';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildMe, buildSession, renderWithSession } from '../../test/render.tsx';

type Answer = { status: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer;

/** Answers fetch by "METHOD /path" and records every call; the runtime config gets same-origin defaults. */
export function stubReleaseApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(url, init)
      : { status: url.pathname === '/api/public/config' ? 200 : 404, body: { data: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A page of the release list envelope. */
export function pageOf(results: ReleaseSummary[], total = results.length): Answer {
  return { status: 200, body: { data: { results, page: 1, limit: 10, total } } };
}

/** A release as the lists show it; tests override what they are about. */
export function buildSummary(overrides: Partial<ReleaseSummary> = {}): ReleaseSummary {
  return {
    id: 8,
    company_id: 2,
    album_id: 'IRM-2026-000008',
    status: 'draft',
    release_type: 'album',
    title: 'Patah Hati Berjamaah',
    artist_names: ['Dewi Kirana'],
    release_date: '2026-12-30',
    label: 'Musik Nusantara Records',
    upc: null,
    cover_art: null,
    track_count: 2,
    submitted_at: null,
    updated_at: '2026-01-14T03:00:00.000Z',
    ...overrides,
  };
}

/** The whole release with one track, as the staff detail returns it. */
export function buildDetail(overrides: Partial<ReleaseDetail> = {}): ReleaseDetail {
  return {
    ...buildSummary({ status: 'on_progress', submitted_at: '2026-01-13T03:00:00.000Z' }),
    artists: [{ artist_id: '1', spotify_id: null, name: 'Dewi Kirana', role: 'main' }],
    asset_label: 'Musik Nusantara',
    platforms: ['spotify', 'tiktok'],
    statement_letter: null,
    supporting_documents: [],
    documentation: [],
    errors: {},
    is_editable: false,
    has_ddex: true,
    tracks: [
      {
        id: 21,
        release_id: 8,
        title: 'Ambyar',
        track_number: 1,
        artists: [],
        composer_first_name: 'Dewi',
        composer_last_name: 'Kirana',
        isrc: 'IDA012607002',
        video_isrc: null,
        genre: 'dangdut',
        language: 'id',
        region: 'id',
        is_explicit: false,
        is_instrumental: false,
        lyrics: 'Ambyar sudah hatiku',
        audio: null,
        video: null,
        clip: null,
        has_preview: false,
        preview_release_date: null,
        performer_contributors: [],
        production_contributors: [],
      },
    ],
    history: [],
    ...overrides,
  };
}

/** Renders a release screen for a signed-in user of the given role, with a fresh query client. */
export function renderReleaseScreen(
  ui: ReactNode,
  { path, routePath = '*', role = 'owner' }: { path: string; routePath?: string; role?: Me['user']['role'] },
) {
  const base = buildMe({ permissions: { deliveryrelease: true } });
  const me: Me = { ...base, user: { ...base.user, role } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithSession(
    <QueryClientProvider client={client}>
      <Notifications />
      {ui}
    </QueryClientProvider>,
    { session: buildSession(me), path, routePath },
  );
}
