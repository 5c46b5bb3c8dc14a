import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { createEpisodeStorage, type EpisodeStorage } from './episode-storage.ts';
import { createEpisodeFileLinks, type EpisodeFileLinks } from './file-links.ts';

/** What the expertise routes share: the database, the episode files and the links that serve them. */
export type ExpertiseDeps = { db: Db; storage: EpisodeStorage; links: EpisodeFileLinks };

/** The expertise module's dependencies from the app context. */
export function createExpertiseDeps(context: AppContext): ExpertiseDeps {
  const { db } = context.database;
  return {
    db,
    storage: createEpisodeStorage(context.config.dataDir),
    links: createEpisodeFileLinks({ db, apiBase: context.config.serviceUrls.api, now: () => new Date() }),
  };
}
