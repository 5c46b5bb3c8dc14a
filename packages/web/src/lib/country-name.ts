/** A country's name in the reader's language from its ISO code; the code itself when the browser has no name. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    // Codes YouTube uses for "unknown" (ZZ) or that are not ISO regions make DisplayNames throw.
    return code;
  }
}
