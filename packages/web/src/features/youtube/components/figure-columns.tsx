import type { RevenueFigures } from '@irama/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-page/list-table.tsx';
import { MoneyFigure } from '../../../components/money-figure.tsx';
import type { UsdPrecision } from '../../../lib/money.ts';

/**
 * The figure columns every report table ends with: views, gross and shared, then nett as the trailing
 * one; dollars in cents, or to the micro in an asset's detail.
 */
export function figureColumns<R extends RevenueFigures>(
  t: TFunction,
  language: string,
  precision: UsdPrecision = 'cents',
): { columns: ListColumn<R>[]; trailing: ListColumn<R> } {
  const number = new Intl.NumberFormat(language);
  return {
    columns: [
      {
        header: t('youtube.figures.views'),
        cell: (row) => (
          <Text size="sm" ta="end" span display="block">
            {number.format(row.views)}
          </Text>
        ),
      },
      {
        header: t('youtube.figures.gross'),
        cell: (row) => <MoneyFigure micros={row.gross_micros} idr={row.gross_idr} precision={precision} isEnd />,
      },
      {
        header: t('youtube.figures.shared'),
        cell: (row) => <MoneyFigure micros={row.shared_micros} idr={row.shared_idr} precision={precision} isEnd />,
      },
    ],
    trailing: {
      header: t('youtube.figures.nett'),
      cell: (row) => <MoneyFigure micros={row.nett_micros} idr={row.nett_idr} precision={precision} isEnd isStrong />,
    },
  };
}
