// What other modules may use of Songstats: the metric definitions.
export { SONGSTATS_DEFINITIONS } from './definitions.ts';
