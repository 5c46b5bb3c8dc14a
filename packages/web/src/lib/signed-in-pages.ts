import type { PermissionKey, ServiceName, ServiceSource, SwitchKey } from '@irama/contracts';

/** The /notfound/<feature> page an entertainment-only company gets instead of a feature (SPEC §2). */
export type ServiceArea = 'rilis' | 'katalog' | 'analyticdsp' | 'reportdsp';

/** The checks a page makes of the session once /me has loaded. */
export interface SessionGates {
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
}

/** The sidebar's groups in their order, the staff's own group before the seven of SPEC §2, by id. */
export const NAV_GROUP_LABELS = {
  operations: 'layout.sidebar.groups.operations',
  general: 'layout.sidebar.groups.general',
  catalogue: 'layout.sidebar.groups.catalogue',
  analytics: 'layout.sidebar.groups.analytics',
  reports: 'layout.sidebar.groups.reports',
  finance: 'layout.sidebar.groups.finance',
  services: 'layout.sidebar.groups.services',
  information: 'layout.sidebar.groups.information',
} as const;

export type NavGroupId = keyof typeof NAV_GROUP_LABELS;

/** Where a page's link stands in the sidebar: in its group, in the table's order. */
export interface NavPlace {
  group: NavGroupId;
  labelKey: string;
  /** The label key of the collapsible sub-menu holding the link, with the links beside it that name the same. */
  menu?: string;
  badgeKey?: string;
  /** A live count shown beside the label (the unread chat messages). */
  count?: 'chatUnread';
  /** Shown only to a company that has this service. */
  service?: ServiceName;
}

/** A signed-in page: who may open it, and its sidebar link if it has one. */
export interface SignedInPage extends SessionGates {
  /** The distributor's own pages (/ops/…). */
  isStaffOnly?: boolean;
  /** A coming-soon feature (SPEC §1) whose page is built: it and its link say "coming soon" while this switch is off. */
  comingSoonUntil?: SwitchKey;
  nav?: NavPlace;
}

const STAFF = { isStaffOnly: true } as const;
const RELEASES: SessionGates = { service: 'rilis', permission: 'deliveryrelease' };
const DSP_ANALYTICS: SessionGates = { service: 'analyticdsp', source: 'dsp' };
const YOUTUBE_ANALYTICS: SessionGates = { service: 'analyticdsp', source: 'youtube' };
const YOUTUBE_REPORTS: SessionGates = { service: 'reportdsp', permission: 'assetreports', source: 'youtube' };
const DSP_REPORTS: SessionGates = { service: 'reportdsp', permission: 'dspreport', source: 'dsp' };
const INCOME: SessionGates = { permission: 'dspreport', source: 'dsp' };

const operations = (labelKey: string): SignedInPage => ({ ...STAFF, nav: { group: 'operations', labelKey } });

/**
 * Every signed-in page by its path, in the sidebar's order: the routes, their guards and the sidebar
 * all read it, so a page, its gates and its link never disagree. A page without gates is open to
 * every session.
 */
const PAGES = {
  '/ops/releases': operations('layout.sidebar.opsReleases'),
  '/ops/releases/:id': STAFF,
  '/ops/conflicts': operations('layout.sidebar.opsConflicts'),
  '/ops/ingest': operations('layout.sidebar.opsIngest'),
  '/ops/youtube-payments': operations('payment.ops.nav'),
  '/ops/withdrawals': operations('balance.ops.nav'),
  '/ops/announcements': operations('layout.sidebar.opsAnnouncements'),
  '/ops/ideas': operations('ideas.ops.nav'),
  '/ops/support': operations('support.ops.nav.tickets'),
  '/ops/information-center': operations('support.ops.nav.articles'),
  '/ops/dsp-list': operations('support.ops.nav.stores'),
  '/ops/changelog': operations('support.ops.nav.changelog'),
  '/ops/networkplace': operations('networkplace.ops.nav'),
  '/ops/expertise': operations('expertise.ops.nav'),
  '/ops/musicbank': operations('musicbank.ops.nav'),
  '/ops/switches': operations('switches.nav'),

  '/': { nav: { group: 'general', labelKey: 'layout.sidebar.home' } },
  '/ideas': { nav: { group: 'general', labelKey: 'layout.sidebar.ideas' } },
  '/comingsoon/achievement': {
    comingSoonUntil: 'achievements',
    nav: { group: 'general', labelKey: 'layout.sidebar.achievement' },
  },
  '/expertise': {
    permission: 'expertise',
    nav: { group: 'general', labelKey: 'layout.sidebar.expertise', badgeKey: 'layout.badges.new' },
  },
  '/expertise/course/:id': { permission: 'expertise' },
  '/profile': {},
  '/sub-aggregator': { subAggregatorOnly: true },

  '/release': { ...RELEASES, nav: { group: 'catalogue', labelKey: 'layout.sidebar.release' } },
  '/release/new': RELEASES,
  '/release/:id': RELEASES,
  '/catalogue': {
    service: 'katalog',
    permission: 'deliveryrelease',
    nav: { group: 'catalogue', labelKey: 'layout.sidebar.catalogue' },
  },

  // The old address of the asset analytics, kept for bookmarks and the Performa menu.
  '/analytics/youtube-analytic': YOUTUBE_ANALYTICS,
  '/analytics/youtube-analytic-new': {
    ...YOUTUBE_ANALYTICS,
    nav: { group: 'analytics', menu: 'layout.sidebar.youtubeAnalytic', labelKey: 'layout.sidebar.assetAnalytic' },
  },
  '/analytics/youtube-analytic/channel': {
    ...YOUTUBE_ANALYTICS,
    nav: { group: 'analytics', menu: 'layout.sidebar.youtubeAnalytic', labelKey: 'layout.sidebar.channelAnalytic' },
  },
  '/analytics/dsp': { ...DSP_ANALYTICS, nav: { group: 'analytics', labelKey: 'dsp.nav' } },
  '/analytics/dsp/song/:isrc': DSP_ANALYTICS,
  '/analytics/smart-analytics': {
    ...DSP_ANALYTICS,
    nav: { group: 'analytics', labelKey: 'layout.sidebar.smartAnalytics', badgeKey: 'layout.badges.beta' },
  },
  '/analytics/songstats': { ...DSP_ANALYTICS, nav: { group: 'analytics', labelKey: 'songstats.nav' } },
  '/analytics/songstats/track/:id': DSP_ANALYTICS,

  '/reports/youtube/revenue': {
    ...YOUTUBE_REPORTS,
    nav: { group: 'reports', labelKey: 'layout.sidebar.youtubeRevenue', badgeKey: 'layout.badges.v1a' },
  },
  '/reports/youtube-report': {
    ...YOUTUBE_REPORTS,
    nav: { group: 'reports', menu: 'layout.sidebar.youtubeReport', labelKey: 'layout.sidebar.youtubeReportMain' },
  },
  '/reports/youtube-report-adjustment': {
    ...YOUTUBE_REPORTS,
    nav: {
      group: 'reports',
      menu: 'layout.sidebar.youtubeReport',
      labelKey: 'layout.sidebar.youtubeReportAdjustment',
    },
  },
  '/reports/dsp-report': {
    ...DSP_REPORTS,
    nav: { group: 'reports', labelKey: 'layout.sidebar.dspReport', badgeKey: 'layout.badges.v1a' },
  },
  // The new DSP report also needs the admin's `new_dsp_report` switch, which the page reads from /dspreport/info.
  '/reports/new-dsp-report': { ...DSP_REPORTS, nav: { group: 'reports', labelKey: 'layout.sidebar.newDspReport' } },
  '/reports/entertainment': {
    source: 'entertainment',
    nav: { group: 'reports', labelKey: 'ent.nav', service: 'entertainment' },
  },

  '/riwayatpendapatan': { ...INCOME, nav: { group: 'finance', labelKey: 'layout.sidebar.incomeHistory' } },
  '/riwayatpendapatan/withdraw': INCOME,
  '/reports/payment': {
    service: 'reportdsp',
    permission: 'estimates',
    source: 'youtube',
    nav: { group: 'finance', labelKey: 'layout.sidebar.payment' },
  },

  '/networking': {
    permission: 'networkplace',
    nav: { group: 'services', menu: 'layout.sidebar.networkplace', labelKey: 'layout.sidebar.networkingExplore' },
  },
  '/networking/message': {
    permission: 'networkplace',
    nav: {
      group: 'services',
      menu: 'layout.sidebar.networkplace',
      labelKey: 'layout.sidebar.networkingMessage',
      count: 'chatUnread',
    },
  },
  '/comingsoon/musicbank': {
    comingSoonUntil: 'musicbank',
    nav: { group: 'services', labelKey: 'layout.sidebar.musicBank' },
  },
  '/comingsoon/paylater': {
    comingSoonUntil: 'paylater',
    nav: { group: 'services', labelKey: 'layout.sidebar.paylater' },
  },

  // Help is open to every session, never more than two clicks away.
  '/infos/contact-us': { nav: { group: 'information', labelKey: 'layout.sidebar.contactUs' } },
  '/infos/information-center': { nav: { group: 'information', labelKey: 'layout.sidebar.informationCenter' } },
  '/infos/feedback': { nav: { group: 'information', labelKey: 'layout.sidebar.feedback' } },
  '/dsp-list': { nav: { group: 'information', labelKey: 'layout.sidebar.dspList' } },
  '/changelog': {},
} satisfies Record<string, SignedInPage>;

export type PagePath = keyof typeof PAGES;

export const SIGNED_IN_PAGES: Readonly<Record<PagePath, SignedInPage>> = PAGES;

/** The signed-in pages' paths, in the sidebar's order. */
export const PAGE_PATHS = Object.keys(PAGES) as PagePath[];

/** The permission key a page needs, if any. */
export function permissionOf(path: PagePath): PermissionKey | undefined {
  return SIGNED_IN_PAGES[path].permission;
}
