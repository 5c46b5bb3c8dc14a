import { hash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are kept at rest: a SHA-256 digest, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  // The one-shot hash: every authenticated request hashes its token, and a Hash object costs more.
  return hash('sha256', token, 'hex');
}
