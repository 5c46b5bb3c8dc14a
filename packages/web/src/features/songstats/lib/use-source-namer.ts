import type { SongstatsSource } from '@irama/contracts';
import { platformName } from '../../../lib/platform-name.ts';
import type { SourceNamer } from './activity-sentence.ts';

/** Names a source id as the source list does, or as the stores' table does for one it does not list. */
export const sourceNamer =
  (sources: readonly SongstatsSource[] | undefined): SourceNamer =>
  (id) =>
    id === null ? '' : (sources?.find((source) => source.id === id)?.name ?? platformName(id));
