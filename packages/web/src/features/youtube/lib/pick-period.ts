import type { YoutubePeriod } from '@irama/contracts';

/** The period the URL asks for when it is one of those offered, else the newest offered; none when none is. */
export function pickPeriod(periods: readonly YoutubePeriod[], requested: string | undefined): string | undefined {
  return periods.find((period) => period.periode === requested)?.periode ?? periods[0]?.periode;
}
