// What other modules may use of catalogs: the size of a company's YouTube catalogue.
export { countYoutubeAssets } from './catalogs.service.ts';
