import { type BrandColors, type ContrastCheck, checkContrast } from '@irama/contracts';

const HEX = /^#[0-9a-f]{6}$/i;

/** The two pairs the server also reports: white on the main colour, dark text on the menu. */
export interface ContrastPairs {
  white_on_main: ContrastCheck | null;
  dark_on_menu: ContrastCheck | null;
}

/** Contrast of the colours being typed; a pair with an unfinished colour is null. */
export function contrastOf(colors: Partial<BrandColors>): ContrastPairs {
  const check = (text: string | undefined, background: string | undefined) =>
    text && background && HEX.test(text) && HEX.test(background) ? checkContrast(text, background) : null;
  return {
    white_on_main: check('#ffffff', colors.main),
    dark_on_menu: check(colors.dark, colors.menu),
  };
}

/** A colour while it is typed, or the fallback until it is a full `#rrggbb`. */
export function colorOr(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}
