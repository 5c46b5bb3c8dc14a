// What other modules may use of catalogs: the size of a company's YouTube catalogue, its open conflicts, and when it first resolved one.
export { countOpenConflicts, countYoutubeAssets, firstConflictResolvedAt } from './catalogs.service.ts';
