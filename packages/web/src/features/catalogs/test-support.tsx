import type { CatalogSummary, Conflict, ConflictDetail, Me, YoutubeAsset } from '@irama/contracts';
import type { ReactNode } from 'react';
import { type Answer, renderSignedIn } from '../../test/api-stub.tsx';
import { buildMe } from '../../test/render.tsx';

/** A `{ data }` answer. */
export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

/** A page of a list envelope. */
export function pageOf<T>(results: T[], total = results.length): Answer {
  return ok({ results, page: 1, limit: 20, total });
}

export function buildAsset(overrides: Partial<YoutubeAsset> = {}): YoutubeAsset {
  return {
    id: 1,
    asset_id: 'A123456789012345',
    title: 'Cinta Terlarang',
    artist: 'Dewi Kirana',
    asset_type: 'sound_recording',
    labels: ['Musik Nusantara'],
    isrc: 'IDA012600001',
    custom_id: 'MN-0001',
    channel_id: 'UCmusiknusantara',
    territories: ['ID', 'MY'],
    views: 1_234_567,
    ...overrides,
  };
}

export function buildConflict(overrides: Partial<Conflict> = {}): Conflict {
  return {
    id: 41,
    status: 'open',
    asset_ref: 1,
    asset_id: 'A123456789012345',
    asset_title: 'Cinta Terlarang',
    asset_type: 'sound_recording',
    isrc: 'IDA012600001',
    label: 'Musik Nusantara',
    conflicting_owner: 'Harmoni Records',
    territories: ['ID', 'SG'],
    views: 45_000,
    active_claims: 12,
    opened_at: '2026-11-10T03:00:00.000Z',
    deadline_at: new Date(Date.now() + 12 * 86_400_000 - 60_000).toISOString(),
    updated_at: '2026-11-10T03:00:00.000Z',
    ...overrides,
  };
}

export function buildConflictDetail(overrides: Partial<ConflictDetail> = {}): ConflictDetail {
  return {
    ...buildConflict(),
    history: [{ kind: 'opened', by: null, note: null, evidence_url: null, created_at: '2026-11-10T03:00:00.000Z' }],
    ...overrides,
  };
}

export const SUMMARY: CatalogSummary = {
  total: 3,
  by_status: { draft: 0, ready: 0, on_progress: 1, success: 2, rejected: 0, taken_down: 0 },
  assets: { total: 312, by_type: { sound_recording: 200, music_video: 60, art_track: 40, composition: 10, web: 2 } },
  conflicts: { open: 5, released: 1, appealed: 2, won: 1, lost: 1, expired: 3 },
};

/** Renders a catalogue screen for a user who may see the catalogue. */
export function renderCatalogScreen(
  ui: ReactNode,
  { path, role = 'owner' }: { path: string; role?: Me['user']['role'] },
) {
  return renderSignedIn(ui, { role, path, me: buildMe({ permissions: { deliveryrelease: true } }) });
}
