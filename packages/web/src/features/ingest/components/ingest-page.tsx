import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompaniesQuery } from '../api/get-companies.ts';
import { RunPanel } from './run-panel.tsx';
import { RunsCard } from './runs-card.tsx';
import { UploadCard } from './upload-card.tsx';

/** /ops/ingest (staff): report files from upload to published balances. */
export default function IngestPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const companies = useCompaniesQuery();
  return (
    <Stack gap="lg" maw={1200} w="100%" mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('ingest.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('ingest.description')}
        </Text>
      </div>
      <UploadCard
        onShowRun={(run) => {
          setPage(1);
          setSelectedId(run.id);
        }}
      />
      <RunsCard page={page} selectedId={selectedId} onPageChange={setPage} onSelect={setSelectedId} />
      {selectedId !== null && <RunPanel key={selectedId} runId={selectedId} companies={companies.data ?? []} />}
    </Stack>
  );
}
