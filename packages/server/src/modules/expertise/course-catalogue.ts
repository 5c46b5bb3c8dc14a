import type { Db } from '../../db/database.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { type CourseCard, courseCard, episodesByCourse } from './course-view.ts';
import {
  type CatalogueQuery,
  type CourseListRow,
  findCatalogueIds,
  findCoursesByIds,
  findEpisodesOf,
  findFeaturedCourses,
} from './courses.repository.ts';
import type { EpisodeFileLinks } from './file-links.ts';

/** What every learner sees of the published courses (see `courseCatalogue`). */
export type CourseCatalogue = {
  /** The ids of the published courses a list shows, in its order. */
  idsOf(query: CatalogueQuery): Promise<number[]>;
  /** The cards of published courses `ids`, in that order; an id no longer published is left out. */
  cardsOf(ids: readonly number[]): Promise<CourseCard[]>;
  /** The cards of the featured courses, in staff's order. */
  featured(): Promise<CourseCard[]>;
};

async function cardsOfRows(db: Db, links: EpisodeFileLinks, courses: readonly CourseListRow[]) {
  const [episodes, signer] = await Promise.all([
    findEpisodesOf(
      db,
      courses.map((course) => course.id),
    ),
    links.signer(),
  ]);
  const episodesOf = episodesByCourse(episodes);
  return courses.map((course) => courseCard(course, episodesOf.get(course.id) ?? [], signer));
}

async function cardsInOrder(db: Db, links: EpisodeFileLinks, ids: readonly number[]) {
  const cards = await cardsOfRows(db, links, await findCoursesByIds(db, ids));
  const byId = new Map(cards.map((card) => [card.shared.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a card is made of: a write to any of them drops the cards kept. */
const CARD_TABLES = ['expertise_courses', 'expertise_topics', 'expertise_episodes', 'expertise_files'] as const;

/**
 * The published courses as every learner sees them (which a list shows, their cards with episodes
 * and signed poster URLs), shared by everyone who asks the same within a blink and read again after
 * this process writes a table they are made of (`recentReads`): staff's change to a course, an
 * episode, a file or a topic, or a learner's opening (learners, views), shows on this instance's
 * next read, and on another instance's within that blink. The learner's own part (progress,
 * finish, watchlist) is never kept here.
 */
export function courseCatalogue(db: Db, links: EpisodeFileLinks): CourseCatalogue {
  const ids = recentReads(db, (key: string) => findCatalogueIds(db, JSON.parse(key) as CatalogueQuery), {
    readsFrom: ['expertise_courses', 'expertise_topics'],
  });
  // Keyed by the ids themselves: every list whose page holds the same courses shares its read.
  const cards = recentReads(db, (key: string) => cardsInOrder(db, links, key.split(',').map(Number)), {
    readsFrom: CARD_TABLES,
  });
  const featured = recentReads(db, async (_everyone: 0) => cardsOfRows(db, links, await findFeaturedCourses(db)), {
    readsFrom: CARD_TABLES,
  });
  return {
    idsOf: (query) => ids(JSON.stringify(query)),
    cardsOf: (pageIds) => (pageIds.length === 0 ? Promise.resolve([]) : cards(pageIds.join(','))),
    featured: () => featured(0),
  };
}
