import type { SongstatsActivity } from '@irama/contracts';
import type { TFunction } from 'i18next';
import { countryName } from '../../../lib/country-name.ts';
import { formatCount, formatFigure, formatPointDate } from './format.ts';

/** How a source id reads in a sentence: its name from the source list, else the id. */
export type SourceNamer = (source: string | null) => string;

/** An amount with its unit ("100.000 streams", "Rp 1.250.000"), in the reader's language. */
function amount(t: TFunction, activity: SongstatsActivity, value: number | null, language: string): string {
  const metric = activity.metric ?? 'streams';
  return t(`songstats.amount.${metric}`, { value: formatFigure(metric, value ?? 0, language) });
}

/** A jump's figure against its 28-day average, "3,4", one decimal: a ratio to read, not a sum to keep. */
function factor(value: number | null, baseline: number | null, language: string): string {
  if (!value || !baseline) return '–';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value / baseline);
}

/** An activity as a sentence in the reader's language, built from its kind and its numbers. */
export function activitySentence(
  t: TFunction,
  activity: SongstatsActivity,
  language: string,
  sourceName: SourceNamer,
): string {
  const track = activity.track?.title ?? '';
  const source = sourceName(activity.source);
  switch (activity.kind) {
    case 'release_live':
      return t('songstats.activity.release_live', { release: activity.release?.title ?? track });
    case 'milestone':
      return t('songstats.activity.milestone', {
        track,
        amount: amount(t, activity, activity.threshold, language),
        source,
      });
    case 'jump':
      return t('songstats.activity.jump', {
        track,
        source,
        amount: amount(t, activity, activity.value, language),
        day: formatPointDate(activity.date, language, 'short'),
        factor: factor(activity.value, activity.baseline, language),
        baseline: formatCount(activity.baseline ?? 0, language),
      });
    case 'new_top_country':
      return t(activity.track ? 'songstats.activity.new_top_country' : 'songstats.activity.new_top_country_artist', {
        country: countryName(activity.country ?? '', language),
        rank: activity.rank ?? 5,
        track,
        source,
      });
  }
}
