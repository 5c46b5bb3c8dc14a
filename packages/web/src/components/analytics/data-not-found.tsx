import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DataNotFoundProps {
  /** A line under the title saying why, or what to change. */
  description?: string;
  /** Smaller, for inside a chart card. */
  compact?: boolean;
}

/** The "Data Not Found" empty state of the analytics screens, translated. */
export function DataNotFound({ description, compact = false }: DataNotFoundProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={4} py={compact ? 'md' : 'xl'} role="status">
      <ThemeIcon variant="light" color="gray" size={compact ? 'lg' : 'xl'} radius="xl">
        <IconChartBarOff size={compact ? 18 : 24} aria-hidden />
      </ThemeIcon>
      <Text fw={600} size={compact ? 'sm' : 'md'}>
        {t('analyticsUi.notFound.title')}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {description ?? t('analyticsUi.notFound.description')}
      </Text>
    </Stack>
  );
}
