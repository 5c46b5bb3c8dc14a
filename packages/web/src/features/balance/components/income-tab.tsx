import type { IncomePeriod } from '@irama/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { ReportDownload } from '../../../components/report-download.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { downloadIncome, useIncomeQuery } from '../api/get-income.ts';

const PAGE_SIZE = 12;

/** One store's credits of a period, each with where it came from and whether it corrects an earlier one. */
function IncomeSources({ period }: { period: IncomePeriod }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {period.sources.map((source) => (
        <Group
          key={`${source.store}:${source.via}:${source.is_adjustment}:${source.credited_at}`}
          component="li"
          gap="xs"
          wrap="wrap"
        >
          <Text size="sm" fw={500}>
            {platformName(source.store)}
          </Text>
          <Badge size="xs" variant="outline" color="gray" c="dark.7" tt="none">
            {t(`balance.income.via.${source.via}`)}
          </Badge>
          {source.is_adjustment && (
            <Badge size="xs" variant="light" color="grape" c="dark.7" tt="none">
              {t('balance.income.adjustment')}
            </Badge>
          )}
          <IdrAmount amount={source.amount_idr} />
          {source.paylater_repayment_idr > 0 && (
            // What repaid paylater never reached the balance: shown beside the credit so the two add up.
            <Text size="sm" c="red.9" style={{ whiteSpace: 'nowrap' }}>
              {t('balance.income.paylaterRepayment', {
                amount: formatIdr(source.paylater_repayment_idr, i18n.language),
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDay(source.credited_at, i18n.language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** DSP income per report period, each store's credit listed under it; paged and downloadable. */
export function IncomeTab() {
  const { t, i18n } = useTranslation();
  const params = useListParams([]);
  const income = useIncomeQuery({ page: params.page, limit: PAGE_SIZE });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t('balance.income.description')}
        </Text>
        <ReportDownload onDownload={downloadIncome} isDisabled={income.data?.total === 0} />
      </Group>
      <ListResults
        query={income}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('balance.income.emptyTitle')} description={t('balance.income.emptyDescription')} />}
      >
        {(periods) => (
          <ListTable
            rows={periods}
            rowKey={(period) => period.periode}
            label={t('balance.income.tableLabel')}
            minWidth={720}
            heading={{
              header: t('balance.income.columns.period'),
              cell: (period) => (
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeriod(period.periode, i18n.language)}
                </Text>
              ),
            }}
            columns={[
              { header: t('balance.income.columns.sources'), cell: (period) => <IncomeSources period={period} /> },
            ]}
            trailing={{
              header: t('balance.income.columns.total'),
              cell: (period) => <IdrAmount amount={period.total_idr} />,
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
