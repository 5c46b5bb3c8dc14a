import type { TourDefinition } from '../components/tour/tour-types.ts';
import { dashboardTour } from '../features/dashboard/dashboard-tour.ts';
import { releaseFormTour, releaseListTour } from '../features/release/release-tours.ts';

/** Every registered guided tour; the first is the one replayed from pages without their own. */
export const TOURS: TourDefinition[] = [dashboardTour, releaseListTour, releaseFormTour];
