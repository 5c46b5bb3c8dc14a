import { createContext, useContext } from 'react';

export interface TourControls {
  /** Runs the tour of the current page (or the first registered tour on its own page). */
  startTour: () => void;
}

export const TourContext = createContext<TourControls>({ startTour: () => {} });

/** Replay control for the "Tur panduan" menu entry. */
export function useTour(): TourControls {
  return useContext(TourContext);
}
