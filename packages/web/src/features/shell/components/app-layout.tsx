import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { CenteredSpinner } from '../../../components/loading-spinner.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { PerformaMenu } from './performa-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import classes from './shell.module.css';
import { Sidebar } from './sidebar.tsx';

/** SPEC §9 desktop breakpoint: the sidebar starts expanded from 1024px. */
const DESKTOP_BREAKPOINT = '64em';

/**
 * The frame of every signed-in page: top bar, collapsible sidebar, content and footer. The bell is
 * the notifications feature's, handed in by the app (a feature does not import another).
 */
export function AppLayout({ notificationBell }: { notificationBell: ReactNode }) {
  const { t } = useTranslation();
  const { branding } = useSession();
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT})`, true, { getInitialValueInEffect: false });
  const [isMobileOpen, mobile] = useDisclosure(false);
  const [isDesktopOpen, desktop] = useDisclosure(true);
  const isOpen = isDesktop ? isDesktopOpen : isMobileOpen;

  function handleNavigate() {
    if (!isDesktop) mobile.close();
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 268,
        breakpoint: DESKTOP_BREAKPOINT,
        collapsed: { mobile: !isMobileOpen, desktop: !isDesktopOpen },
      }}
      padding="lg"
    >
      <a href="#main-content" className="irama-skip-link">
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <div className={classes.header}>
          <Burger
            opened={isOpen}
            onClick={isDesktop ? desktop.toggle : mobile.toggle}
            size="sm"
            aria-label={t(isOpen ? 'layout.topBar.closeMenu' : 'layout.topBar.openMenu')}
            aria-expanded={isOpen}
            data-tour="menu-button"
          />
          <Link to="/" className={classes.logoLink} aria-label={t('layout.topBar.home')} data-tour="app-logo">
            <BrandLogo branding={branding} className={classes.logo} />
          </Link>
          <Group gap="xs" ml="auto" wrap="nowrap">
            <PerformaMenu />
            {notificationBell}
            <ProfileMenu />
          </Group>
        </div>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label={t('layout.sidebar.label')}>
        <Sidebar onNavigate={handleNavigate} />
      </AppShell.Navbar>
      <AppShell.Main component="div" className={classes.main}>
        <main id="main-content" tabIndex={-1} className={classes.content}>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className={classes.footer}>
          {t('layout.footer.copyright', { name: branding.company_name || branding.app_name })}
        </footer>
      </AppShell.Main>
    </AppShell>
  );
}
