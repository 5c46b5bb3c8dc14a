import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { type CourseCatalogue, courseCatalogue } from './course-catalogue.ts';
import { createEpisodeStorage, type EpisodeStorage } from './episode-storage.ts';
import { createEpisodeFileLinks, type EpisodeFileLinks } from './file-links.ts';
import { type LearnerRowsReader, learnerRowsReader } from './learner-rows.ts';

/**
 * What the expertise routes share: the database, the data folder (which names the app's uploads), the
 * episode files, the links that serve them, the shared course catalogue and each learner's own rows.
 */
export type ExpertiseDeps = {
  db: Db;
  dataDir: string;
  storage: EpisodeStorage;
  links: EpisodeFileLinks;
  catalogue: CourseCatalogue;
  learnerRows: LearnerRowsReader;
};

/** The expertise module's dependencies from the app context. */
export function createExpertiseDeps(context: AppContext): ExpertiseDeps {
  const { db } = context.database;
  const links = createEpisodeFileLinks({ db, apiBase: context.config.serviceUrls.api, now: () => new Date() });
  return {
    db,
    dataDir: context.config.dataDir,
    storage: createEpisodeStorage(context.storage),
    links,
    catalogue: courseCatalogue(db, links),
    learnerRows: learnerRowsReader(db),
  };
}
