import type { Suggestion, SuggestionReason } from '@irama/contracts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { countOpenConflicts } from '../catalogs/index.ts';
import { countReleases, latestRejectionAt } from '../release/index.ts';
import { findCoursesSuggestedFor } from './courses.repository.ts';
import { learnerOf, viewCourses } from './courses.service.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';

/** What happened to the company that a course can help with, each with when it happened when that is one moment. */
async function eventsOf(deps: ExpertiseDeps, companyId: number): Promise<Map<SuggestionReason, string | null>> {
  const [rejectedAt, releases, openConflicts] = await Promise.all([
    latestRejectionAt(deps.db, companyId),
    countReleases(deps.db, companyScope(companyId)),
    countOpenConflicts(deps.db, companyId),
  ]);
  const events = new Map<SuggestionReason, string | null>();
  if (rejectedAt) events.set('release_rejected', rejectedAt);
  if (openConflicts > 0) events.set('conflict_open', null);
  if (releases.total === 0) events.set('no_release_yet', null);
  return events;
}

/**
 * Courses suggested by what happened to the caller's company (a release rejected suggests the course
 * staff tied to rejections), newest event first; a course the caller finished is not suggested again.
 */
export async function listSuggestions(deps: ExpertiseDeps, caller: Caller): Promise<Suggestion[]> {
  const events = await eventsOf(deps, caller.company.id);
  const courses = await findCoursesSuggestedFor(deps.db, [...events.keys()]);
  const view = await viewCourses(deps, learnerOf(caller), courses);
  return courses
    .map((course) => {
      const reason = course.suggested_for as SuggestionReason;
      return { reason, since: events.get(reason) ?? null, course: view.summary(course) };
    })
    .filter((suggestion) => suggestion.course.finished_at === null)
    .sort((a, b) => (b.since ?? '').localeCompare(a.since ?? ''));
}
