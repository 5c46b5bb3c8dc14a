/** Whole numbers in the reader's language. */
export const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);

/** Basis points as a percentage, "12,5%" in Indonesian. */
export const formatBps = (bps: number, language: string, signed = false) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(bps / 10_000);
