import type { TourDefinition } from '../../components/tour/tour-types.ts';

const step = (target: string, name: string, placement: 'top' | 'bottom' | 'left' | 'right' | 'center' = 'bottom') => ({
  target,
  titleKey: `tour.home.${name}.title`,
  contentKey: `tour.home.${name}.content`,
  placement,
});

/** SPEC §2: the 16-step Home tour over the shell and the Home page. */
export const dashboardTour: TourDefinition = {
  id: 'home',
  matches: (pathname) => pathname === '/',
  autoStart: true,
  steps: [
    step('body', 'welcome', 'center'),
    step('[data-tour="menu-button"]', 'menuButton'),
    step('[data-tour="nav-group-general"]', 'general', 'right'),
    step('[data-tour="nav-group-information"]', 'information', 'right'),
    step('[data-tour="performa-menu"]', 'performa'),
    step('[data-tour="notification-bell"]', 'notifications'),
    step('[data-tour="profile-menu"]', 'profile'),
    step('[data-tour="home-greeting"]', 'greeting'),
    step('[data-tour="home-banners"]', 'banners'),
    step('[data-tour="home-performance"]', 'performance', 'top'),
    step('[data-tour="home-summary"]', 'summary', 'top'),
    step('[data-tour="home-top"]', 'top', 'top'),
    step('[data-tour="home-releases"]', 'releases', 'top'),
    step('[data-tour="home-announcements"]', 'announcements', 'top'),
    step('[data-tour="home-social"]', 'social', 'top'),
    step('[data-tour="home-quick-links"]', 'quickLinks', 'top'),
  ],
};
