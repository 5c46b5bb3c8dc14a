import type { RunStatus } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { IconBuildingStore, IconCurrencyDollar, IconFileUpload, IconTableColumn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { UrlPageTabs } from '../../components/page-tabs.tsx';
import { useCompaniesQuery } from './api/get-companies.ts';
import { AnalyticsRunsCard } from './components/analytics-runs-card.tsx';
import { RatesCard } from './components/rates-card.tsx';
import { RunPanel } from './components/run-panel.tsx';
import { RunsCard } from './components/runs-card.tsx';
import { StoreMappingsCard } from './components/store-mappings-card.tsx';
import { StoreTermsCard } from './components/store-terms-card.tsx';
import { UploadCard } from './components/upload-card.tsx';

/**
 * /ops/ingest (staff): report files from upload to published balances, daily analytics feeds, the
 * store mappings and rates the reports need, and what each store pays for.
 */
export default function IngestPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RunStatus | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [analyticsPage, setAnalyticsPage] = useState(1);
  const [analyticsId, setAnalyticsId] = useState<number | null>(null);
  const companies = useCompaniesQuery();

  const reports = (
    <Stack gap="lg">
      <UploadCard
        onShowRun={(run) => {
          setPage(1);
          setSelectedId(run.id);
        }}
        onShowAnalyticsRun={(run) => {
          setAnalyticsPage(1);
          setAnalyticsId(run.id);
        }}
      />
      <RunsCard
        page={page}
        status={status}
        selectedId={selectedId}
        onPageChange={setPage}
        onStatusChange={(next) => {
          setPage(1);
          setStatus(next);
        }}
        onSelect={setSelectedId}
      />
      {selectedId !== null && <RunPanel key={selectedId} runId={selectedId} companies={companies.data ?? []} />}
      <AnalyticsRunsCard page={analyticsPage} selectedId={analyticsId} onPageChange={setAnalyticsPage} />
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1200} w="100%" mx="auto">
      <PageHeader title={t('ingest.title')} subtitle={t('ingest.description')} subtitleMt={4} />
      <UrlPageTabs
        keepMounted
        tabs={[
          { value: 'reports', icon: IconFileUpload, label: t('ingest.tabs.reports'), panel: reports },
          {
            value: 'mappings',
            icon: IconTableColumn,
            label: t('ingest.tabs.mappings'),
            panel: <StoreMappingsCard />,
          },
          { value: 'stores', icon: IconBuildingStore, label: t('ingest.tabs.stores'), panel: <StoreTermsCard /> },
          { value: 'rates', icon: IconCurrencyDollar, label: t('ingest.tabs.rates'), panel: <RatesCard /> },
        ]}
      />
    </Stack>
  );
}
