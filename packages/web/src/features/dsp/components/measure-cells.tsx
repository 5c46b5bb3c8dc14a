import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBps, formatCount } from '../lib/format.ts';

interface Measures {
  listeners: number;
  saves: number;
  complete_rate_bps: number | null;
}

/** The headings of the measures a DSP table ends with: listeners, saves, complete rate. */
export function MeasureHeads() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th ta="right">{t('dsp.measures.listeners')}</Table.Th>
      <Table.Th ta="right">{t('dsp.measures.saves')}</Table.Th>
      <Table.Th ta="right">{t('dsp.measures.completeRate')}</Table.Th>
    </>
  );
}

/** A row's listeners, saves and complete rate; a store that reports no complete rate shows a dash. */
export function MeasureCells({ row }: { row: Measures }) {
  const { i18n } = useTranslation();
  return (
    <>
      <Table.Td ta="right">{formatCount(row.listeners, i18n.language)}</Table.Td>
      <Table.Td ta="right">{formatCount(row.saves, i18n.language)}</Table.Td>
      <Table.Td ta="right">
        {row.complete_rate_bps === null ? '–' : formatBps(row.complete_rate_bps, i18n.language)}
      </Table.Td>
    </>
  );
}
