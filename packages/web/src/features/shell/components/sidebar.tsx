import { Badge, NavLink, type NavLinkProps, ScrollArea, VisuallyHidden } from '@mantine/core';
import {
  IconApps,
  IconChartBar,
  IconDisc,
  IconHome2,
  IconInfoCircle,
  IconReportAnalytics,
  IconShieldCheck,
  IconWallet,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChatUnreadTotal } from '../../../lib/chat-unread.ts';
import { useSwitches } from '../../../lib/feature-switches.ts';
import { can, useSession } from '../../../lib/session-context.tsx';
import type { NavGroupId } from '../../../lib/signed-in-pages.ts';
import { useTypeAhead } from '../hooks/use-type-ahead.ts';
import { type NavItem, visibleNavGroups } from '../nav-items.ts';
import classes from './shell.module.css';

const GROUP_ICONS: Record<NavGroupId, ReactNode> = {
  general: <IconHome2 size={18} stroke={1.6} />,
  catalogue: <IconDisc size={18} stroke={1.6} />,
  analytics: <IconChartBar size={18} stroke={1.6} />,
  reports: <IconReportAnalytics size={18} stroke={1.6} />,
  finance: <IconWallet size={18} stroke={1.6} />,
  services: <IconApps size={18} stroke={1.6} />,
  information: <IconInfoCircle size={18} stroke={1.6} />,
  operations: <IconShieldCheck size={18} stroke={1.6} />,
};

function isActive(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

function containsActive(item: NavItem, pathname: string): boolean {
  if (item.to && isActive(pathname, item.to)) return true;
  return item.children?.some((child) => containsActive(child, pathname)) ?? false;
}

interface ToggleNavLinkProps extends Omit<NavLinkProps, 'opened' | 'onChange'> {
  defaultOpened: boolean;
  children: ReactNode;
  'data-tour'?: string;
}

/**
 * A group or sub-menu toggle. Mantine renders it as an <a> without href (no focus, no role) and
 * does not expose its state, so it is a button here and says whether it is expanded.
 */
function ToggleNavLink({ defaultOpened, ...props }: ToggleNavLinkProps) {
  const [isOpen, setOpen] = useState(defaultOpened);
  return <NavLink {...props} component="button" opened={isOpen} onChange={setOpen} aria-expanded={isOpen} />;
}

interface SidebarProps {
  /** Called after a link is followed; the layout closes the sidebar on narrow screens. */
  onNavigate: () => void;
}

/** The collapsible sidebar groups of SPEC §2, gated by the session's permissions. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { permissions, me } = useSession();
  const handleKeyDown = useTypeAhead<HTMLElement>();
  const counts = { chatUnread: useChatUnreadTotal(can(permissions, 'networkplace')) };
  const switches = useSwitches();

  function renderItem(item: NavItem) {
    const count = item.count ? counts[item.count] : 0;
    // Nothing is marked until the switches are known, so an open feature never flashes "coming soon".
    const isComingSoon = item.comingSoonUntil !== undefined && switches?.[item.comingSoonUntil] === false;
    const badgeKey = isComingSoon ? 'layout.badges.soon' : item.badgeKey;
    const badge = badgeKey ? (
      <Badge size="xs" variant="light" radius="sm" tt="none">
        {t(badgeKey)}
      </Badge>
    ) : count > 0 ? (
      <Badge size="sm" color="red" circle={count < 10}>
        <span aria-hidden>{count > 99 ? '99+' : count}</span>
        <VisuallyHidden>{t('chat.unreadMessages', { count })}</VisuallyHidden>
      </Badge>
    ) : null;
    if (item.children) {
      return (
        <ToggleNavLink
          key={item.to ?? item.labelKey}
          label={t(item.labelKey)}
          defaultOpened={containsActive(item, pathname)}
          childrenOffset="md"
          className={classes.link}
        >
          {item.children.map(renderItem)}
        </ToggleNavLink>
      );
    }
    return (
      <NavLink
        key={item.to ?? item.labelKey}
        component={Link}
        to={item.to ?? '/'}
        label={t(item.labelKey)}
        rightSection={badge}
        active={isActive(pathname, item.to ?? '/')}
        onClick={onNavigate}
        className={classes.link}
      />
    );
  }

  return (
    <ScrollArea type="auto" className={classes.sidebarScroll}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: type-ahead listens to keys bubbling up from the links inside; the container itself takes no focus. */}
      <div onKeyDown={handleKeyDown} className={classes.sidebarNav}>
        {visibleNavGroups(permissions, me?.user.role === 'staff', me?.company.services).map((group) => (
          <ToggleNavLink
            key={group.id}
            data-tour={`nav-group-${group.id}`}
            label={t(group.labelKey)}
            leftSection={GROUP_ICONS[group.id]}
            defaultOpened
            childrenOffset={28}
            className={classes.group}
          >
            {group.items.map(renderItem)}
          </ToggleNavLink>
        ))}
      </div>
    </ScrollArea>
  );
}
