import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Home's cards while the dashboard loads: shapes only, announced once to screen readers. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={140} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((key) => (
          <Paper key={key} withBorder radius="md" p="lg">
            <Stack gap={8}>
              <Skeleton height={16} width="40%" radius="xl" />
              <Skeleton height={12} radius="xl" />
              <Skeleton height={12} width="80%" radius="xl" />
              <Skeleton height={12} width="60%" radius="xl" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
