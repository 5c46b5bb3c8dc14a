import { ENT_CATEGORIES, type EntReport } from '@irama/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="list" aria-label={t('ent.byCategory')}>
      {tiles.map((tile) => (
        <Paper
          key={tile.key}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          bg={tile.isTotal ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Text size="xs" c="dimmed">
            {tile.label}
          </Text>
          <Text fw={700} fz="lg">
            {formatIdr(tile.value, i18n.language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
