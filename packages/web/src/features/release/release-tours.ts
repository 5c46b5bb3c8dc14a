import type { TourDefinition } from '../../components/tour/tour-types.ts';

function steps(tour: 'list' | 'form', names: string[]) {
  return names.map((name) => ({
    target: `[data-tour="release-${tour}-${name}"]`,
    titleKey: `tour.release.${tour}.${name}.title`,
    contentKey: `tour.release.${tour}.${name}.content`,
  }));
}

/**
 * SPEC §2 tours of /release (6 steps) and of any page under /release/ (6 steps), each started on
 * a user's first visit; a step whose `data-tour` target is not on screen shows centred.
 */
export const releaseListTour: TourDefinition = {
  id: 'release-list',
  matches: (pathname) => pathname === '/release',
  autoStart: true,
  steps: steps('list', ['intro', 'newRelease', 'status', 'search', 'draft', 'detail']),
};

export const releaseFormTour: TourDefinition = {
  id: 'release-form',
  matches: (pathname) => pathname.startsWith('/release/'),
  autoStart: true,
  steps: steps('form', ['albumData', 'trackData', 'artists', 'lyrics', 'review', 'releaseButton']),
};
