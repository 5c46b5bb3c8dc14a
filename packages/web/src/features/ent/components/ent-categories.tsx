import { ENT_CATEGORIES, type EntReport } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../../components/grid-list.tsx';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatIdr } from '../../../lib/money.ts';

/** The month's total, then what each category earned; a category with nothing shows zero. */
export function EntCategories({ report }: { report: EntReport }) {
  const { t, i18n } = useTranslation();
  const amountOf = (category: string) =>
    report.by_category.find((entry) => entry.category === category)?.amount_idr ?? 0;
  const tiles = [
    { key: 'total', label: t('ent.total'), value: report.amount_idr, isTotal: true },
    ...ENT_CATEGORIES.map((category) => ({
      key: category,
      label: t(`ent.categories.${category}`),
      value: amountOf(category),
      isTotal: false,
    })),
  ];
  return (
    <GridList cols={{ base: 2, sm: 3 }} spacing="sm" aria-label={t('ent.byCategory')}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <StatTile label={tile.label} value={formatIdr(tile.value, i18n.language)} isHighlighted={tile.isTotal} />
        </li>
      ))}
    </GridList>
  );
}
