import type { BrandColors } from '@irama/contracts';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => (from[index] ?? 0) + ((to[index] ?? 0) - (from[index] ?? 0)) * amount) as Rgb;
}

function luminance(hex: string): number {
  const channels = toRgb(hex).map((part) => {
    const value = part / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

/** WCAG AA for normal text, the bar `readableShade` sets for the primary colour too. */
const AA = 4.5;
const WHITE = '#ffffff';

/** WCAG contrast ratio of two colours. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Ten shades around a brand colour: 0–5 towards white, 6 the colour itself, 7–9 towards its dark. */
export function paletteFrom(main: string, dark: string): MantineColorsTuple {
  const base = toRgb(main);
  const white: Rgb = [255, 255, 255];
  const deep = toRgb(dark);
  const light = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.3, 0.55, 0.8].map((amount) => toHex(mix(base, deep, amount)));
  return [...light, main, ...darker] as unknown as MantineColorsTuple;
}

/** The first shade from 6 on that carries white text at WCAG AA (4.5:1). */
export function readableShade(palette: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8] as const) {
    if (contrastRatio(palette[shade], '#ffffff') >= AA) return shade;
  }
  return 9;
}

/** Words the theme puts on components for screen readers, in the reader's language. */
export interface ThemeLabels {
  /** The clear button of a clearable input. */
  clear: string;
}

/**
 * The Mantine theme of a branding: built at run time, so a white-label needs no rebuild. Every clearable
 * input's clear button is named here, so none is a button a screen reader cannot name.
 */
export function buildTheme(colors: BrandColors, labels: ThemeLabels = { clear: 'Clear' }): MantineThemeOverride {
  const brand = paletteFrom(colors.main, colors.dark);
  const clearable = { defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: readableShade(brand),
    colors: { brand, accent: paletteFrom(colors.accent, colors.dark) },
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    other: { menuBackground: colors.menu, hover: colors.hover, dark: colors.dark },
    // By name, not `Component.extend`: the theme is in the first paint's chunk, the inputs are not.
    components: {
      Autocomplete: clearable,
      FileInput: clearable,
      MultiSelect: clearable,
      Select: clearable,
      TagsInput: clearable,
    },
  });
}

/**
 * The first shade from `from` to 9 that reads at AA on every background, or shade 9 darkened until
 * it does: the palette's own colour whenever one of its shades is enough.
 */
export function readableOn(palette: MantineColorsTuple, backgrounds: readonly string[], from: number): string {
  const reads = (color: string) => backgrounds.every((background) => contrastRatio(color, background) >= AA);
  for (let shade = from; shade <= 9; shade += 1) {
    const color = palette[shade] ?? palette[9];
    if (reads(color)) return color;
  }
  const deepest = toRgb(palette[9]);
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const color = toHex(mix(deepest, [0, 0, 0], amount));
    if (reads(color)) return color;
  }
  return '#000000';
}

/**
 * Every colour of the theme as text and fills that read at WCAG AA, whatever component uses it: a
 * light badge or alert (its colour on its pale background), outline and subtle text on white, and
 * white text on a filled badge, button or progress bar. Mantine's defaults fall short for half its
 * colours (yellow on pale yellow reads at 2.7:1, white on green at 2.4:1).
 */
export function readableColorVariables(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    const onWhite = readableOn(palette, [WHITE], 6);
    variables[`--mantine-color-${name}-light-color`] = readableOn(palette, [palette[1], palette[2], WHITE], 9);
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-outline`] = onWhite;
    variables[`--mantine-color-${name}-filled`] = onWhite;
    variables[`--mantine-color-${name}-filled-hover`] = toHex(mix(toRgb(onWhite), [0, 0, 0], 0.15));
  }
  return variables;
}

/** Exposes the branding's own colours as CSS variables for the shell's stylesheet, and every colour readable. */
export function brandVariables(colors: BrandColors): CSSVariablesResolver {
  return (theme) => ({
    variables: {
      '--irama-menu-bg': colors.menu,
      '--irama-hover': colors.hover,
      '--irama-dark': colors.dark,
      '--irama-accent': colors.accent,
      '--irama-main': colors.main,
    },
    light: {
      ...readableColorVariables(theme.colors as Record<string, MantineColorsTuple>),
      // Mantine's dimmed grey (#868e96) reads at 3.3:1 on white; this one passes WCAG AA (about 6:1).
      '--mantine-color-dimmed': '#5c636a',
      // Its placeholder grey (#adb5bd) reads at 2.1:1; this one at 4.8:1, still lighter than typed text.
      '--mantine-color-placeholder': '#6b7178',
    },
    dark: {},
  });
}
