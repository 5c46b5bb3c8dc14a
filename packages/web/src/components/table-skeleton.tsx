import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a report table will be, while its first page loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
