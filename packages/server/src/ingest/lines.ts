import { IngestError } from './errors.ts';

/** Anything a parser can read from: a Node Readable, a web stream's async iterator, or an in-memory list. */
export type ByteSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** One physical line without its terminator; `line` is 1-based. */
export interface Line {
  line: number;
  text: string;
}

/**
 * Reads UTF-8 lines from a byte stream in bounded memory: strips a leading BOM, accepts `\n` and
 * `\r\n`, and rejects bytes that are not UTF-8 instead of replacing them silently.
 */
export async function* readLines(source: ByteSource, file?: string): AsyncGenerator<Line> {
  for await (const batch of readLineBatches(source, file)) yield* batch;
}

/** Like `readLines`, one array per input chunk: an await per chunk instead of per line is most of the speed. */
export async function* readLineBatches(source: ByteSource, file?: string): AsyncGenerator<Line[]> {
  // fatal: a Latin-1 file must fail loudly rather than turn "Rp" names into U+FFFD; ignoreBOM false strips the BOM.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry = '';
  let line = 0;
  const decode = (chunk: Uint8Array | string | undefined): string => {
    if (typeof chunk === 'string') return chunk;
    try {
      return decoder.decode(chunk, { stream: chunk !== undefined });
    } catch {
      throw new IngestError('invalid_utf8', line + 1, 'the file is not valid UTF-8', file);
    }
  };
  let first = true;
  for await (const chunk of source) {
    let text = carry + decode(chunk);
    if (first && typeof chunk === 'string' && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    first = false;
    let start = 0;
    const batch: Line[] = [];
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      line += 1;
      batch.push({ line, text: text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end) });
      start = end + 1;
    }
    carry = text.slice(start);
    if (batch.length > 0) yield batch;
  }
  carry += decode(undefined);
  if (carry !== '') {
    line += 1;
    yield [{ line, text: carry.endsWith('\r') ? carry.slice(0, -1) : carry }];
  }
}

/** One delimited record; `line` is where it starts (a quoted field may continue over later lines). */
export interface DelimitedRecord {
  line: number;
  fields: string[];
}

/** How to tokenize: `quote: false` for formats such as DDEX DSR where `"` is ordinary text. */
export interface DelimitedOptions {
  delimiter: ',' | '\t' | ';';
  quote?: boolean;
  file?: string;
}

/**
 * Splits lines into RFC 4180 records (quoted fields, doubled quotes, newlines inside quotes); blank
 * lines are accepted only at the end of the input, because a gap in the middle usually means a cut file.
 */
export async function* readDelimited(source: ByteSource, options: DelimitedOptions): AsyncGenerator<DelimitedRecord> {
  for await (const batch of readDelimitedBatches(source, options)) yield* batch;
}

/** Like `readDelimited`, one array of records per input chunk, for parsers that loop synchronously inside a chunk. */
export async function* readDelimitedBatches(
  source: ByteSource,
  options: DelimitedOptions,
): AsyncGenerator<DelimitedRecord[]> {
  const { delimiter, quote = true, file } = options;
  let blankAt = 0;
  let pending: { line: number; text: string } | undefined;
  for await (const lines of readLineBatches(source, file)) {
    const records: DelimitedRecord[] = [];
    for (const { line, text } of lines) {
      if (pending) {
        pending.text += `\n${text}`;
      } else if (text === '') {
        blankAt ||= line;
        continue;
      } else {
        if (blankAt) throw new IngestError('blank_line', blankAt, 'blank line inside the data', file);
        pending = { line, text };
      }
      if (!quote || !pending.text.includes('"')) {
        records.push({ line: pending.line, fields: pending.text.split(delimiter) });
        pending = undefined;
        continue;
      }
      const fields = splitQuoted(pending.text, delimiter, pending.line, file);
      if (fields) {
        records.push({ line: pending.line, fields });
        pending = undefined;
      }
    }
    if (records.length > 0) yield records;
  }
  if (pending) throw new IngestError('unterminated_quote', pending.line, 'a quoted field is never closed', file);
}

/** Tokenizes one (possibly multi-line) record, or returns undefined when a quote is still open. */
function splitQuoted(text: string, delimiter: string, line: number, file?: string): string[] | undefined {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        const close = text.indexOf('"', j);
        if (close === -1) return undefined;
        value += text.slice(j, close);
        if (text[close + 1] === '"') {
          value += '"';
          j = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      if (i < text.length && text[i] !== delimiter) {
        throw new IngestError('invalid_quote', line, `text after a closing quote in field ${fields.length + 1}`, file);
      }
      fields.push(value);
    } else {
      const next = text.indexOf(delimiter, i);
      const value = next === -1 ? text.slice(i) : text.slice(i, next);
      if (value.includes('"')) {
        throw new IngestError('invalid_quote', line, `a quote inside unquoted field ${fields.length + 1}`, file);
      }
      fields.push(value);
      i = next === -1 ? text.length : next;
    }
    if (i >= text.length) return fields;
    i += 1; // skip the delimiter
    if (i === text.length) {
      fields.push('');
      return fields;
    }
  }
}
