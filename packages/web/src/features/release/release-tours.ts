import type { TourDefinition } from '../../components/tour/tour-types.ts';

function steps(tour: 'list' | 'form', names: string[]) {
  return names.map((name) => ({
    target: `[data-tour="release-${tour}-${name}"]`,
    titleKey: `tour.release.${tour}.${name}.title`,
    contentKey: `tour.release.${tour}.${name}.content`,
  }));
}

/**
 * SPEC §2 tours of /release (6 steps) and of any page under /release/ (6 steps). The release
 * screens come in their own issue, which adds the `data-tour` targets and turns autoStart on;
 * until then the steps show centred when replayed from the profile menu.
 */
export const releaseListTour: TourDefinition = {
  id: 'release-list',
  matches: (pathname) => pathname === '/release',
  autoStart: false,
  steps: steps('list', ['intro', 'newRelease', 'status', 'search', 'draft', 'detail']),
};

export const releaseFormTour: TourDefinition = {
  id: 'release-form',
  matches: (pathname) => pathname.startsWith('/release/'),
  autoStart: false,
  steps: steps('form', ['albumData', 'trackData', 'artists', 'lyrics', 'review', 'releaseButton']),
};
