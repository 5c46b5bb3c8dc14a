import type { WatchlistEntry } from '@irama/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/v2/expertise/watchlist: saves a course; saving it again answers the same entry. */
export function addToWatchlist(courseId: number): Promise<WatchlistEntry> {
  return apiClient.request('/api/v2/expertise/watchlist', { method: 'POST', body: { course_id: courseId } });
}
