import { formatUsd } from '../../../lib/money.ts';

/** How the analytics screens write their figures, in the reader's language. */
export function analyticsFormats(language: string) {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  return {
    count: (value: number) => whole.format(value),
    signedCount: (value: number) => signed.format(value),
    /** Watch time in hours, one decimal: seconds are what the server counts. */
    hours: (seconds: number) => oneDecimal.format(seconds / 3600),
    /** Estimated revenue to the cent; the server's micros are exact, this is only how they read. */
    usd: (micros: number) => formatUsd(micros, language),
    /** A view's length as m:ss (h:mm:ss past an hour). */
    duration: (seconds: number) => {
      const s = Math.max(0, Math.round(seconds));
      const hours = Math.floor(s / 3600);
      const minutes = Math.floor((s % 3600) / 60);
      const rest = String(s % 60).padStart(2, '0');
      return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
    },
  };
}

export type AnalyticsFormats = ReturnType<typeof analyticsFormats>;
