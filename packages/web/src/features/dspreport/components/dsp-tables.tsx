import type { DspCountryRow, DspFigures, DspMonth, DspStoreRow, DspTrackRow } from '@irama/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { MoneyFigure } from '../../../components/money-figure.tsx';
import { countryName } from '../../../lib/country-name.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { platformName } from '../../../lib/platform-name.ts';

const MIN_WIDTH = 760;

/**
 * Streams and gross revenue as columns, nett revenue last where a phone's card keeps it in sight; each
 * amount in rupiah with the dollars under it, as on the YouTube report.
 */
function figureColumns<R extends DspFigures>(t: TFunction, language: string) {
  const number = new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'id-ID');
  const columns: ListColumn<R>[] = [
    { header: t('dspreport.figures.streams'), cell: (row) => number.format(row.streams) },
    {
      header: t('dspreport.figures.gross'),
      cell: (row) => <MoneyFigure idr={row.gross_idr} micros={row.gross_micros} />,
    },
  ];
  const trailing: ListColumn<R> = {
    header: t('dspreport.figures.nett'),
    cell: (row) => <MoneyFigure idr={row.nett_idr} micros={row.nett_micros} isStrong />,
  };
  return { columns, trailing };
}

/** Every published period, newest first; a row opens the period. */
export function PeriodTable({ rows, onOpen }: { rows: readonly DspMonth[]; onOpen?: (periode: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.periode}
      label={t('dspreport.tables.periods')}
      minWidth={MIN_WIDTH}
      isScrollFocusable={!onOpen}
      heading={{
        header: t('dspreport.columns.period'),
        cell: (row) => (
          <RowTitle
            title={formatPeriod(row.periode, i18n.language)}
            onOpen={onOpen ? () => onOpen(row.periode) : undefined}
          />
        ),
      }}
      {...figureColumns<DspMonth>(t, i18n.language)}
    />
  );
}

/** A period by platform, largest first; a row opens the platform's songs. */
export function StoreTable({ rows, onOpen }: { rows: readonly DspStoreRow[]; onOpen?: (store: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.store}
      label={t('dspreport.tables.platforms')}
      minWidth={MIN_WIDTH}
      isScrollFocusable={!onOpen}
      heading={{
        header: t('dspreport.columns.platform'),
        cell: (row) => (
          <RowTitle title={platformName(row.store)} onOpen={onOpen ? () => onOpen(row.store) : undefined} />
        ),
      }}
      {...figureColumns<DspStoreRow>(t, i18n.language)}
    />
  );
}

/** A period's songs, largest first; a row opens the song's detail. `isBusy`: an earlier answer, still loading. */
export function TrackTable({
  rows,
  onOpen,
  isBusy,
}: {
  rows: readonly DspTrackRow[];
  onOpen: (isrc: string) => void;
  isBusy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      isBusy={isBusy}
      rowKey={(row) => row.isrc}
      label={t('dspreport.tables.songs')}
      minWidth={MIN_WIDTH}
      heading={{
        header: t('dspreport.columns.song'),
        cell: (row) => (
          <RowTitle
            title={row.title ?? t('dspreport.song.untitled')}
            detail={[row.artist, row.isrc].filter(Boolean).join(' · ')}
            onOpen={() => onOpen(row.isrc)}
          />
        ),
      }}
      {...figureColumns<DspTrackRow>(t, i18n.language)}
    />
  );
}

/** One song's countries, largest first. */
export function CountryTable({ rows }: { rows: readonly DspCountryRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.country}
      label={t('dspreport.tables.countries')}
      minWidth={MIN_WIDTH}
      isScrollFocusable
      heading={{
        header: t('dspreport.columns.country'),
        cell: (row) => <RowTitle title={countryName(row.country, i18n.language)} />,
      }}
      {...figureColumns<DspCountryRow>(t, i18n.language)}
    />
  );
}
