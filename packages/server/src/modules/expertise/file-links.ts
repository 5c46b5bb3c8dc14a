import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { createFileLinks, type FileLinks, type FileSigner } from '../../lib/signed-file-links.ts';
import { serverSecret } from '../secrets/index.ts';

export type EpisodeFileSigner = FileSigner;
export type EpisodeFileLinks = FileLinks;

// URLs are `<apiBase>/api/v2/expertise/file/<id>?exp=…&sig=…`.
const EPISODE_FILES = { scope: 'expertise', urlPath: '/api/v2/expertise/file' };

/** Episode file links on a key kept in `server_secrets`, so every instance signs and checks alike. */
export function createEpisodeFileLinks(options: { db: Db; apiBase: string; now: () => Date }): EpisodeFileLinks {
  return createFileLinks({
    ...EPISODE_FILES,
    loadKey: () => serverSecret(options.db, 'expertise_file_urls', () => randomBytes(32).toString('base64url')),
    apiBase: options.apiBase,
    now: options.now,
  });
}
