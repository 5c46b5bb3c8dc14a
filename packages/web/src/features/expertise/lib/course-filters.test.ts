import { describe, expect, it } from 'vitest';
import { coursesFilterOf, isNarrowed, topicIdsOf } from './course-filters.ts';

const none = { filter: undefined, sort: undefined, topics: undefined };

describe('course list filters from the URL', () => {
  it('asks for three courses a page, as SPEC §9 says', () => {
    expect(coursesFilterOf(none, '', 2)).toEqual({
      page: 2,
      per_page: 3,
      filter: undefined,
      sort: undefined,
      topics: undefined,
      search: undefined,
    });
  });

  it('passes the known filter, sort, topics and search', () => {
    expect(coursesFilterOf({ filter: 'is_mandatory', sort: 'top_views', topics: '4,1,4' }, 'isrc', 1)).toMatchObject({
      filter: 'is_mandatory',
      sort: 'top_views',
      topics: [4, 1],
      search: 'isrc',
    });
  });

  it('leaves out what the API would refuse', () => {
    expect(coursesFilterOf({ filter: 'all', sort: 'newest', topics: 'x,0,-3' }, '', 1)).toMatchObject({
      filter: undefined,
      sort: undefined,
      topics: undefined,
    });
    expect(topicIdsOf('2,abc,7')).toEqual([2, 7]);
  });

  it('counts the sort as ordering, not narrowing', () => {
    expect(isNarrowed({ ...none, sort: 'popular' }, '')).toBe(false);
    expect(isNarrowed({ ...none, topics: '3' }, '')).toBe(true);
    expect(isNarrowed(none, 'royalti')).toBe(true);
  });
});
