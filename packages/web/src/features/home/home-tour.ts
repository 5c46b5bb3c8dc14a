import type { TourDefinition } from '../../components/tour/tour-types.ts';

const step = (target: string, name: string, placement: 'top' | 'bottom' | 'left' | 'right' | 'center' = 'bottom') => ({
  target,
  titleKey: `tour.home.${name}.title`,
  contentKey: `tour.home.${name}.content`,
  placement,
});

/** SPEC §2: the 16-step Home tour over the shell and the Home page. */
export const homeTour: TourDefinition = {
  id: 'home',
  matches: (pathname) => pathname === '/',
  autoStart: true,
  steps: [
    step('body', 'welcome', 'center'),
    step('[data-tour="menu-button"]', 'menuButton'),
    step('[data-tour="app-logo"]', 'logo'),
    step('[data-tour="nav-group-general"]', 'general', 'right'),
    step('[data-tour="nav-group-catalogue"]', 'catalogue', 'right'),
    step('[data-tour="nav-group-analytics"]', 'analytics', 'right'),
    step('[data-tour="nav-group-reports"]', 'reports', 'right'),
    step('[data-tour="nav-group-finance"]', 'finance', 'right'),
    step('[data-tour="nav-group-services"]', 'services', 'right'),
    step('[data-tour="nav-group-information"]', 'information', 'right'),
    step('[data-tour="performa-menu"]', 'performa'),
    step('[data-tour="notification-bell"]', 'notifications'),
    step('[data-tour="profile-menu"]', 'profile'),
    step('[data-tour="profile-menu"]', 'language'),
    step('[data-tour="home-greeting"]', 'greeting'),
    step('[data-tour="home-quick-links"]', 'quickLinks', 'top'),
  ],
};
