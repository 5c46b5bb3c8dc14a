import type { ReportFileFormat, ReportMetric, ReportTable } from '@irama/contracts';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../../components/list-page/list-pagination.tsx';
import { ReportDownload } from '../../../components/report-download.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { downloadReportTable, type ReportTableSelection, useReportTableQuery } from '../api/get-report-table.ts';

/** Rows per page of every report table. */
export const REPORT_PAGE_SIZE = 20;

type TableOf<M extends ReportMetric> = Extract<ReportTable, { metric: M }>;

interface ReportTablePanelProps<M extends ReportMetric> {
  selection: ReportTableSelection & { metric: M };
  page: number;
  onPageChange: (page: number) => void;
  /** Left of the download menu: the filter chip of the table, say. */
  toolbar?: ReactNode;
  empty: { title: string; description: string };
  children: (table: TableOf<M>) => ReactNode;
}

/**
 * One report table: its download menu (the whole table, same filters), then a skeleton while it loads, the
 * reason it failed, an empty state, or the page of rows and the pagination under it.
 */
export function ReportTablePanel<M extends ReportMetric>({
  selection,
  page,
  onPageChange,
  toolbar,
  empty,
  children,
}: ReportTablePanelProps<M>) {
  const query = useReportTableQuery({ ...selection, page, limit: REPORT_PAGE_SIZE });
  // The placeholder of the hook is never another metric's table, so the narrowing holds.
  const table = query.data?.metric === selection.metric ? (query.data as TableOf<M>) : undefined;
  let body: ReactNode;
  if (table) {
    body =
      table.results.length === 0 ? (
        <ListEmpty title={empty.title} description={empty.description} descriptionMaw={480} />
      ) : (
        <>
          {children(table)}
          <ListPagination page={page} limit={REPORT_PAGE_SIZE} total={table.total} onChange={onPageChange} />
        </>
      );
  } else body = query.error ? <ErrorAlert error={query.error} /> : <TableSkeleton />;

  return (
    <Stack gap="md">
      <Group justify={toolbar ? 'space-between' : 'flex-end'} gap="sm">
        {toolbar}
        <ReportDownload
          onDownload={(format: ReportFileFormat) => downloadReportTable({ ...selection, format })}
          isDisabled={!table || table.total === 0}
        />
      </Group>
      {body}
    </Stack>
  );
}
