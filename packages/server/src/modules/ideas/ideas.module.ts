import type { SocialWidget } from '@irama/contracts';
import type { AppModule } from '../../context.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { opsAnnouncementRoutes } from './announcements-ops.routes.ts';
import { sweepFeed } from './feeds.service.ts';
import { ideasRoutes } from './ideas.routes.ts';
import { ideasOpsRoutes } from './ideas-ops.routes.ts';

/**
 * Registers Ideas for partners and the staff pages that fill it; when widget feeds are configured
 * (`IDEAS_FEED_*_URL`), reads them at start and then every `IDEAS_FEED_INTERVAL_MINUTES`.
 */
export const ideasModule: AppModule = async (app, { context }) => {
  const deps = { db: context.database.db, now: () => new Date() };
  await app.register(ideasRoutes, { deps });
  await app.register(ideasOpsRoutes, { deps });
  await app.register(opsAnnouncementRoutes, { deps });
  const feeds = Object.entries(context.config.ideasFeeds.urls) as [SocialWidget, string][];
  if (feeds.length === 0) return;
  const readFeeds = () =>
    Promise.all(
      feeds.map(([kind, url]) =>
        sweepFeed(deps, kind, url).then(
          (count) => app.log.info({ kind, count }, 'widget feed read'),
          (error: unknown) => app.log.warn({ err: error, kind }, 'widget feed not read'),
        ),
      ),
    );
  repeatWhileOpen(app, context.config.ideasFeeds.intervalMs, readFeeds, 'widget feeds not read');
};
