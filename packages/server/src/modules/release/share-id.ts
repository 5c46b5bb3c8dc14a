import { randomBytes } from 'node:crypto';
import { SHARE_ID_LENGTH } from '@irama/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new random share id for a track's public page. */
export function newShareId(): string {
  let id = '';
  while (id.length < SHARE_ID_LENGTH) {
    for (const byte of randomBytes(16)) {
      // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && id.length < SHARE_ID_LENGTH) id += BASE62[byte % 62];
    }
  }
  return id;
}
