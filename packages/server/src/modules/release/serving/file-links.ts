import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { serverSecret } from '../../secrets/index.ts';

/** What a signed URL serves: the stored file itself, or a cover's thumbnail. */
export type FilePurpose = 'file' | 'thumbnail';

/** The file a URL is signed for: its id and its company. */
export type SignedFile = { id: string; companyId: number };

/** The query of a signed URL, as it arrived (anything may be missing or malformed). */
export type Signature = { company?: string | undefined; exp?: string | undefined; sig?: string | undefined };

/** Signs and checks file URLs with the server's key, at the moment it was made. */
export type FileSigner = {
  /** A URL that serves the file for about an hour to whoever holds it, no session needed. */
  urlOf(file: SignedFile, purpose: FilePurpose): string;
  /** The seconds the URL stays valid when its signature is right and not expired, else null. */
  secondsLeft(
    file: { id: string },
    purpose: FilePurpose,
    signature: Signature,
  ): { companyId: number; seconds: number } | null;
};

/** Hands out signers; the key is read (or made) once, on first use. */
export type FileLinks = { signer(): Promise<FileSigner> };

/** How long a URL serves its file at least. */
export const FILE_URL_SECONDS = 3600;
// Expiries are rounded up to this step, so a page asked for again within it gets the same URLs and
// the browser's cached copies; a URL therefore lives between one hour and one hour and ten minutes.
const EXPIRY_STEP_SECONDS = 600;
const SECRET_NAME = 'release_file_urls';
const DIGITS = /^[1-9][0-9]{0,15}$/;

function mac(key: Buffer, file: SignedFile, purpose: FilePurpose, exp: number): Buffer {
  // JSON keeps the fields apart whatever an id in a forged URL holds.
  return createHmac('sha256', key)
    .update(JSON.stringify([purpose, file.id, file.companyId, exp]))
    .digest();
}

/** A signer on `key`, for the moment `now` says; URLs are prefixed with the API's base URL. */
export function fileSigner(key: Buffer, apiBase: string, now: Date): FileSigner {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const base = `${apiBase.replace(/\/+$/, '')}/api/v2/release/file`;
  return {
    urlOf(file, purpose) {
      const exp = (Math.floor((nowSeconds + FILE_URL_SECONDS) / EXPIRY_STEP_SECONDS) + 1) * EXPIRY_STEP_SECONDS;
      const sig = mac(key, file, purpose, exp).toString('base64url');
      const path = `${base}/${encodeURIComponent(file.id)}${purpose === 'thumbnail' ? '/thumbnail' : ''}`;
      return `${path}?company=${file.companyId}&exp=${exp}&sig=${sig}`;
    },
    secondsLeft(file, purpose, signature) {
      if (!DIGITS.test(signature.company ?? '') || !DIGITS.test(signature.exp ?? '')) return null;
      const companyId = Number(signature.company);
      const exp = Number(signature.exp);
      const seconds = exp - nowSeconds;
      if (seconds <= 0 || seconds > FILE_URL_SECONDS + EXPIRY_STEP_SECONDS) return null;
      const given = Buffer.from(signature.sig ?? '', 'base64url');
      const expected = mac(key, { id: file.id, companyId }, purpose, exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { companyId, seconds };
    },
  };
}

/**
 * File links on the database's shared key (table `server_secrets`, made on first use), so every
 * instance behind a load balancer signs and checks alike; `now` is the clock.
 */
export function createFileLinks(options: { db: Db; apiBase: string; now: () => Date }): FileLinks {
  let key: Promise<Buffer> | undefined;
  const loadKey = async () => {
    const text = await serverSecret(options.db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
    return Buffer.from(text, 'base64url');
  };
  return {
    async signer() {
      key ??= loadKey().catch((error: unknown) => {
        // A database that was briefly away is asked again next time.
        key = undefined;
        throw error;
      });
      return fileSigner(await key, options.apiBase, options.now());
    },
  };
}
