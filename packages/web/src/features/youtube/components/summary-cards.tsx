import type { RevenueFigures } from '@irama/contracts';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyFigure } from '../../../components/money-figure.tsx';

/** One card: its label, the rupiah the dollars were converted to, and the dollars as YouTube paid them. */
function FigureCard({ label, micros, idr }: { label: string; micros: number; idr: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <MoneyFigure idr={idr} micros={micros} label={label} isLarge />
    </Paper>
  );
}

/** The period's gross, nett and shared revenue in rupiah and dollars, and its views. */
export function SummaryCards({ figures }: { figures: RevenueFigures | undefined }) {
  const { t, i18n } = useTranslation();
  if (!figures) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy="true">
        {['gross', 'nett', 'shared', 'views'].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <FigureCard label={t('youtube.figures.gross')} micros={figures.gross_micros} idr={figures.gross_idr} />
      <FigureCard label={t('youtube.figures.nett')} micros={figures.nett_micros} idr={figures.nett_idr} />
      <FigureCard label={t('youtube.figures.shared')} micros={figures.shared_micros} idr={figures.shared_idr} />
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {t('youtube.figures.views')}
        </Text>
        <Text fw={700} size="xl" mt={4}>
          {new Intl.NumberFormat(i18n.language).format(figures.views)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
