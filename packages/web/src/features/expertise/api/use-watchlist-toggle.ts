import type { CourseSummary } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWatchlist } from './add-to-watchlist.ts';
import { patchCourse } from './course-cache.ts';
import { WATCHLIST_QUERY_KEY } from './get-watchlist.ts';
import { EXPERTISE_QUERY_KEY } from './keys.ts';
import { removeFromWatchlist } from './remove-from-watchlist.ts';

// Shown until the server names the new entry (the button waits for it); no real entry has a negative id.
const PENDING_ENTRY = -1;

/**
 * Adds a course to the watchlist or removes it, at once on every card that shows it; the server's
 * entry then wins, and a failure puts back what was there.
 */
export function useWatchlistToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (course: Pick<CourseSummary, 'id' | 'watchlist_id'>): Promise<number | null> => {
      if (course.watchlist_id === null) return (await addToWatchlist(course.id)).id;
      await removeFromWatchlist(course.watchlist_id);
      return null;
    },
    onMutate: async (course) => {
      // A refetch already on its way would bring back the old state; one still loading its first answer is left alone.
      await queryClient.cancelQueries({
        queryKey: EXPERTISE_QUERY_KEY,
        predicate: (query) => query.state.data !== undefined,
      });
      patchCourse(queryClient, course.id, { watchlist_id: course.watchlist_id === null ? PENDING_ENTRY : null });
    },
    onSuccess: (entryId, course) => patchCourse(queryClient, course.id, { watchlist_id: entryId }),
    onError: (_error, course) => patchCourse(queryClient, course.id, { watchlist_id: course.watchlist_id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_QUERY_KEY }),
  });
}
