import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs the URLs of one kind of stored file, and checks them, at the moment it was made. */
export type FileSigner = {
  /** A URL that serves the file for an hour or more to whoever holds it (`<video>` and `<audio>` send no token). */
  urlOf(fileId: string): string;
  /** The seconds the URL of `fileId` stays valid when `exp` and `sig` are its own and not expired, else null. */
  secondsLeft(fileId: string, exp: string | undefined, sig: string | undefined): number | null;
};
export type FileLinks = { signer(): Promise<FileSigner> };

/** Which files a signer serves: `scope` keeps one kind's signatures from opening another's. */
export type FileRoute = { scope: string; urlPath: string };

const LIFETIME_SECONDS = 3600;
// Expiries are rounded up to this step, so the same page asked for again gets the same URLs and the
// browser's cached bytes (a seeking player asks for many ranges of one URL).
const STEP_SECONDS = 600;
const EXPIRY = /^[1-9][0-9]{0,11}$/;

/** A signer on `key` for `now`; URLs are `<apiBase><urlPath>/<id>?exp=…&sig=…`. */
export function fileSigner(key: Buffer, route: FileRoute, apiBase: string, now: Date): FileSigner {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const mac = (fileId: string, exp: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([route.scope, fileId, exp]))
      .digest();
  return {
    urlOf(fileId) {
      const exp = (Math.floor((nowSeconds + LIFETIME_SECONDS) / STEP_SECONDS) + 1) * STEP_SECONDS;
      const sig = mac(fileId, exp).toString('base64url');
      return `${apiBase.replace(/\/+$/, '')}${route.urlPath}/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`;
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

/** File links on a key `loadKey` answers (base64url), read once and shared by every instance that reads it. */
export function createFileLinks(
  options: FileRoute & { loadKey: () => Promise<string>; apiBase: string; now: () => Date },
): FileLinks {
  let key: Promise<Buffer> | undefined;
  return {
    async signer() {
      key ??= options
        .loadKey()
        .then((text) => Buffer.from(text, 'base64url'))
        .catch((error: unknown) => {
          // A database that was briefly away is asked again next time.
          key = undefined;
          throw error;
        });
      return fileSigner(await key, options, options.apiBase, options.now());
    },
  };
}
