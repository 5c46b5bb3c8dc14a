import {
  type Dashboard,
  type DashboardReleases,
  type IdeaContentKind,
  isEntertainmentOnly,
  type SummaryReport,
} from '@irama/contracts';
import type { Caller } from '../../lib/caller.ts';
import { findShownContent } from '../ideas/ideas.repository.ts';
import { contentOf, type IdeasDeps, listAnnouncements } from '../ideas/ideas.service.ts';
import { wibDay } from '../payment/tax-deadline.ts';
import type { ReadDeps } from '../release/release.read.ts';
import { countReleases, listReleases } from '../release/release.service.ts';
import { type CompanyServices, type FigureCache, summaryOf } from './dashboard.figures.ts';
import { findNextReleaseDate } from './dashboard.repository.ts';

export interface DashboardDeps {
  ideas: IdeasDeps;
  releases: ReadDeps;
  figures: FigureCache;
}

/** Cards of each kind on Home's first screen. */
const BANNERS = 5;
const POSTS = 6;
const ANNOUNCEMENTS = 3;
const RECENT_RELEASES = 4;

function servicesOf(caller: Caller): CompanyServices {
  const { services } = caller.company;
  return { hasYoutube: services.includes('youtube'), hasDsp: services.includes('dsp') || services.includes('music') };
}

async function releasesOf(deps: DashboardDeps, companyId: number, day: string): Promise<DashboardReleases> {
  const [counts, nextReleaseDate, recent] = await Promise.all([
    countReleases(deps.releases.db, companyId),
    findNextReleaseDate(deps.releases.db, companyId, day),
    listReleases(deps.releases, companyId, { search: '', page: 1, limit: RECENT_RELEASES }),
  ]);
  return { ...counts, next_release_date: nextReleaseDate, recent: recent.results };
}

const shown = async (deps: IdeasDeps, kind: IdeaContentKind, day: string, limit: number) =>
  (await findShownContent(deps.db, [kind], day, limit)).map(contentOf);

/**
 * Home's first screen in one answer. Report figures need the report's permission, release cards the
 * release permission (and a company that releases music); the analytics need only the service.
 */
export async function getDashboard(deps: DashboardDeps, caller: Caller): Promise<Dashboard> {
  const companyId = caller.company.id;
  const services = servicesOf(caller);
  const canYoutube = services.hasYoutube && caller.permissions.assetreports === true;
  const canDsp = services.hasDsp && caller.permissions.dspreport === true;
  const canRelease = caller.permissions.deliveryrelease === true && !isEntertainmentOnly(caller.company.services);
  const day = wibDay(deps.ideas.now());
  const [figures, releases, banners, instagram, tiktok, article, announcements] = await Promise.all([
    deps.figures.get(deps.ideas.db, companyId, services),
    canRelease ? releasesOf(deps, companyId, day) : null,
    shown(deps.ideas, 'banner', day, BANNERS),
    shown(deps.ideas, 'instagram', day, POSTS),
    shown(deps.ideas, 'tiktok', day, POSTS),
    shown(deps.ideas, 'article', day, POSTS),
    listAnnouncements(deps.ideas, { page: 1, limit: ANNOUNCEMENTS }),
  ]);
  const { performance } = figures;
  return {
    performance: {
      youtube_revenue: canYoutube ? performance.youtube_revenue : null,
      youtube_views: performance.youtube_views,
      dsp_revenue: canDsp ? performance.dsp_revenue : null,
      dsp_streams: canDsp ? performance.dsp_streams : null,
    },
    summary: canYoutube || canDsp ? summaryOf(figures, canYoutube, canDsp) : null,
    top_music: figures.top_music,
    top_video: figures.top_video,
    releases,
    banners,
    social: { instagram, tiktok, article },
    announcements: announcements.results,
  };
}

/** The report summary card: the last periods of the reports the caller may read. */
export async function getSummaryReport(deps: DashboardDeps, caller: Caller): Promise<SummaryReport> {
  const services = servicesOf(caller);
  const figures = await deps.figures.get(deps.ideas.db, caller.company.id, services);
  return summaryOf(
    figures,
    services.hasYoutube && caller.permissions.assetreports === true,
    services.hasDsp && caller.permissions.dspreport === true,
  );
}
