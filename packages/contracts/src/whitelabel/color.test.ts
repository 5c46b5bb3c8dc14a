import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color.ts';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#c62828', '#c62828')).toBe(1);
  });

  it('matches a known WCAG value (white on #767676 is about 4.54)', () => {
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('always lies between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio >= 1 && ratio <= 21 + 1e-9;
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(fc.property(hexColor, hexColor, (a, b) => contrastRatio(a, b) === contrastRatio(b, a)));
  });

  it('is never higher against a colour than black or white would be', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const best = Math.max(contrastRatio(a, '#000000'), contrastRatio(a, '#ffffff'));
        return contrastRatio(a, b) <= best + 1e-9;
      }),
    );
  });

  it('keeps luminance within 0 and 1', () => {
    fc.assert(fc.property(hexColor, (a) => relativeLuminance(a) >= 0 && relativeLuminance(a) <= 1 + 1e-12));
  });

  it('rejects text that is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});
