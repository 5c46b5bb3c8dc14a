import type { SongstatsDefinitionsResponseSchema } from '@irama/contracts';
import type { z } from 'zod';
import { songstatsPath, useSongstatsQuery } from './songstats-request.ts';

type Definitions = z.infer<typeof SongstatsDefinitionsResponseSchema>['data'];

/** GET /api/v5/songstats/definitions: what each metric means, in both languages; asked when first opened. */
export const useDefinitionsQuery = (isEnabled: boolean) =>
  useSongstatsQuery<Definitions>(songstatsPath('definitions'), {}, { isEnabled });
