import type { AppModule } from '../../context.ts';
import { ingestRoutes } from './ingest.routes.ts';
import { ingestSettingsRoutes } from './ingest-settings.routes.ts';
import { periodNotifier } from './period-notifier.ts';

/** Registers staff's report and analytics ingestion, and the settings ingest reads. */
export const ingestModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  await app.register(ingestSettingsRoutes, { db });
  await app.register(ingestRoutes, { db, dataDir: context.config.dataDir, notifier: periodNotifier });
};
