import type { PermissionKey, Permissions, ServiceName, SwitchKey } from '@irama/contracts';
import { permissionOf } from '../../lib/route-access.ts';
import { can } from '../../lib/session-context.tsx';

/** One sidebar entry: a link, or a collapsible sub-menu of links. */
export interface NavItem {
  id: string;
  labelKey: string;
  /** The page it opens; the permission that page needs (`ROUTE_ACCESS`) also hides the link. */
  to?: string;
  /** Shown only to a company that has this service. */
  service?: ServiceName;
  badgeKey?: string;
  /** A coming-soon feature (SPEC §1) whose page is built: marked coming soon while staff keep this switch off. */
  comingSoonUntil?: SwitchKey;
  /** A live count shown beside the label (the unread chat messages). */
  count?: 'chatUnread';
  children?: NavItem[];
}

export interface NavGroup {
  id: string;
  labelKey: string;
  /** The whole group shows only when one of these keys is granted, or one of its service links is the company's. */
  anyOf?: PermissionKey[];
  /** Distributor staff's own pages (`me.user.role === 'staff'`), hidden from partners. */
  isStaffOnly?: boolean;
  items: NavItem[];
}

/** The seven sidebar groups of SPEC §2 after the staff's own group; each link is gated as its page is (§6). */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'operations',
    labelKey: 'layout.sidebar.groups.operations',
    isStaffOnly: true,
    items: [
      { id: 'ops-releases', labelKey: 'layout.sidebar.opsReleases', to: '/ops/releases' },
      { id: 'ops-conflicts', labelKey: 'layout.sidebar.opsConflicts', to: '/ops/conflicts' },
      { id: 'ops-ingest', labelKey: 'layout.sidebar.opsIngest', to: '/ops/ingest' },
      { id: 'ops-youtube-payments', labelKey: 'payment.ops.nav', to: '/ops/youtube-payments' },
      { id: 'ops-withdrawals', labelKey: 'balance.ops.nav', to: '/ops/withdrawals' },
      { id: 'ops-announcements', labelKey: 'layout.sidebar.opsAnnouncements', to: '/ops/announcements' },
      { id: 'ops-ideas', labelKey: 'ideas.ops.nav', to: '/ops/ideas' },
      { id: 'ops-support', labelKey: 'support.ops.nav.tickets', to: '/ops/support' },
      { id: 'ops-information-center', labelKey: 'support.ops.nav.articles', to: '/ops/information-center' },
      { id: 'ops-dsp-list', labelKey: 'support.ops.nav.stores', to: '/ops/dsp-list' },
      { id: 'ops-changelog', labelKey: 'support.ops.nav.changelog', to: '/ops/changelog' },
      { id: 'ops-networkplace', labelKey: 'networkplace.ops.nav', to: '/ops/networkplace' },
      { id: 'ops-expertise', labelKey: 'expertise.ops.nav', to: '/ops/expertise' },
      { id: 'ops-musicbank', labelKey: 'musicbank.ops.nav', to: '/ops/musicbank' },
      { id: 'ops-switches', labelKey: 'switches.nav', to: '/ops/switches' },
    ],
  },
  {
    id: 'general',
    labelKey: 'layout.sidebar.groups.general',
    items: [
      { id: 'home', labelKey: 'layout.sidebar.home', to: '/' },
      { id: 'ideas', labelKey: 'layout.sidebar.ideas', to: '/ideas' },
      {
        id: 'achievement',
        labelKey: 'layout.sidebar.achievement',
        to: '/comingsoon/achievement',
        comingSoonUntil: 'achievements',
      },
      {
        id: 'expertise',
        labelKey: 'layout.sidebar.expertise',
        to: '/expertise',
        badgeKey: 'layout.badges.new',
      },
    ],
  },
  {
    id: 'catalogue',
    labelKey: 'layout.sidebar.groups.catalogue',
    items: [
      { id: 'release', labelKey: 'layout.sidebar.release', to: '/release' },
      { id: 'catalogue', labelKey: 'layout.sidebar.catalogue', to: '/catalogue' },
    ],
  },
  {
    id: 'analytics',
    labelKey: 'layout.sidebar.groups.analytics',
    items: [
      {
        id: 'youtube-analytic',
        labelKey: 'layout.sidebar.youtubeAnalytic',
        children: [
          { id: 'asset-analytic', labelKey: 'layout.sidebar.assetAnalytic', to: '/analytics/youtube-analytic-new' },
          {
            id: 'channel-analytic',
            labelKey: 'layout.sidebar.channelAnalytic',
            to: '/analytics/youtube-analytic/channel',
          },
        ],
      },
      { id: 'dsp-analytics', labelKey: 'dsp.nav', to: '/analytics/dsp' },
      {
        id: 'smart-analytics',
        labelKey: 'layout.sidebar.smartAnalytics',
        to: '/analytics/smart-analytics',
        badgeKey: 'layout.badges.beta',
      },
    ],
  },
  {
    id: 'reports',
    labelKey: 'layout.sidebar.groups.reports',
    anyOf: ['assetreports', 'dspreport'],
    items: [
      {
        id: 'youtube-revenue',
        labelKey: 'layout.sidebar.youtubeRevenue',
        to: '/reports/youtube/revenue',
        badgeKey: 'layout.badges.v1a',
      },
      {
        id: 'youtube-report',
        labelKey: 'layout.sidebar.youtubeReport',
        children: [
          { id: 'youtube-report-main', labelKey: 'layout.sidebar.youtubeReportMain', to: '/reports/youtube-report' },
          {
            id: 'youtube-report-adjustment',
            labelKey: 'layout.sidebar.youtubeReportAdjustment',
            to: '/reports/youtube-report-adjustment',
          },
        ],
      },
      {
        id: 'dsp-report',
        labelKey: 'layout.sidebar.dspReport',
        to: '/reports/dsp-report',
        badgeKey: 'layout.badges.v1a',
      },
      {
        id: 'new-dsp-report',
        labelKey: 'layout.sidebar.newDspReport',
        to: '/reports/new-dsp-report',
      },
      { id: 'entertainment', labelKey: 'ent.nav', to: '/reports/entertainment', service: 'entertainment' },
    ],
  },
  {
    id: 'finance',
    labelKey: 'layout.sidebar.groups.finance',
    items: [
      {
        id: 'income-history',
        labelKey: 'layout.sidebar.incomeHistory',
        to: '/riwayatpendapatan',
      },
      { id: 'payment', labelKey: 'layout.sidebar.payment', to: '/reports/payment' },
    ],
  },
  {
    id: 'services',
    labelKey: 'layout.sidebar.groups.services',
    items: [
      {
        id: 'networkplace',
        labelKey: 'layout.sidebar.networkplace',
        children: [
          { id: 'networking-explore', labelKey: 'layout.sidebar.networkingExplore', to: '/networking' },
          {
            id: 'networking-message',
            labelKey: 'layout.sidebar.networkingMessage',
            to: '/networking/message',
            count: 'chatUnread',
          },
        ],
      },
      {
        id: 'musicbank',
        labelKey: 'layout.sidebar.musicBank',
        to: '/comingsoon/musicbank',
        comingSoonUntil: 'musicbank',
      },
      {
        id: 'paylater',
        labelKey: 'layout.sidebar.paylater',
        to: '/comingsoon/paylater',
        comingSoonUntil: 'paylater',
      },
    ],
  },
  {
    id: 'information',
    labelKey: 'layout.sidebar.groups.information',
    items: [
      { id: 'contact-us', labelKey: 'layout.sidebar.contactUs', to: '/infos/contact-us' },
      { id: 'information-center', labelKey: 'layout.sidebar.informationCenter', to: '/infos/information-center' },
      { id: 'feedback', labelKey: 'layout.sidebar.feedback', to: '/infos/feedback' },
      { id: 'dsp-list', labelKey: 'layout.sidebar.dspList', to: '/dsp-list' },
    ],
  },
];

function hasService(item: NavItem, services: readonly ServiceName[]): boolean {
  return item.service === undefined || services.includes(item.service);
}

function visibleItems(items: NavItem[], permissions: Permissions, services: readonly ServiceName[]): NavItem[] {
  return items
    .filter((item) => (item.to === undefined || can(permissions, permissionOf(item.to))) && hasService(item, services))
    .map((item) => (item.children ? { ...item, children: visibleItems(item.children, permissions, services) } : item))
    .filter((item) => item.to !== undefined || (item.children?.length ?? 0) > 0);
}

/** The groups and links a user sees; a missing key hides its link, staff groups need staff, a service link its service. */
export function visibleNavGroups(
  permissions: Permissions,
  isStaff = false,
  services: readonly ServiceName[] = [],
): NavGroup[] {
  return NAV_GROUPS.filter((group) => isStaff || !group.isStaffOnly)
    .filter(
      (group) =>
        !group.anyOf ||
        group.anyOf.some((key) => can(permissions, key)) ||
        group.items.some((item) => item.service !== undefined && hasService(item, services)),
    )
    .map((group) => ({ ...group, items: visibleItems(group.items, permissions, services) }))
    .filter((group) => group.items.length > 0);
}
