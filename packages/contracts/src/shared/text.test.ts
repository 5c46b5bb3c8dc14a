import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  normalizeText,
  ONE_LANGUAGE_MESSAGE,
  requiredText,
  requireOneLanguage,
  textIn,
  textRuleBroken,
  userText,
} from './text.ts';

const codePoint = (min: number, max: number) => fc.integer({ min, max }).map((value) => String.fromCharCode(value));
const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((value) => String.fromCodePoint(value));

/** Characters of each refused kind, as they may arrive in a request. */
const refused = {
  control: (isMultiline: boolean) =>
    isMultiline
      ? fc.oneof(codePoint(0x00, 0x08), codePoint(0x0b, 0x0c), codePoint(0x0e, 0x1f), codePoint(0x7f, 0x9f))
      : fc.oneof(codePoint(0x00, 0x1f), codePoint(0x7f, 0x9f)),
  unicode: fc.oneof(
    codePoint(0xd800, 0xdfff),
    codePoint(0xfdd0, 0xfdef),
    fc
      .tuple(fc.integer({ min: 0, max: 16 }), fc.constantFrom(0xfffe, 0xffff))
      .map(([plane, last]) => String.fromCodePoint(plane * 0x10000 + last)),
  ),
  bidi: fc.oneof(codePoint(0x202a, 0x202e), codePoint(0x2066, 0x2069)),
};

// Characters where the rules have edges: composition (e + U+0301, Å and the Ångström sign, Hangul
// jamo), spaces trim takes away, line breaks and tabs, the refused kinds, and any code point at all.
const tricky = fc.constantFrom(
  'e',
  '\u0301',
  'é',
  'A',
  '\u030a',
  '\u212b',
  '\u1100',
  '\u1161',
  '\u11a8',
  ' ',
  '\u00a0',
  '\u3000',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u0000',
  '\u0085',
  '\u202e',
  '\u2067',
  '\ud800',
  '\udc00',
  '\uffff',
  '🎵',
  'ı',
);
const anyCharacter = fc.oneof(
  { weight: 3, arbitrary: tricky },
  { weight: 2, arbitrary: codePoint(0, 0xffff) },
  { weight: 1, arbitrary: astral },
);
const anyText = fc.array(anyCharacter, { maxLength: 24 }).map((parts) => parts.join(''));
const lines = fc.boolean().map((isMultiline) => ({ isMultiline }));
/** Text that breaks no rule, for around a refused character. */
const cleanText = (isMultiline: boolean) =>
  anyText.filter((text) => textRuleBroken(text, { isMultiline }) === undefined);

// What no accepted text may hold, written out here rather than taken from the code under test.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a one-line text refuses
const CONTROL_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a multi-line text refuses
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('userText', () => {
  it('gives back only NFC, trimmed text with no control, bidi or invalid character, which parses to itself', () => {
    fc.assert(
      fc.property(anyText, lines, (text, { isMultiline }) => {
        const schema = userText({ isMultiline });
        const result = schema.safeParse(text);
        if (!result.success) return;
        const accepted = result.data;
        expect(accepted.normalize('NFC')).toBe(accepted);
        expect(accepted.trim()).toBe(accepted);
        expect(accepted).not.toMatch(isMultiline ? CONTROL_IN_LINES : CONTROL_IN_ONE_LINE);
        expect(accepted).not.toMatch(/[\p{Cs}\p{Noncharacter_Code_Point}\u202a-\u202e\u2066-\u2069]/u);
        expect(schema.parse(accepted)).toBe(accepted);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a text exactly when a rule says so, with that rule’s message alone', () => {
    fc.assert(
      fc.property(anyText, lines, (text, { isMultiline }) => {
        const broken = textRuleBroken(text, { isMultiline });
        const normalized = normalizeText(text, { isMultiline });
        const result = userText({ isMultiline, max: 5 }).safeParse(text);
        const messages = result.error?.issues.map((issue) => issue.message);
        if (broken !== undefined) expect(messages).toEqual([broken]);
        else if ([...normalized].length > 5) expect(messages).toEqual(['validation.too_long']);
        else expect(result.data).toBe(normalized);
      }),
      { numRuns: 1000 },
    );
  });

  for (const isMultiline of [false, true]) {
    const kind = isMultiline ? 'multi-line' : 'single-line';
    it(`refuses a ${kind} text holding a control character with validation.text.control_character`, () => {
      fc.assert(
        fc.property(
          cleanText(isMultiline),
          refused.control(isMultiline),
          cleanText(isMultiline),
          (before, bad, after) => {
            const result = userText({ isMultiline }).safeParse(`${before}${bad}${after}`);
            expect(firstMessage(result)).toBe('validation.text.control_character');
          },
        ),
      );
    });

    it(`refuses a ${kind} text holding a lone surrogate or a noncharacter with validation.text.invalid_unicode`, () => {
      fc.assert(
        fc.property(cleanText(isMultiline), refused.unicode, cleanText(isMultiline), (before, bad, after) => {
          const result = userText({ isMultiline }).safeParse(`${before}${bad}${after}`);
          expect(firstMessage(result)).toBe('validation.text.invalid_unicode');
        }),
      );
    });

    it(`refuses a ${kind} text holding a bidirectional control with validation.text.bidi_override`, () => {
      fc.assert(
        fc.property(cleanText(isMultiline), refused.bidi, cleanText(isMultiline), (before, bad, after) => {
          const result = userText({ isMultiline }).safeParse(`${before}${bad}${after}`);
          expect(firstMessage(result)).toBe('validation.text.bidi_override');
        }),
      );
    });
  }

  it('keeps tabs and line breaks inside a multi-line text, as LF, and trims the ends', () => {
    expect(userText({ isMultiline: true }).parse('\r\n Bait 1\tx\r\nBait 2\rBait 3\n\n')).toBe(
      'Bait 1\tx\nBait 2\nBait 3',
    );
  });

  it('refuses a tab or a line break in a single-line text, even at its ends', () => {
    for (const text of ['Judul\t', '\nJudul', 'Ju\r\ndul']) {
      expect(firstMessage(userText().safeParse(text))).toBe('validation.text.control_character');
    }
  });

  it('stores decomposed text composed, and counts its length after that', () => {
    expect(userText({ max: 4 }).parse(' Cafe\u0301 ')).toBe('Caf\u00e9');
    expect(firstMessage(userText({ max: 3 }).safeParse('Cafe\u0301'))).toBe('validation.too_long');
  });

  it('accepts the marks that only hint at direction (LRM, RLM) and emoji', () => {
    expect(userText().parse('\u200fسلام\u200e 🎵')).toBe('\u200fسلام\u200e 🎵');
  });

  it('answers the given message when the value is not a string', () => {
    expect(firstMessage(userText({ typeKey: 'validation.invalid' }).safeParse(42))).toBe('validation.invalid');
  });
});

describe('requiredText', () => {
  it('refuses a text that is blank once trimmed with its required message', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '\u00a0', '\u3000', '\u2003')).map((parts) => parts.join('')),
        (blank) => {
          expect(firstMessage(requiredText(10, { requiredKey: 'x.required' }).safeParse(blank))).toBe('x.required');
        },
      ),
    );
  });

  it('names the refused character rather than a missing value', () => {
    expect(firstMessage(requiredText(10).safeParse('\u0000'))).toBe('validation.text.control_character');
  });
});

describe('staff text in two languages', () => {
  const Body = requireOneLanguage(
    z.object({ title: userText().default(''), title_en: userText().default(''), link: z.string().optional() }),
    [['title', 'title_en']],
  );

  it('takes a text written in either language or both, and refuses one written in neither', () => {
    expect(Body.parse({ title: 'Rilis baru' })).toEqual({ title: 'Rilis baru', title_en: '' });
    expect(Body.parse({ title_en: 'New release' })).toEqual({ title: '', title_en: 'New release' });
    const missing = Body.safeParse({ title: '  ', title_en: '' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', ONE_LANGUAGE_MESSAGE],
    ]);
    // Said beside another field's problem, not after it is fixed.
    const both = Body.safeParse({ link: 4 });
    expect(both.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['link', 'title']);
  });

  it('shows the reader’s language, or the other when theirs is blank, and never blank when one is written', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string());
    fc.assert(
      fc.property(fc.constantFrom('id', 'en', 'en-US'), text, text, (language, indonesian, english) => {
        const shown = textIn(language, indonesian, english);
        const [mine, other] = language === 'id' ? [indonesian, english] : [english, indonesian];
        expect(shown).toBe(mine.trim() ? mine : other);
        if (indonesian.trim() || english.trim()) expect(shown.trim()).not.toBe('');
      }),
    );
  });
});
