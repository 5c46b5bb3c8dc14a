import { Alert, Button, FileInput, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useImportConflictsMutation } from '../api/import-conflicts.ts';

const LINE_KEY = /^line:(\d+)$/;

/** The bad lines of a refused file, by line number, each with its message key. */
function badLinesOf(error: unknown): { line: number; key: string }[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .map(([field, key]) => ({ line: Number(LINE_KEY.exec(field)?.[1] ?? Number.NaN), key }))
    .filter((entry) => Number.isFinite(entry.line))
    .sort((a, b) => a.line - b.line);
}

/** Staff upload a conflicts CSV (YouTube's asset-conflict report) and see what it opened, updated and skipped. */
export function ConflictImportCard() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useImportConflictsMutation(setProgress);
  const number = new Intl.NumberFormat(i18n.language);
  const badLines = badLinesOf(upload.error);
  const result = upload.data;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setProgress(0);
    upload.mutate(file);
  }

  return (
    <SectionCard title={t('catalogs.ops.import.title')} description={t('catalogs.ops.import.description')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('catalogs.ops.import.columns')}
          </Text>
          <Group align="flex-end" gap="sm">
            <FileInput
              label={t('catalogs.ops.import.file')}
              leftSection={<IconFileUpload size={16} />}
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={setFile}
              disabled={upload.isPending}
              w={{ base: '100%', xs: 360 }}
            />
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('catalogs.ops.import.submit')}
            </Button>
          </Group>
          {upload.isPending && (
            <Stack gap={4}>
              <Progress value={progress} aria-label={t('catalogs.ops.import.progressLabel')} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {progress < 100
                  ? t('catalogs.ops.import.sending', { percent: progress })
                  : t('catalogs.ops.import.processing')}
              </Text>
            </Stack>
          )}
          {upload.isError &&
            (badLines.length > 0 ? (
              <Alert color="red" variant="light" role="alert" title={t('catalogs.ops.import.invalidTitle')}>
                <Text size="sm" mb={4}>
                  {t('catalogs.ops.import.invalid')}
                </Text>
                <List size="sm" spacing={2}>
                  {badLines.map((bad) => (
                    <List.Item key={bad.line}>
                      {t('catalogs.ops.import.line', { line: bad.line })}: {t(bad.key)}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              <ErrorAlert error={upload.error} />
            ))}
          {result && !upload.isPending && (
            <Alert color="green" variant="light" role="status" title={t('catalogs.ops.import.doneTitle')}>
              <Text size="sm">
                {t('catalogs.ops.import.done', {
                  lines: number.format(result.lines),
                  opened: number.format(result.opened),
                  updated: number.format(result.updated),
                  skipped: number.format(result.skipped.length),
                })}
              </Text>
              {result.skipped.length > 0 && (
                <List size="sm" spacing={2} mt={4}>
                  {result.skipped.map((skip) => (
                    <List.Item key={skip.line}>
                      {t('catalogs.ops.import.line', { line: skip.line })} ({skip.asset_id}):{' '}
                      {t(`catalogs.ops.import.skipped.${skip.reason}`, { defaultValue: skip.reason })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
