import { z } from 'zod';

// Text hygiene for everything a user types: the characters that break other systems (databases,
// XML, terminals, the next reader's screen) are refused with a field message of their own, and
// what is accepted is stored in one form, so equal-looking text compares equal.

/** The field message of each rule a typed text can break, in the order they are checked. */
export const TEXT_RULE_MESSAGES = {
  control: 'validation.text.control_character',
  unicode: 'validation.text.invalid_unicode',
  bidi: 'validation.text.bidi_override',
} as const;

// C0 and C1 control characters; a multi-line text keeps TAB and LF (CR is turned into LF first).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
const CONTROL_EXCEPT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;
// Lone surrogates cannot be written as UTF-8; noncharacters are not text (and XML cannot carry U+FFFE/U+FFFF).
const INVALID_UNICODE = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
// Embeddings, overrides and isolates make text display in another order than it is stored.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/** Whether a text is one line (names, titles) or may hold line breaks and tabs (lyrics, notes). */
export type TextLines = { isMultiline?: boolean };

/** The message of the first text rule `text` breaks, or undefined when it breaks none. */
export function textRuleBroken(text: string, { isMultiline = false }: TextLines = {}): string | undefined {
  const control = isMultiline ? CONTROL_EXCEPT_TAB_AND_LF : CONTROL;
  const lines = isMultiline ? unifyLineBreaks(text) : text;
  if (control.test(lines)) return TEXT_RULE_MESSAGES.control;
  if (INVALID_UNICODE.test(lines)) return TEXT_RULE_MESSAGES.unicode;
  if (BIDI_CONTROL.test(lines)) return TEXT_RULE_MESSAGES.bidi;
  return undefined;
}

/**
 * `text` without control characters and bidirectional controls: for names that come from
 * elsewhere (an upload's file name), which are cleaned rather than refused.
 */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(/\p{Cc}/gu, '').replace(new RegExp(BIDI_CONTROL.source, 'gu'), '');
}

/** CRLF and lone CR as LF, the one line break a multi-line text keeps. */
function unifyLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The stored form of a clean text: line breaks as LF (multi-line), NFC, trimmed. */
export function normalizeText(text: string, { isMultiline = false }: TextLines = {}): string {
  return (isMultiline ? unifyLineBreaks(text) : text).normalize('NFC').trim();
}

export type TextOptions = TextLines & {
  /** The most characters (code points, as zod counts them) once normalised; no limit when left out. */
  max?: number;
  /** The message when it is longer than `max`. */
  tooLongKey?: string;
  /** The message when the value is not a string at all. */
  typeKey?: string;
};

/**
 * A user-typed text that may be empty: refused when it holds a control character (bar TAB and
 * line breaks in a multi-line text), a lone surrogate or noncharacter, or a bidirectional
 * embedding, override or isolate; otherwise normalised (`normalizeText`) before its length is checked.
 */
export function userText({ isMultiline = false, max, tooLongKey = 'validation.too_long', typeKey }: TextOptions = {}) {
  const text = z
    .string(typeKey)
    .superRefine((value, ctx) => {
      const message = textRuleBroken(value, { isMultiline });
      // Length and format rules say nothing useful about a text that cannot be kept at all.
      if (message) ctx.addIssue({ code: 'custom', message, continue: false });
    })
    .overwrite((value) => normalizeText(value, { isMultiline }));
  return max === undefined ? text : text.max(max, tooLongKey);
}

export type RequiredTextOptions = Omit<TextOptions, 'max'> & { requiredKey?: string };

/** A required user text of at most `max` characters; `requiredKey` when it is missing or blank. */
export function requiredText(
  max: number,
  { requiredKey = 'validation.required', ...options }: RequiredTextOptions = {},
) {
  return userText({ typeKey: requiredKey, ...options, max }).min(1, requiredKey);
}

/** The message when a text staff write in two languages is missing in both. */
export const ONE_LANGUAGE_MESSAGE = 'validation.text.one_language';

/**
 * `schema` (a body with texts in Indonesian and English, as `[indonesian, english]` field pairs) with
 * each pair needing at least one language; the message goes on the Indonesian field, the one shown
 * first. It is checked beside the other fields' rules, so a form hears of every problem at once.
 */
export function requireOneLanguage<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  pairs: readonly (readonly [string, string])[],
): T {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isText = (value: unknown) => value === undefined || typeof value === 'string';
  return pairs.reduce<T>(
    (checked, [indonesian, english]) =>
      checked.refine((body) => filled(body[indonesian]) || filled(body[english]), {
        path: [indonesian],
        message: ONE_LANGUAGE_MESSAGE,
        when: ({ value }) => {
          const body = value as Record<string, unknown> | null;
          return typeof body === 'object' && body !== null && isText(body[indonesian]) && isText(body[english]);
        },
      }) as T,
    schema,
  );
}

/**
 * Staff text in the reader's language, or in the other one when it was not written in theirs: English
 * for `en`, Indonesian (the portal's default) for any other, and whichever is there when one is blank.
 */
export function textIn(language: string, indonesian: string, english: string): string {
  const [mine, other] = language.startsWith('en') ? [english, indonesian] : [indonesian, english];
  return mine.trim() !== '' ? mine : other;
}
