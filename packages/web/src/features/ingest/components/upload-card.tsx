import { zodResolver } from '@hookform/resolvers/zod';
import type { AnalyticsRun, IngestRun } from '@irama/contracts';
import { Alert, Button, FileInput, Group, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { type UploadInput, useUploadMutation } from '../api/upload-report.ts';
import { UPLOAD_TYPES, UploadFormSchema, type UploadFormValues } from '../lib/upload-form.ts';
import { UploadResult } from './upload-result.tsx';

const EMPTY: UploadFormValues = { type: 'youtube', period: '', store: '', file: null };

const isCancelled = (error: unknown) => error instanceof ApiError && error.message === 'aborted';

interface UploadCardProps {
  onShowRun: (run: IngestRun) => void;
  onShowAnalyticsRun: (run: AnalyticsRun) => void;
}

/**
 * Uploads one report or analytics feed with a progress bar; it can be cancelled mid-way and tried again
 * after a failure.
 */
export function UploadCard({ onShowRun, onShowAnalyticsRun }: UploadCardProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const mutation = useUploadMutation(setProgress);
  const controller = useRef<AbortController | null>(null);
  const lastInput = useRef<UploadInput | null>(null);
  const form = useForm<UploadFormValues>({ resolver: zodResolver(UploadFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const type = form.watch('type');

  function send(input: UploadInput) {
    lastInput.current = input;
    controller.current = new AbortController();
    setProgress(0);
    mutation.mutate({ input, signal: controller.current.signal });
  }

  function handleSubmit(values: UploadFormValues) {
    if (!values.file) return;
    if (values.type === 'analytics') {
      send({ file: values.file, type: values.type });
      return;
    }
    send({
      file: values.file,
      type: values.type,
      ...(values.period ? { period: values.period.trim() } : {}),
      ...(values.type === 'store' ? { store: values.store.trim() } : {}),
    });
  }

  const result = mutation.data;
  return (
    <SectionCard title={t('ingest.upload.title')} description={t('ingest.upload.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('ingest.upload.type')}
                  required
                  allowDeselect={false}
                  data={UPLOAD_TYPES.map((source) => ({ value: source, label: t(`ingest.sources.${source}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  disabled={mutation.isPending}
                />
              )}
            />
            {type !== 'analytics' && (
              <TextInput
                label={t('ingest.upload.period')}
                description={t('ingest.upload.periodHint')}
                placeholder="2026-10"
                inputMode="numeric"
                error={message(errors.period?.message)}
                disabled={mutation.isPending}
                {...form.register('period')}
              />
            )}
            {type === 'store' && (
              <TextInput
                label={t('ingest.upload.store')}
                description={t('ingest.upload.storeHint')}
                required
                error={message(errors.store?.message)}
                disabled={mutation.isPending}
                {...form.register('store')}
              />
            )}
          </SimpleGrid>
          {type === 'analytics' && (
            <Text size="sm" c="dimmed">
              {t('ingest.upload.analyticsFields')}
            </Text>
          )}
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileInput
                label={t('ingest.upload.file')}
                description={t('ingest.upload.fileHint')}
                placeholder={t('ingest.upload.filePlaceholder')}
                leftSection={<IconFileUpload size={18} />}
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                required
                clearable
                value={field.value}
                onChange={field.onChange}
                error={message(errors.file?.message)}
                disabled={mutation.isPending}
              />
            )}
          />
          {mutation.isPending && (
            <Stack gap={4}>
              <Progress
                value={progress}
                animated={progress === 100}
                striped={progress === 100}
                aria-label={t('ingest.upload.progressLabel')}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {progress < 100 ? t('ingest.upload.sending', { percent: progress }) : t('ingest.upload.processing')}
              </Text>
            </Stack>
          )}
          {mutation.isError &&
            (isCancelled(mutation.error) ? (
              <Alert color="gray" variant="light" role="status">
                {t('ingest.upload.cancelled')}
              </Alert>
            ) : (
              <ErrorAlert error={mutation.error} />
            ))}
          {result && !mutation.isPending && (
            <UploadResult result={result} onShowRun={onShowRun} onShowAnalyticsRun={onShowAnalyticsRun} />
          )}
          <Group justify="flex-end">
            {mutation.isPending && (
              <Button
                variant="default"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => controller.current?.abort()}
              >
                {t('ingest.upload.cancel')}
              </Button>
            )}
            {mutation.isError && lastInput.current && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() => lastInput.current && send(lastInput.current)}
              >
                {t('ingest.upload.retry')}
              </Button>
            )}
            <Button type="submit" loading={mutation.isPending} leftSection={<IconFileUpload size={16} />}>
              {t('ingest.upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
