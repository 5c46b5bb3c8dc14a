import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markTourSeen, readSeenTours } from './seen-tours.ts';
import { TourContext } from './tour-context.ts';
import type { TourDefinition } from './tour-types.ts';

// Joyride is only downloaded when a tour actually runs.
const TourRunner = lazy(() => import('./tour-runner.tsx'));

// Lets the page paint its targets before the first step measures them.
const AUTO_START_DELAY_MS = 800;

interface TourProviderProps {
  tours: TourDefinition[];
  /** Null until the user is known; tours never start for nobody. */
  userId: number | null;
  children: ReactNode;
}

/** Holds the registered tours, starts a page's tour on a user's first visit, and replays on demand. */
export function TourProvider({ tours, userId, children }: TourProviderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState<TourDefinition | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const tour = tours.find((candidate) => candidate.autoStart && candidate.matches(pathname));
    if (!tour || readSeenTours(userId).includes(tour.id)) return;
    const timer = setTimeout(() => setActive(tour), AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tours, userId, pathname]);

  const startTour = useCallback(() => {
    const tour = tours.find((candidate) => candidate.matches(pathname));
    if (tour) {
      setActive(tour);
      return;
    }
    const [first] = tours;
    if (!first) return;
    void navigate('/');
    setTimeout(() => setActive(first), AUTO_START_DELAY_MS);
  }, [tours, pathname, navigate]);

  const handleFinish = useCallback(
    (tourId: string) => {
      if (userId !== null) markTourSeen(userId, tourId);
      setActive(null);
    },
    [userId],
  );

  const controls = useMemo(() => ({ startTour }), [startTour]);

  return (
    <TourContext value={controls}>
      {children}
      {active && (
        <Suspense fallback={null}>
          <TourRunner key={active.id} tour={active} onFinish={handleFinish} />
        </Suspense>
      )}
    </TourContext>
  );
}
