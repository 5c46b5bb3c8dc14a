import type { Me, ReleaseDetail, ReleaseFile, ReleaseSummary, TrackDetail, UploadType } from '@irama/contracts';
import type { ReactNode } from 'react';
import { type Answer, type Handler, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';

export { stubApi };

/** Answers fetch by "METHOD /path" (handlers take the URL first) and returns the recorded calls. */
export function stubReleaseApi(handlers: Record<string, (url: URL, init: RequestInit | undefined) => Answer>) {
  const byRoute = Object.entries(handlers).map(([route, handler]): [string, Handler] => [
    route,
    (init, url) => handler(url, init),
  ]);
  return stubApi(Object.fromEntries(byRoute)).requests;
}

/** A page of the release list envelope. */
export function pageOf(results: ReleaseSummary[], total = results.length): Answer {
  return { status: 200, body: { data: { results, page: 1, limit: 10, total } } };
}

const FILE_FACTS: Record<UploadType, Partial<ReleaseFile>> = {
  cover: { mime: 'image/jpeg', name: 'sampul.jpg', width: 3000, height: 3000 },
  audio: {
    mime: 'audio/wav',
    name: 'lagu.wav',
    sample_rate: 44_100,
    bit_depth: 16,
    channels: 2,
    duration_seconds: 200,
  },
  clip: { mime: 'audio/wav', name: 'klip.wav', sample_rate: 44_100, bit_depth: 16, channels: 2, duration_seconds: 30 },
  video: { mime: 'video/mp4', name: 'video.mp4' },
  letter: { mime: 'application/pdf', name: 'surat.pdf' },
  documentation: { mime: 'image/jpeg', name: 'foto.jpg' },
};

/** A stored file as the API describes it, with its signed URLs (a cover's thumbnail too). */
export function buildFile(type: UploadType, overrides: Partial<ReleaseFile> = {}): ReleaseFile {
  const url = `/api/v2/release/file/f-${type}?company=2&exp=1999999999&sig=s-${type}`;
  return {
    file_id: `f-${type}`,
    type,
    mime: 'application/octet-stream',
    size: 1000,
    sha256: 'ab',
    url,
    ...(type === 'cover' ? { thumbnail_url: url.replace('?', '/thumbnail?') } : {}),
    ...FILE_FACTS[type],
    ...overrides,
  };
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

/** A track as it is created: nothing filled in yet. */
export function buildTrack(overrides: Partial<TrackDetail> = {}): TrackDetail {
  return {
    id: 21,
    release_id: 8,
    title: null,
    track_number: null,
    artists: [],
    composer_first_name: null,
    composer_last_name: null,
    isrc: null,
    video_isrc: null,
    genre: null,
    language: null,
    region: null,
    is_explicit: false,
    is_instrumental: false,
    lyrics: null,
    audio: null,
    video: null,
    clip: null,
    has_preview: false,
    preview_release_date: null,
    share_id: null,
    performer_contributors: [],
    production_contributors: [],
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
      buildTrack({
        title: 'Ambyar',
        track_number: 1,
        composer_first_name: 'Dewi',
        composer_last_name: 'Kirana',
        isrc: 'IDA012607002',
        genre: 'dangdut',
        language: 'id',
        region: 'id',
        lyrics: 'Ambyar sudah hatiku',
      }),
    ],
    history: [],
    ...overrides,
  };
}

/** Renders a release screen for a signed-in user of the given role. */
export function renderReleaseScreen(
  ui: ReactNode,
  { path, routePath = '*', role = 'owner' }: { path: string; routePath?: string; role?: Me['user']['role'] },
) {
  return renderSignedIn(ui, { role, path, routePath, me: buildMe({ permissions: { deliveryrelease: true } }) });
}
