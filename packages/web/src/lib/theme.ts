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
    if (contrastRatio(palette[shade], '#ffffff') >= 4.5) return shade;
  }
  return 9;
}

/** The Mantine theme of a branding: built at run time, so a white-label needs no rebuild. */
export function buildTheme(colors: BrandColors): MantineThemeOverride {
  const brand = paletteFrom(colors.main, colors.dark);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: readableShade(brand),
    colors: { brand, accent: paletteFrom(colors.accent, colors.dark) },
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    other: { menuBackground: colors.menu, hover: colors.hover, dark: colors.dark },
  });
}

/** Exposes the branding's own colours as CSS variables for the shell's stylesheet. */
export function brandVariables(colors: BrandColors): CSSVariablesResolver {
  return () => ({
    variables: {
      '--irama-menu-bg': colors.menu,
      '--irama-hover': colors.hover,
      '--irama-dark': colors.dark,
      '--irama-accent': colors.accent,
      '--irama-main': colors.main,
    },
    // Mantine's dimmed grey (#868e96) reads at 3.3:1 on white; this one passes WCAG AA (about 6:1).
    light: { '--mantine-color-dimmed': '#5c636a' },
    dark: {},
  });
}
