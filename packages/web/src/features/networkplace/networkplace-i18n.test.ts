import {
  NETWORKPLACE_INDUSTRIES,
  NETWORKPLACE_TYPES,
  NETWORKPLACE_VISIBILITIES,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { untranslatedKeys } from '../../test/untranslated.ts';
import { LIKED_FILTERS, MINIMUM_KEYS } from './lib/explore-filters.ts';

// Keys built at run time, which the catalogue test cannot find in the source.
const DYNAMIC_KEYS = [
  ...NETWORKPLACE_TYPES.map((type) => `networkplace.types.${type}`),
  ...NETWORKPLACE_INDUSTRIES.map((industry) => `networkplace.industries.${industry}`),
  ...REPORT_REASONS.map((reason) => `report.reasons.${reason}`),
  ...MINIMUM_KEYS.map((key) => `networkplace.filters.${key}`),
  ...['all', ...LIKED_FILTERS].map((value) => `networkplace.filters.likedOptions.${value}`),
  ...['monthly_streams', 'subscribers', 'total_assets'].map((figure) => `networkplace.figures.${figure}`),
  ...NETWORKPLACE_VISIBILITIES.flatMap((value) =>
    ['label', 'description'].map((part) => `profile.networkplace.visibility.${value}.${part}`),
  ),
  ...REPORT_STATUSES.flatMap((status) => [
    `networkplace.ops.statuses.${status}`,
    `networkplace.ops.empty.${status}.title`,
    `networkplace.ops.empty.${status}.description`,
  ]),
  ...REPORT_ACTIONS.map((action) => `networkplace.ops.outcomes.${action}`),
  ...['profile', 'message'].map((kind) => `networkplace.ops.kinds.${kind}`),
  ...['hidden', 'restored', 'closed', 'dismissed'].map((done) => `networkplace.ops.done.${done}`),
];

describe('Networkplace translations', () => {
  it('translate every key built at run time, in both languages', () => {
    expect(untranslatedKeys(DYNAMIC_KEYS)).toEqual({ id: [], en: [] });
  });
});
