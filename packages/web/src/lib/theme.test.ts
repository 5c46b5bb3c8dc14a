import { GROUP_COLORS } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio, paletteFrom, readableShade } from './theme.ts';

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
