import { Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/** A card's body from its query: skeleton lines while it loads, the error with a retry, then `children(data)`. */
export function QueryBody<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert error={query.error} />
        <Button size="xs" variant="light" onClick={() => query.refetch()} loading={query.isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={8} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={12} radius="xl" />
      <Skeleton height={12} width="80%" radius="xl" />
      <Skeleton height={12} width="60%" radius="xl" />
    </Stack>
  );
}
