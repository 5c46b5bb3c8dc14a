import type { TourDefinition } from '../components/tour/tour-types.ts';
import { homeTour } from '../features/home/home-tour.ts';
import { releaseFormTour, releaseListTour } from '../features/release/release-tours.ts';

/** Every registered guided tour; the first is the one replayed from pages without their own. */
export const TOURS: TourDefinition[] = [homeTour, releaseListTour, releaseFormTour];
