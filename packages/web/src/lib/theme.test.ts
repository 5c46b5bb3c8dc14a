import { type BrandColors, GROUP_COLORS } from '@irama/contracts';
import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio, paletteFrom, readableColorVariables, readableShade } from './theme.ts';

describe('branding theme', () => {
  it('builds ten shades with the brand colour itself as shade 6', () => {
    const palette = paletteFrom('#1d4ed8', '#0b1f5c');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#1d4ed8');
  });

  it.each(Object.entries(GROUP_COLORS))('gives white text AA contrast on the %s primary colour', (_group, colors) => {
    const theme = buildTheme(colors);
    const palette = paletteFrom(colors.main, colors.dark);
    const shade = readableShade(palette);
    expect(theme.primaryShade).toBe(shade);
    expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('readable colours', () => {
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map((rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`);
  const palettes = (colors: BrandColors) => ({
    ...DEFAULT_THEME.colors,
    brand: paletteFrom(colors.main, colors.dark),
    accent: paletteFrom(colors.accent, colors.dark),
  });

  /** Every colour's text and fills against what they are drawn on. */
  function expectReadable(colors: Record<string, MantineColorsTuple>) {
    const variables = readableColorVariables(colors);
    for (const [name, palette] of Object.entries(colors)) {
      const light = variables[`--mantine-color-${name}-light-color`] ?? '';
      for (const background of [palette[1], palette[2], '#ffffff']) {
        expect(contrastRatio(light, background), `${name} light on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const part of ['text', 'outline', 'filled']) {
        const color = variables[`--mantine-color-${name}-${part}`] ?? '';
        expect(contrastRatio(color, '#ffffff'), `${name} ${part}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    return variables;
  }

  it('makes every Mantine colour and every group’s brand read at AA, light badges and filled ones alike', () => {
    for (const colors of Object.values(GROUP_COLORS)) expectReadable(palettes(colors));
    // The two badges that fell short on /ops/ingest: yellow on pale yellow (2.7:1), green on pale green (3.8:1).
    expect(contrastRatio(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeLessThan(4.5);
    expect(contrastRatio(DEFAULT_THEME.colors.green[9], DEFAULT_THEME.colors.green[1])).toBeLessThan(4.5);
  });

  it('keeps a palette’s own shade wherever one reads, and the primary fill where white text reads on it', () => {
    const variables = expectReadable(palettes(GROUP_COLORS.music));
    expect(variables['--mantine-color-pink-light-color']).toBe(DEFAULT_THEME.colors.pink[9]);
    const brand = paletteFrom(GROUP_COLORS.music.main, GROUP_COLORS.music.dark);
    expect(variables['--mantine-color-brand-filled']).toBe(brand[readableShade(brand)]);
  });

  it('finds readable colours for any white-label brand', () => {
    fc.assert(
      fc.property(hex, hex, hex, (main, accent, dark) => {
        expectReadable({ brand: paletteFrom(main, dark), accent: paletteFrom(accent, dark) });
      }),
    );
  });
});

describe('clear buttons', () => {
  it('names the clear button of every clearable input in the reader’s language', () => {
    const theme = buildTheme(GROUP_COLORS.music, { clear: 'Kosongkan' });
    for (const input of ['Autocomplete', 'FileInput', 'MultiSelect', 'Select', 'TagsInput']) {
      expect(theme.components?.[input]?.defaultProps, input).toEqual({
        clearButtonProps: { 'aria-label': 'Kosongkan' },
      });
    }
  });
});
