import type { AnalyticsRun, AnalyticsUploadResponse, IngestRun, ReportUploadResponse } from '@irama/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface UploadResultProps {
  result: ReportUploadResponse | AnalyticsUploadResponse;
  onShowRun: (run: IngestRun) => void;
  onShowAnalyticsRun: (run: AnalyticsRun) => void;
}

/** What an upload became: a new run with its row count, or the run that already holds the same file. */
export function UploadResult({ result, onShowRun, onShowAnalyticsRun }: UploadResultProps) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color={result.already_ingested ? 'yellow' : 'green'}
      variant="light"
      role="status"
      icon={result.already_ingested ? <IconCopy size={18} /> : <IconCircleCheck size={18} />}
      title={
        result.already_ingested
          ? t('ingest.upload.alreadyTitle')
          : 'feed' in result.data
            ? t('ingest.upload.analyticsDoneTitle', { id: result.data.id })
            : t('ingest.upload.doneTitle', { id: result.data.id })
      }
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {result.already_ingested
            ? t('ingest.upload.alreadyMessage', { id: result.data.id, file: result.data.file_name })
            : t('ingest.upload.doneMessage', {
                count: result.data.total_rows,
                rows: new Intl.NumberFormat(i18n.language).format(result.data.total_rows),
              })}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => ('feed' in result.data ? onShowAnalyticsRun(result.data) : onShowRun(result.data))}
        >
          {t('ingest.upload.showRun', { id: result.data.id })}
        </Button>
      </Stack>
    </Alert>
  );
}
