import type { SongstatsActivitiesResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';
import type { StatsFilters } from './stats-query.ts';

type Activities = z.infer<typeof SongstatsActivitiesResponseSchema>['data'];

/** How many activities a page of the full list holds. */
export const ACTIVITIES_PER_PAGE = 20;

/** GET /api/v5/songstats/artist_activities/{id}: every activity, a page at a time; asked only when shown. */
export const useArtistActivitiesQuery = (id: number, filters: StatsFilters, page: number, isEnabled: boolean) =>
  useSongstatsQuery<Activities>(
    songstatsPath('artist_activities', id),
    { ...filters, page, per_page: ACTIVITIES_PER_PAGE },
    { isEnabled },
  );
