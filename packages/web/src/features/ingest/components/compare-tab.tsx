import type { Amounts, CompanySummary, RunDetail } from '@irama/contracts';
import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyOf, formatIdr, formatMicros } from '../../../lib/money.ts';
import { PublishPanel } from './publish-panel.tsx';

interface CompareTabProps {
  detail: RunDetail;
  companies: ReadonlyMap<number, CompanySummary>;
}

/** The run's totals per company (plus rows set aside) against the file's own totals, then publishing. */
export function CompareTab({ detail, companies }: CompareTabProps) {
  const { t, i18n } = useTranslation();
  const { run, totals } = detail;
  const currency = currencyOf(run.source);
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const micros = (amount: number) => formatMicros(amount, currency, i18n.language);
  const count = new Intl.NumberFormat(i18n.language);
  const amountCells = (amounts: Amounts) => (
    <>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {micros(amounts.gross_micros)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {idr(amounts.gross_idr)}
      </Table.Td>
    </>
  );
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ingest.compare.company')}</Table.Th>
              <Table.Th ta="right">{t('ingest.compare.rows')}</Table.Th>
              <Table.Th ta="right">
                {t('ingest.compare.grossFile', { currency: currency ?? t('ingest.compare.fileCurrency') })}
              </Table.Th>
              <Table.Th ta="right">{t('ingest.compare.grossIdr')}</Table.Th>
              <Table.Th ta="right">{t('ingest.compare.nettIdr')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.companies.map((company) => (
              <Table.Tr key={company.company_id}>
                <Table.Td>{companies.get(company.company_id)?.company ?? `#${company.company_id}`}</Table.Td>
                <Table.Td ta="right">{count.format(company.rows)}</Table.Td>
                {amountCells(company)}
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {idr(company.nett_idr)}
                </Table.Td>
              </Table.Tr>
            ))}
            {detail.unmatched.map((group) => (
              <Table.Tr key={group.status}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {t(`ingest.compare.unmatched.${group.status}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{count.format(group.rows)}</Table.Td>
                {amountCells(group)}
                <Table.Td />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Td>{t('ingest.compare.attributed')}</Table.Td>
              <Table.Td />
              {amountCells(totals.attributed)}
              <Table.Td />
            </Table.Tr>
            <Table.Tr fw={600}>
              <Table.Td>{t('ingest.compare.file')}</Table.Td>
              <Table.Td ta="right">{count.format(run.total_rows)}</Table.Td>
              {amountCells(totals.file)}
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" mt="sm">
        <Badge color={totals.is_balanced ? 'green' : 'orange'} variant="light">
          {totals.is_balanced ? t('ingest.compare.balanced') : t('ingest.compare.unbalanced')}
        </Badge>
        {run.file_total_micros !== null && (
          <Text size="sm" c="dimmed">
            {t('ingest.compare.declared', { amount: micros(run.file_total_micros) })}
          </Text>
        )}
      </Group>
      {detail.companies.length === 0 && detail.unmatched.length === 0 && (
        <Alert variant="light" color="gray" mt="sm">
          {t('ingest.compare.empty')}
        </Alert>
      )}
      <PublishPanel detail={detail} />
    </>
  );
}
