import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { currentTime } from '../../lib/clock.ts';
import { createFileLinks, type FileLinks } from '../../lib/signed-file-links.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { serverSecret } from '../secrets/index.ts';

/** What the Music Bank routes share: the database, the clock, the demo files and the links that serve them. */
export type MusicbankDeps = { db: Db; now: () => Date; storage: ObjectStorage; links: FileLinks };

/** Where a demo's signed URL points: the partner route that serves it with ranges. */
export const DEMO_FILES = { scope: 'musicbank', urlPath: '/api/v2/musicbank/demo' };

/** The Music Bank's dependencies for a database, object storage and API base URL (the app's, or the demo seed's). */
export function createMusicbankDeps(options: { db: Db; storage: ObjectStorage; apiBase: string; now?: () => Date }) {
  const { db } = options;
  const now = options.now ?? currentTime;
  return {
    db,
    now,
    storage: options.storage,
    links: createFileLinks({
      ...DEMO_FILES,
      loadKey: () => serverSecret(db, 'musicbank_demo_urls', () => randomBytes(32).toString('base64url')),
      apiBase: options.apiBase,
      now,
    }),
  } satisfies MusicbankDeps;
}

/** The Music Bank's dependencies from the app context. */
export function musicbankDepsOf(context: AppContext): MusicbankDeps {
  return createMusicbankDeps({
    db: context.database.db,
    storage: context.storage,
    apiBase: context.config.serviceUrls.api,
  });
}
