import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { companyScope } from '../../db/scope.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { createReadDeps } from '../release/index.ts';
import { songstatsProviderFrom } from './external/songstats-api.ts';
import { readSongstatsVersion } from './songstats.repository.ts';
import { songstatsRoutes } from './songstats.routes.ts';

/** Answers name covers by signed URLs valid for an hour at least: kept answers are made again each half hour. */
const KEPT_MS = 30 * 60_000;
/**
 * External figures change on their own, and a page that answered without them should try again soon:
 * with the external client set up, kept answers last a minute (the client keeps its own answers longer).
 */
const KEPT_WITH_EXTERNAL_MS = 60_000;

/** Registers the Songstats API, with the external Songstats client when SONGSTATS_API_KEY sets it up. */
export const songstatsModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  const external = songstatsProviderFrom(context.config);
  const keptMs = external ? KEPT_WITH_EXTERNAL_MS : KEPT_MS;
  // Scopes end at each source's last day, not today: the version is what the figures are made of.
  const readVersion = async (companyId: number) =>
    `${Math.floor(Date.now() / keptMs)}/${await readSongstatsVersion(db, companyScope(companyId))}`;
  await app.register(songstatsRoutes, {
    deps: { read: createReadDeps(context), publicUrl: context.config.publicUrl, external },
    keep: keepAnswers(recentReads(db, readVersion)),
  });
};
