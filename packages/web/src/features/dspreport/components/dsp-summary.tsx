import type { DspFigures } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../../components/grid-list.tsx';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatIdr, formatUsd } from '../../../lib/money.ts';

/** The figures of what is on screen: streams, gross and nett rupiah, and nett dollars at the period's rate. */
export function DspSummary({ figures }: { figures: DspFigures | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const number = new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'id-ID');
  return (
    <GridList cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('dspreport.summary.label')}>
      <li>
        <StatTile label={t('dspreport.figures.streams')} value={figures && number.format(figures.streams)} />
      </li>
      <li>
        <StatTile label={t('dspreport.figures.grossIdr')} value={figures && formatIdr(figures.gross_idr, language)} />
      </li>
      <li>
        <StatTile
          label={t('dspreport.figures.nettIdr')}
          value={figures && formatIdr(figures.nett_idr, language)}
          isHighlighted
        />
      </li>
      <li>
        <StatTile label={t('dspreport.figures.nettUsd')} value={figures && formatUsd(figures.nett_micros, language)} />
      </li>
    </GridList>
  );
}
