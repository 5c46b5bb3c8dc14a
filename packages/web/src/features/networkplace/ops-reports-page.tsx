import { REPORT_STATUSES } from '@irama/contracts';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { useOpsReportsQuery } from './api/get-ops-reports.ts';
import { ReportCard } from './components/report-card.tsx';

const PAGE_SIZE = 20;

/** /ops/networkplace (staff): reports of profiles and messages; hide or restore a profile, close a conversation, dismiss. */
export default function OpsReportsPage() {
  const { t } = useTranslation();
  const params = useListParams(REPORT_STATUSES, 'open');
  const status = params.status ?? 'open';
  const reports = useOpsReportsQuery({ status, page: params.page, limit: PAGE_SIZE });

  return (
    <ListPage title={t('networkplace.ops.title')} subtitle={t('networkplace.ops.subtitle')} maw={1000}>
      <SegmentedControl
        aria-label={t('networkplace.ops.status')}
        value={status}
        onChange={(value) => params.setStatus(value === 'resolved' ? 'resolved' : 'open')}
        data={REPORT_STATUSES.map((value) => ({ value, label: t(`networkplace.ops.statuses.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Stack gap="sm" aria-busy={reports.isFetching}>
        <ListResults
          query={reports}
          params={params}
          limit={PAGE_SIZE}
          empty={
            <ListEmpty
              title={t(`networkplace.ops.empty.${status}.title`)}
              description={t(`networkplace.ops.empty.${status}.description`)}
            />
          }
        >
          {(results) => results.map((report) => <ReportCard key={report.id} report={report} />)}
        </ListResults>
      </Stack>
    </ListPage>
  );
}
