import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are kept at rest: a SHA-256 digest, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
