/** What PostgreSQL's COPY text format escapes in a field. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = new RegExp(COPY_SPECIAL.source, 'g');
const COPY_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_UNESCAPES: Readonly<Record<string, string>> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };
/** How COPY's text format writes SQL null. */
const COPY_NULL = '\\N';

/** A text field as COPY's text format takes it: null as \\N, and backslash, tab and line breaks escaped. */
export function copyField(text: string | null): string {
  if (text === null) return COPY_NULL;
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (ch) => COPY_ESCAPES[ch] ?? ch) : text;
}

/** The text `copyField` wrote, or null for \\N. */
export function copyFieldText(field: string): string | null {
  if (field === COPY_NULL) return null;
  return field.includes('\\') ? field.replace(/\\(.)/g, (_, ch: string) => COPY_UNESCAPES[ch] ?? ch) : field;
}

const FIRST_BUFFER_BYTES = 1 << 20;
/** The most bytes a safe integer takes in decimal: a sign and 16 digits. */
const INTEGER_BYTES = 17;
const TAB = 0x09;
const LINE_BREAK = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BACKSLASH = 0x5c;
/** With the backslash before it, how COPY writes SQL null. */
const CAPITAL_N = 0x4e;
const MINUS = 0x2d;
const MAX_INT32 = 2 ** 31 - 1;
const ZERO = 0x30;
/** The first code unit past ASCII: text with none of those is its own UTF-8. */
const FIRST_NON_ASCII = 0x80;

/**
 * COPY text built up in two growing buffers that take turns, a line or a field at a time. Fields are
 * written as bytes, so a fact's line makes no string at all: encoding a million facts through a
 * string per line took about half a second of the main thread and most of the garbage collector's
 * work, and a copy of each block taken kept a ten-million-row run's peak 9 MiB higher.
 */
export class CopyText {
  private bytes = Buffer.allocUnsafe(0);
  private spare = Buffer.allocUnsafe(0);
  private length = 0;

  /** Appends one line, its fields already joined by tabs and escaped (`copyField`), and a line break. */
  writeLine(line: string): void {
    this.writeRaw(line, true);
  }

  /** Appends a safe integer in decimal, then a tab, or a line break when it ends the line. */
  writeInteger(value: number, isLast = false): void {
    // The digit loops below assume one: anything else would come out as wrong digits, not an error.
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer`);
    this.reserve(INTEGER_BYTES + 1);
    const bytes = this.bytes;
    let at = this.length;
    let rest = value;
    if (rest < 0) {
      bytes[at++] = MINUS;
      rest = -rest;
    }
    const first = at;
    // Digits in doubles while the value passes 32-bit integers, then in the integer arithmetic most
    // report figures fit, which is several times faster.
    while (rest > MAX_INT32) {
      const digit = rest % 10;
      bytes[at++] = ZERO + digit;
      rest = (rest - digit) / 10;
    }
    let small = rest | 0;
    do {
      const tenth = (small / 10) | 0;
      bytes[at++] = ZERO + small - tenth * 10;
      small = tenth;
    } while (small > 0);
    // The digits came lowest first.
    for (let i = first, j = at - 1; i < j; i += 1, j -= 1) {
      const digit = bytes[i] as number;
      bytes[i] = bytes[j] as number;
      bytes[j] = digit;
    }
    bytes[at++] = isLast ? LINE_BREAK : TAB;
    this.length = at;
  }

  /** Appends a text field as `copyField` writes it (null as \N), then a tab, or a line break when it ends the line. */
  writeText(text: string | null, isLast = false): void {
    this.reserve((text ?? COPY_NULL).length * 3 + 1);
    const bytes = this.bytes;
    let at = this.length;
    if (text === null) {
      bytes[at++] = BACKSLASH;
      bytes[at++] = CAPITAL_N;
      bytes[at++] = isLast ? LINE_BREAK : TAB;
      this.length = at;
      return;
    }
    // Report text is nearly always plain ASCII, copied a code unit at a time; anything else takes the long way.
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      const isPlain =
        unit < FIRST_NON_ASCII && unit !== TAB && unit !== LINE_BREAK && unit !== CARRIAGE_RETURN && unit !== BACKSLASH;
      if (!isPlain) {
        at = this.length + bytes.write(copyField(text), this.length, 'utf8');
        break;
      }
      bytes[at++] = unit;
    }
    bytes[at++] = isLast ? LINE_BREAK : TAB;
    this.length = at;
  }

  /**
   * The text so far, as UTF-8 bytes; the builder starts over in its other buffer. The bytes stay as
   * they are until lines are written after the next `take`, so the statement sending them must be
   * done by then.
   */
  take(): Buffer {
    const text = this.bytes.subarray(0, this.length);
    [this.bytes, this.spare] = [this.spare, this.bytes];
    this.length = 0;
    return text;
  }

  /** Appends text that needs no escaping, then a tab, or a line break when it ends the line. */
  private writeRaw(text: string, isLast: boolean): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit, plus the separator.
    this.reserve(text.length * 3 + 1);
    this.length += this.bytes.write(text, this.length, 'utf8');
    this.bytes[this.length++] = isLast ? LINE_BREAK : TAB;
  }

  /** Makes room for `count` more bytes. */
  private reserve(count: number): void {
    const needed = this.length + count;
    if (needed <= this.bytes.length) return;
    const larger = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2, FIRST_BUFFER_BYTES));
    this.bytes.copy(larger, 0, 0, this.length);
    this.bytes = larger;
  }
}
