import type { CourseDetail, CourseSummary, Episode, OpsCourseDetail, OpsEpisode } from '@irama/contracts';
import { useLocation } from 'react-router';
import type { Answer } from '../../test/api-stub.tsx';

export { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
export { buildMe } from '../../test/render.tsx';

/** A published course as the lists answer it; tests override what they are about. */
export function buildCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 11,
    title: 'Metadata rilis yang rapi',
    title_en: 'Clean release metadata',
    description: 'Judul, artis, ISRC dan genre yang benar sejak awal.',
    description_en: 'Titles, artists, ISRC and genre right from the start.',
    topic: { id: 2, name: 'Metadata', name_en: 'Metadata' },
    is_mandatory: false,
    is_featured: false,
    episode_count: 2,
    duration_seconds: 600,
    poster_url: null,
    learners: 40,
    views: 120,
    progress: { watched: 0, total: 2 },
    finished_at: null,
    watchlist_id: null,
    ...overrides,
  };
}

/** An episode with a video and both subtitles, not yet opened. */
export function buildEpisode(overrides: Partial<Episode> = {}): Episode {
  return {
    id: 101,
    position: 1,
    title: 'Mengapa metadata penting',
    title_en: 'Why metadata matters',
    description: 'Apa yang dibaca toko musik dari rilis Anda.',
    description_en: 'What stores read from your release.',
    duration_seconds: 60,
    poster_url: '/files/poster-101.png?sig=1',
    video_url: '/files/video-101.mp4?sig=1',
    video_mime: 'video/mp4',
    subtitles: { id: '/files/sub-101-id.vtt?sig=1', en: '/files/sub-101-en.vtt?sig=1' },
    progress: { position_seconds: 0, played_seconds: 0, watched: false, opened_at: null, watched_at: null },
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...buildCourse(),
    episodes: [buildEpisode(), buildEpisode({ id: 102, position: 2, title: 'Kode ISRC', title_en: 'ISRC codes' })],
    ...overrides,
  };
}

export function buildOpsEpisode(overrides: Partial<OpsEpisode> = {}): OpsEpisode {
  return {
    id: 101,
    course_id: 11,
    position: 1,
    title: 'Mengapa metadata penting',
    title_en: '',
    description: '',
    description_en: '',
    duration_seconds: 60,
    files: { video: null, poster: null, subtitles_id: null, subtitles_en: null },
    ...overrides,
  };
}

export function buildOpsCourse(overrides: Partial<OpsCourseDetail> = {}): OpsCourseDetail {
  return {
    id: 11,
    topic_id: 2,
    title: 'Metadata rilis yang rapi',
    title_en: 'Clean release metadata',
    description: 'Judul, artis, ISRC dan genre yang benar.',
    description_en: '',
    is_mandatory: true,
    featured_position: 1,
    suggested_for: 'release_rejected',
    is_published: true,
    episode_count: 1,
    created_at: '2026-11-01T03:00:00Z',
    updated_at: '2026-11-01T03:00:00Z',
    episodes: [buildOpsEpisode()],
    ...overrides,
  };
}

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const pageOf = <T,>(results: T[], { page = 1, limit = 3, total = results.length } = {}): Answer =>
  ok({ results, page, limit, total });

/** Where the router is, query included, for tests of what a click puts in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
