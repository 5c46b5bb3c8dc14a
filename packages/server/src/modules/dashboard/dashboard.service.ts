import {
  type Announcement,
  type Dashboard,
  type DashboardReleases,
  hasServiceFor,
  type IdeaContent,
  isEntertainmentOnly,
  type SummaryReport,
  todayInWib,
} from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import type { VersionedCache } from '../../lib/versioned-cache.ts';
import { contentShownOn, type IdeasDeps, listAnnouncements } from '../ideas/index.ts';
import { countReleases, listReleases, nextReleaseDate, type ReadDeps } from '../release/index.ts';
import { type CompanyFigures, type CompanyServices, readCompanyFigures, summaryOf } from './dashboard.figures.ts';
import type { DashboardVersions } from './dashboard.repository.ts';

/** What Home shows every partner alike. */
interface SharedContent {
  banners: IdeaContent[];
  social: Dashboard['social'];
  announcements: Announcement[];
}

/** Home's parts that are costly to read, each kept until its version changes (see `readVersions`). */
export interface DashboardCaches {
  figures: VersionedCache<CompanyFigures>;
  releases: VersionedCache<DashboardReleases>;
  content: VersionedCache<SharedContent>;
}

export interface DashboardDeps {
  ideas: IdeasDeps;
  releases: ReadDeps;
  caches: DashboardCaches;
  /** The company's `readVersions` as of now, read once for the requests that ask together. */
  versionsOf: (companyId: number) => Promise<DashboardVersions>;
}

/** Signed cover URLs are made for at least an hour in 10-minute steps: a kept release card is remade every 10 minutes. */
const LINK_STEP_MS = 600_000;

/** Cards of each kind on Home's first screen. */
const BANNERS = 5;
const POSTS = 6;
const ANNOUNCEMENTS = 3;
const RECENT_RELEASES = 4;

function servicesOf(caller: Caller): CompanyServices {
  const { services } = caller.company;
  return { hasYoutube: hasServiceFor(services, 'youtube'), hasDsp: hasServiceFor(services, 'dsp') };
}

function releasesOf(deps: DashboardDeps, companyId: number, day: string, at: Date, releases: string) {
  const version = [day, Math.floor(at.getTime() / LINK_STEP_MS), releases].join('/');
  return deps.caches.releases.get(companyId, version, async (): Promise<DashboardReleases> => {
    const scope = companyScope(companyId);
    const [counts, nextDate, recent] = await Promise.all([
      countReleases(deps.releases.db, scope),
      nextReleaseDate(deps.releases.db, scope, day),
      listReleases(deps.releases, scope, { search: '', page: 1, limit: RECENT_RELEASES }),
    ]);
    return { ...counts, next_release_date: nextDate, recent: recent.results };
  });
}

async function readSharedContent(deps: IdeasDeps, day: string, group: string): Promise<SharedContent> {
  const [banners, instagram, tiktok, article, announcements] = await Promise.all([
    contentShownOn(deps, 'banner', day, BANNERS),
    contentShownOn(deps, 'instagram', day, POSTS),
    contentShownOn(deps, 'tiktok', day, POSTS),
    contentShownOn(deps, 'article', day, POSTS),
    listAnnouncements(deps, group, { page: 1, limit: ANNOUNCEMENTS }),
  ]);
  return { banners, social: { instagram, tiktok, article }, announcements: announcements.results };
}

const figuresOf = (deps: DashboardDeps, companyId: number, services: CompanyServices, version: string) =>
  deps.caches.figures.get(companyId, `${version}:${services.hasYoutube}:${services.hasDsp}`, () =>
    readCompanyFigures(deps.ideas.db, companyId, services),
  );

/**
 * Home's first screen in one answer. Report figures need the report's permission, release cards the
 * release permission (and a company that releases music); the analytics need only the service.
 */
export async function getDashboard(deps: DashboardDeps, caller: Caller): Promise<Dashboard> {
  const companyId = caller.company.id;
  // Announcements may be for one company group, so the shared content is kept per group.
  const group = caller.company.group_name;
  const services = servicesOf(caller);
  const canYoutube = services.hasYoutube && caller.permissions.assetreports === true;
  const canDsp = services.hasDsp && caller.permissions.dspreport === true;
  const canRelease = caller.permissions.deliveryrelease === true && !isEntertainmentOnly(caller.company.services);
  const at = deps.ideas.now();
  const day = todayInWib(at);
  const versions = await deps.versionsOf(companyId);
  const [figures, releases, content] = await Promise.all([
    figuresOf(deps, companyId, services, versions.figures),
    canRelease ? releasesOf(deps, companyId, day, at, versions.releases) : null,
    deps.caches.content.get(group, `${day}/${versions.content}`, () => readSharedContent(deps.ideas, day, group)),
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
    ...content,
  };
}

/** The report summary card: the last periods of the reports the caller may read. */
export async function getSummaryReport(deps: DashboardDeps, caller: Caller): Promise<SummaryReport> {
  const services = servicesOf(caller);
  const versions = await deps.versionsOf(caller.company.id);
  const figures = await figuresOf(deps, caller.company.id, services, versions.figures);
  return summaryOf(
    figures,
    services.hasYoutube && caller.permissions.assetreports === true,
    services.hasDsp && caller.permissions.dspreport === true,
  );
}
