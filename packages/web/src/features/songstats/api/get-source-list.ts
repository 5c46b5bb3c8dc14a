import type { SongstatsSourceListResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';

export type SourceList = z.infer<typeof SongstatsSourceListResponseSchema>['data'];

/** GET /api/v5/songstats/source_list: every source with how fresh its data is. */
export const useSourceListQuery = () => useSongstatsQuery<SourceList>(songstatsPath('source_list'));
