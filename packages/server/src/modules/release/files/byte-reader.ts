/** Bytes to inspect: a prefix already in memory, or a stream of chunks (a file or upload stream). */
export type ByteSource = Uint8Array | AsyncIterable<Uint8Array>;

const EMPTY = new Uint8Array(0);

/**
 * Reads a byte source front to back in exact-sized pieces, pulling chunks only as needed, so a
 * header parser can stop early without the rest of a large file ever being read.
 */
export class ByteReader {
  private pending: Uint8Array = EMPTY;
  private done = false;
  private readonly iterator: AsyncIterator<Uint8Array> | undefined;
  /** Bytes consumed so far, i.e. the offset of the next byte read. */
  position = 0;

  constructor(source: ByteSource) {
    if (source instanceof Uint8Array) {
      this.pending = source;
      this.done = true;
    } else {
      this.iterator = source[Symbol.asyncIterator]();
    }
  }

  /** Pulls one more chunk into `pending`; false when the source has ended. */
  private async pull(): Promise<boolean> {
    if (this.done || this.iterator === undefined) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.pending = this.pending.length === 0 ? next.value : concat(this.pending, next.value);
    return true;
  }

  /** Exactly `length` bytes, or null when the source ends first (nothing is consumed then). */
  async read(length: number): Promise<Uint8Array | null> {
    while (this.pending.length < length) {
      if (!(await this.pull())) return null;
    }
    const bytes = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    this.position += length;
    return bytes;
  }

  /** Up to `length` bytes: fewer only when the source ends first. */
  async readUpTo(length: number): Promise<Uint8Array> {
    while (this.pending.length < length) {
      if (!(await this.pull())) break;
    }
    const bytes = this.pending.subarray(0, Math.min(length, this.pending.length));
    this.pending = this.pending.subarray(bytes.length);
    this.position += bytes.length;
    return bytes;
  }

  /** Skips `length` bytes without keeping them; false when the source ends first. */
  async skip(length: number): Promise<boolean> {
    let remaining = length;
    for (;;) {
      const step = Math.min(remaining, this.pending.length);
      this.pending = this.pending.subarray(step);
      this.position += step;
      remaining -= step;
      if (remaining === 0) return true;
      if (!(await this.pull())) return false;
    }
  }

  /** Stops reading the source, so a stream is released without being drained. */
  async close(): Promise<void> {
    this.done = true;
    this.pending = EMPTY;
    await this.iterator?.return?.();
  }
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first, 0);
  joined.set(second, first.length);
  return joined;
}

/** Four bytes as ASCII text, for chunk and box identifiers. */
export function fourCc(bytes: Uint8Array, offset = 0): string {
  return String.fromCharCode(
    bytes[offset] ?? 0,
    bytes[offset + 1] ?? 0,
    bytes[offset + 2] ?? 0,
    bytes[offset + 3] ?? 0,
  );
}

/** A little-endian DataView over exactly these bytes. */
export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
