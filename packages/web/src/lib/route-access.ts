import type { PermissionKey, ServiceSource } from '@irama/contracts';

/** The /notfound/<feature> page an entertainment-only company gets instead of a feature (SPEC §2). */
export type ServiceArea = 'rilis' | 'katalog' | 'analyticdsp' | 'reportdsp';

/** Who may open a signed-in page. */
export interface RouteAccess {
  /** The feature an entertainment-only company is sent away from. */
  service?: ServiceArea;
  /** The key a user needs (SPEC §6); the sidebar hides the page's link without it. */
  permission?: PermissionKey;
  /**
   * Where the page's data comes from (`SERVICE_SOURCES`): a company without a service that brings it
   * is told so, and whom to ask, instead of reading an empty page.
   */
  source?: ServiceSource;
  subAggregatorOnly?: boolean;
  /** The distributor's own pages (/ops/…). */
  isStaffOnly?: boolean;
}

const STAFF: RouteAccess = { isStaffOnly: true };
const SIGNED_IN: RouteAccess = {};
const RELEASES: RouteAccess = { service: 'rilis', permission: 'deliveryrelease' };
const DSP_ANALYTICS: RouteAccess = { service: 'analyticdsp', source: 'dsp' };
const YOUTUBE_ANALYTICS: RouteAccess = { service: 'analyticdsp', source: 'youtube' };
const YOUTUBE_REPORTS: RouteAccess = { service: 'reportdsp', permission: 'assetreports', source: 'youtube' };
const DSP_REPORTS: RouteAccess = { service: 'reportdsp', permission: 'dspreport', source: 'dsp' };
const INCOME: RouteAccess = { permission: 'dspreport', source: 'dsp' };

/**
 * The gates of every guarded signed-in page, by route path: the route guards and the sidebar both
 * read them here, so a page and its link never disagree. A page not listed is open to every session.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  expertise: { permission: 'expertise' },
  'expertise/course/:id': { permission: 'expertise' },
  networking: { permission: 'networkplace' },
  'networking/message': { permission: 'networkplace' },
  ideas: SIGNED_IN,
  profile: SIGNED_IN,
  release: RELEASES,
  'release/new': RELEASES,
  'release/:id': RELEASES,
  catalogue: { service: 'katalog', permission: 'deliveryrelease' },
  'analytics/dsp': DSP_ANALYTICS,
  'analytics/dsp/song/:isrc': DSP_ANALYTICS,
  'analytics/smart-analytics': DSP_ANALYTICS,
  'analytics/youtube-analytic': YOUTUBE_ANALYTICS,
  'analytics/youtube-analytic-new': YOUTUBE_ANALYTICS,
  'analytics/youtube-analytic/channel': YOUTUBE_ANALYTICS,
  'reports/youtube/revenue': YOUTUBE_REPORTS,
  'reports/youtube-report': YOUTUBE_REPORTS,
  'reports/youtube-report-adjustment': YOUTUBE_REPORTS,
  'reports/dsp-report': DSP_REPORTS,
  // The new DSP report also needs the admin's `new_dsp_report` switch, which the page reads from /dspreport/info.
  'reports/new-dsp-report': DSP_REPORTS,
  'reports/payment': { service: 'reportdsp', permission: 'estimates', source: 'youtube' },
  'reports/entertainment': { source: 'entertainment' },
  riwayatpendapatan: INCOME,
  'riwayatpendapatan/withdraw': INCOME,
  'sub-aggregator': { subAggregatorOnly: true },
  'infos/contact-us': SIGNED_IN,
  'infos/information-center': SIGNED_IN,
  'infos/feedback': SIGNED_IN,
  'dsp-list': SIGNED_IN,
  changelog: SIGNED_IN,
  'ops/releases': STAFF,
  'ops/releases/:id': STAFF,
  'ops/conflicts': STAFF,
  'ops/ideas': STAFF,
  'ops/youtube-payments': STAFF,
  'ops/withdrawals': STAFF,
  'ops/announcements': STAFF,
  'ops/ingest': STAFF,
  'ops/support': STAFF,
  'ops/information-center': STAFF,
  'ops/dsp-list': STAFF,
  'ops/changelog': STAFF,
  'ops/networkplace': STAFF,
  'ops/expertise': STAFF,
  'ops/musicbank': STAFF,
  'ops/switches': STAFF,
};

/** The permission key the page a link points at (`/reports/payment`) needs, if any. */
export function permissionOf(to: string): PermissionKey | undefined {
  return ROUTE_ACCESS[to.replace(/^\//, '')]?.permission;
}
