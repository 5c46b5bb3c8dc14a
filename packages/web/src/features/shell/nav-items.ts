import type { Permissions, ServiceName, SwitchKey } from '@irama/contracts';
import { can } from '../../lib/session-context.tsx';
import {
  NAV_GROUP_LABELS,
  type NavGroupId,
  PAGE_PATHS,
  type PagePath,
  SIGNED_IN_PAGES,
} from '../../lib/signed-in-pages.ts';

/** One sidebar entry: a link, or a collapsible sub-menu of links. */
export interface NavItem {
  labelKey: string;
  /** The page it opens; a sub-menu opens none. */
  to?: PagePath;
  badgeKey?: string;
  /** Marked coming soon while staff keep this switch off. */
  comingSoonUntil?: SwitchKey;
  /** A live count shown beside the label (the unread chat messages). */
  count?: 'chatUnread';
  children?: NavItem[];
}

export interface NavGroup {
  id: NavGroupId;
  labelKey: string;
  items: NavItem[];
}

interface Viewer {
  permissions: Permissions;
  isStaff: boolean;
  services: readonly ServiceName[];
}

/** Whether the viewer sees a page's link: the page's key and staff gates, and the service the link is for. */
function isShown(path: PagePath, { permissions, isStaff, services }: Viewer): boolean {
  const { permission, isStaffOnly, nav } = SIGNED_IN_PAGES[path];
  return (
    can(permissions, permission) &&
    (isStaff || !isStaffOnly) &&
    (nav?.service === undefined || services.includes(nav.service))
  );
}

/** A group's links the viewer sees, in the table's order; neighbours naming the same sub-menu share one. */
function itemsOf(group: NavGroupId, viewer: Viewer): NavItem[] {
  const items: NavItem[] = [];
  for (const path of PAGE_PATHS) {
    const { nav, comingSoonUntil } = SIGNED_IN_PAGES[path];
    if (nav?.group !== group || !isShown(path, viewer)) continue;
    const link: NavItem = {
      labelKey: nav.labelKey,
      to: path,
      badgeKey: nav.badgeKey,
      comingSoonUntil,
      count: nav.count,
    };
    const last = items.at(-1);
    if (!nav.menu) items.push(link);
    else if (last?.children && last.labelKey === nav.menu) last.children.push(link);
    else items.push({ labelKey: nav.menu, children: [link] });
  }
  return items;
}

/**
 * The groups and links a user sees (SPEC §2, §6): a link needs its page's key, staff pages need staff,
 * a service's link a company with it; a group or sub-menu left without links is hidden.
 */
export function visibleNavGroups(
  permissions: Permissions,
  isStaff = false,
  services: readonly ServiceName[] = [],
): NavGroup[] {
  const viewer = { permissions, isStaff, services };
  return (Object.keys(NAV_GROUP_LABELS) as NavGroupId[])
    .map((id) => ({ id, labelKey: NAV_GROUP_LABELS[id], items: itemsOf(id, viewer) }))
    .filter((group) => group.items.length > 0);
}
