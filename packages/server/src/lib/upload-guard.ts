import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { withoutUnsafeCharacters } from '@irama/contracts';

export type UploadGuardOptions = {
  maxBytes: number;
  /** How many leading bytes `checkHead` wants; fewer only for files that are shorter. */
  headBytes: number;
  /** The error past `maxBytes`. */
  tooLarge: () => Error;
  /** Throws when the first bytes show a kind the upload does not take. */
  checkHead: (head: Buffer) => Promise<void>;
};

/**
 * Counts and hashes the bytes as they pass, fails past `maxBytes`, and fails as soon as the
 * first bytes show a kind the upload does not take: a wrong 1 GB file is never written whole.
 */
export class UploadGuard extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;

  constructor(private readonly options: UploadGuardOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      callback(this.options.tooLarge());
    } else if (this.sniffed) {
      this.hash.update(chunk);
      callback(null, chunk);
    } else {
      this.hash.update(chunk);
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < this.options.headBytes) callback(null, chunk);
      else this.checkHead().then(() => callback(null, chunk), callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.sniffed) callback();
    else this.checkHead().then(() => callback(), callback);
  }

  private async checkHead(): Promise<void> {
    this.sniffed = true;
    const head = Buffer.concat(this.head).subarray(0, this.options.headBytes);
    this.head = [];
    await this.options.checkHead(head);
  }
}

/** A display name from the client, stripped of folders, control characters and bidi controls. */
export function cleanFileName(name: string | undefined): string | null {
  // Bidi controls would show a name in another order than it is stored (`cover\u202Egpj.exe`).
  const cleaned = withoutUnsafeCharacters(path.basename(name ?? '')).slice(0, 255);
  return cleaned || null;
}
