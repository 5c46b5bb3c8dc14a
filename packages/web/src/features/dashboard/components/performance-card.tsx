import type { Performance, PeriodFigure, RangeFigure } from '@irama/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/ideas/empty-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatBps, formatCount } from '../../../lib/format-number.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { changeBpsOf } from '../lib/change.ts';

type Tile = { key: keyof Performance; figure: PeriodFigure | RangeFigure; isMoney: boolean };

function Change({ value, previous }: { value: number; previous: number }) {
  const { i18n } = useTranslation();
  const bps = changeBpsOf(value, previous);
  if (bps === null) return null;
  return (
    <Text span size="xs" fw={600} c={bps > 0 ? 'teal.9' : bps < 0 ? 'red.9' : 'dimmed'}>
      {formatBps(bps, i18n.language, true)}
    </Text>
  );
}

/** This month against the last: YouTube revenue and views, DSP revenue and streams, as far as the company has them. */
export function PerformanceCard({ performance }: { performance: Performance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tiles = (
    [
      { key: 'youtube_revenue', figure: performance.youtube_revenue, isMoney: true },
      { key: 'youtube_views', figure: performance.youtube_views, isMoney: false },
      { key: 'dsp_revenue', figure: performance.dsp_revenue, isMoney: true },
      { key: 'dsp_streams', figure: performance.dsp_streams, isMoney: false },
    ] as const
  ).filter((tile): tile is Tile & typeof tile => tile.figure !== null);

  const noteOf = (figure: PeriodFigure | RangeFigure) =>
    'range' in figure
      ? t('dashboard.performance.rangeNote', {
          from: formatDate(figure.range.from, language),
          to: formatDate(figure.range.to, language),
        })
      : figure.previous_period
        ? t('dashboard.performance.periodNote', {
            period: formatPeriod(figure.period, language, 'short'),
            previous: formatPeriod(figure.previous_period, language, 'short'),
          })
        : formatPeriod(figure.period, language);

  return (
    <SectionCard title={t('dashboard.performance.title')} description={t('dashboard.performance.description')}>
      {tiles.length === 0 ? (
        <EmptyNote text={t('dashboard.performance.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {tiles.map(({ key, figure, isMoney }) => (
            <StatTile
              key={key}
              label={t(`dashboard.performance.${key}`)}
              value={
                <>
                  {isMoney ? formatIdr(figure.value, language) : formatCount(figure.value, language)}{' '}
                  <Change value={figure.value} previous={figure.previous_value} />
                </>
              }
              note={noteOf(figure)}
            />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
