import { apiClient } from '../../../lib/api-client.ts';

/** DELETE /api/v2/expertise/watchlist/id/{id}: removes a watchlist entry (the entry's id, not the course's). */
export function removeFromWatchlist(entryId: number): Promise<unknown> {
  return apiClient.request(`/api/v2/expertise/watchlist/id/${entryId}`, { method: 'DELETE' });
}
