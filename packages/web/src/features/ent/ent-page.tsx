import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../components/download-menu.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../components/list-page/list-pagination.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PeriodSelect } from '../../components/period-select.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { formatIdr } from '../../lib/money.ts';
import { notifyError } from '../../lib/notify.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useEntInfoQuery } from './api/get-ent-info.ts';
import { useDownloadEntReportMutation, useEntReportQuery } from './api/get-ent-report.ts';
import { EntCategories } from './components/ent-categories.tsx';
import { EntItemsTable } from './components/ent-items-table.tsx';

const PAGE_SIZE = 20;

/** /reports/entertainment: an entertainment company's monthly statements, by category and line by line. */
export default function EntPage() {
  const { t, i18n } = useTranslation();
  const info = useEntInfoQuery();
  const params = useListParams([], undefined, ['periode']);
  const periode = params.filters.periode ?? info.data?.latest ?? undefined;
  const report = useEntReportQuery({ periode, page: params.page, limit: PAGE_SIZE }, info.data !== undefined);
  const download = useDownloadEntReportMutation();

  if (!info.data) {
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeader title={t('ent.title')} subtitle={t('ent.subtitle')} />
        <QueryState error={info.error} />
      </Stack>
    );
  }
  const periods = info.data.periods.map((period) => period.periode);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('ent.title')} subtitle={t('ent.subtitle')} />
      <Text size="sm">{t('ent.yearToDate', { amount: formatIdr(info.data.year_to_date_idr, i18n.language) })}</Text>
      {periods.length === 0 ? (
        <ListEmpty title={t('ent.emptyTitle')} description={t('ent.emptyDescription')} />
      ) : (
        <SectionCard title={t('ent.statement')}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <PeriodSelect
              label={t('ent.period')}
              periods={periods}
              value={periode ?? null}
              onChange={(next) => params.setFilter('periode', next)}
            />
            <DownloadMenu
              label={t('ent.export')}
              formatLabels={{ csv: t('ent.formats.csv'), xlsx: t('ent.formats.xlsx') }}
              isLoading={download.isPending}
              isDisabled={report.data?.total === 0}
              onChoose={(format) =>
                download.mutate(
                  { periode, format },
                  { onError: (error) => notifyError(t, t('ent.downloadFailed'), error) },
                )
              }
            />
          </Group>
          {report.data ? (
            <>
              <EntCategories report={report.data} />
              {report.data.results.length > 0 ? (
                <EntItemsTable items={report.data.results} firstIndex={(params.page - 1) * PAGE_SIZE} />
              ) : (
                <ListEmpty title={t('ent.noItemsTitle')} description={t('ent.noItemsDescription')} />
              )}
              <ListPagination
                page={params.page}
                limit={PAGE_SIZE}
                total={report.data.total}
                onChange={params.setPage}
              />
            </>
          ) : (
            <QueryState error={report.error} />
          )}
        </SectionCard>
      )}
    </Stack>
  );
}
