import type { SongstatsQuery } from '@irama/contracts';

/** The `?source=&metric=&scope=` of a stats call, as the page's filters hold them. */
export type StatsFilters = Required<SongstatsQuery>;
