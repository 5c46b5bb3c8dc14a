import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { serverSecret } from '../secrets/index.ts';

/** Signs episode file URLs, and checks them, at the moment it was made. */
export type EpisodeFileSigner = {
  /** A URL that serves the file for an hour or more to whoever holds it (a `<video>` sends no token). */
  urlOf(fileId: string): string;
  /** The seconds the URL of `fileId` stays valid when `exp` and `sig` are its own and not expired, else null. */
  secondsLeft(fileId: string, exp: string | undefined, sig: string | undefined): number | null;
};
export type EpisodeFileLinks = { signer(): Promise<EpisodeFileSigner> };

const LIFETIME_SECONDS = 3600;
// Expiries are rounded up to this step, so the same page asked for again gets the same URLs and the
// browser's cached bytes (a seeking player asks for many ranges of one URL).
const STEP_SECONDS = 600;
const EXPIRY = /^[1-9][0-9]{0,11}$/;

/** A signer on `key` for `now`; URLs are `<apiBase>/api/v2/expertise/file/<id>?exp=…&sig=…`. */
export function episodeFileSigner(key: Buffer, apiBase: string, now: Date): EpisodeFileSigner {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const mac = (fileId: string, exp: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify(['expertise', fileId, exp]))
      .digest();
  return {
    urlOf(fileId) {
      const exp = (Math.floor((nowSeconds + LIFETIME_SECONDS) / STEP_SECONDS) + 1) * STEP_SECONDS;
      const sig = mac(fileId, exp).toString('base64url');
      return `${apiBase.replace(/\/+$/, '')}/api/v2/expertise/file/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`;
    },
    secondsLeft(fileId, exp, sig) {
      if (!EXPIRY.test(exp ?? '')) return null;
      const seconds = Number(exp) - nowSeconds;
      if (seconds <= 0 || seconds > LIFETIME_SECONDS + STEP_SECONDS) return null;
      const given = Buffer.from(sig ?? '', 'base64url');
      const expected = mac(fileId, Number(exp));
      return given.length === expected.length && timingSafeEqual(given, expected) ? seconds : null;
    },
  };
}

/** Episode file links on a key kept in `server_secrets`, so every instance signs and checks alike. */
export function createEpisodeFileLinks(options: { db: Db; apiBase: string; now: () => Date }): EpisodeFileLinks {
  let key: Promise<Buffer> | undefined;
  return {
    async signer() {
      key ??= serverSecret(options.db, 'expertise_file_urls', () => randomBytes(32).toString('base64url'))
        .then((text) => Buffer.from(text, 'base64url'))
        .catch((error: unknown) => {
          // A database that was briefly away is asked again next time.
          key = undefined;
          throw error;
        });
      return episodeFileSigner(await key, options.apiBase, options.now());
    },
  };
}
