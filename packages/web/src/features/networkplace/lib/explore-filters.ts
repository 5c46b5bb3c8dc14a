import {
  NETWORKPLACE_INDUSTRIES,
  NETWORKPLACE_TYPES,
  type NetworkplaceIndustry,
  type NetworkplaceType,
} from '@irama/contracts';
import type { ExploreFilter } from '../api/get-explore.ts';

/** The explore filters kept in the URL, each under the query name the API reads. */
export const EXPLORE_FILTER_KEYS = [
  'type',
  'industry',
  'min_monthly_streams',
  'min_subscribers',
  'min_total_assets',
  'liked',
] as const;
export type ExploreFilterKey = (typeof EXPLORE_FILTER_KEYS)[number];

/** The verified figures explore can ask a minimum of. */
export const MINIMUM_KEYS = ['min_monthly_streams', 'min_subscribers', 'min_total_assets'] as const;
export type MinimumKey = (typeof MINIMUM_KEYS)[number];
/** The thresholds offered: round numbers a creator thinks in. */
export const MINIMUM_STEPS = [1_000, 10_000, 100_000, 1_000_000] as const;

export const LIKED_FILTERS = ['mine', 'me'] as const;
export type LikedFilter = (typeof LIKED_FILTERS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;

/** A minimum from the URL when it is a plain whole number, else no minimum. */
function minimumOf(value: string | undefined): number | undefined {
  return value !== undefined && /^(0|[1-9][0-9]{0,14})$/.test(value) ? Number(value) : undefined;
}

/** The explore request of what the URL holds; a value the API would refuse is left out. */
export function exploreFilterOf(
  filters: Record<ExploreFilterKey, string | undefined>,
  search: string,
  page: number,
  limit: number,
): ExploreFilter {
  return {
    page,
    limit,
    type: oneOf<NetworkplaceType>(NETWORKPLACE_TYPES, filters.type),
    industry: oneOf<NetworkplaceIndustry>(NETWORKPLACE_INDUSTRIES, filters.industry),
    search: search || undefined,
    min_monthly_streams: minimumOf(filters.min_monthly_streams),
    min_subscribers: minimumOf(filters.min_subscribers),
    min_total_assets: minimumOf(filters.min_total_assets),
    liked: oneOf<LikedFilter>(LIKED_FILTERS, filters.liked),
  };
}

/** Whether any filter or the search narrows the list. */
export function isFiltered(filters: Record<ExploreFilterKey, string | undefined>, search: string): boolean {
  return search !== '' || EXPLORE_FILTER_KEYS.some((key) => filters[key] !== undefined);
}
