import type { NetworkplaceStats } from '@irama/contracts';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date.ts';
import { formatCount } from '../lib/format-number.ts';

const FIGURES = ['monthly_streams', 'subscribers', 'total_assets'] as const;

/** Whether the figures come from the distributor's reports, and the day they are true of. */
export function VerifiedBadge({ stats }: { stats: NetworkplaceStats }) {
  const { t, i18n } = useTranslation();
  if (!stats.is_verified || !stats.as_of) {
    return (
      <Badge variant="light" color="gray" leftSection={<IconAlertCircle size={14} aria-hidden />} tt="none">
        {t('networkplace.figures.unverified')}
      </Badge>
    );
  }
  return (
    <Badge
      variant="light"
      color="teal"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      tt="none"
      h="auto"
      py={4}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {t('networkplace.figures.verified', { date: formatDate(stats.as_of, i18n.language) })}
    </Badge>
  );
}

/**
 * A creator's figures, computed from their company's reports and catalogue: nobody types them, so they
 * are shown as text with where they come from. `isCompact` fits them on an explore card.
 */
export function NetworkplaceFigures({ stats, isCompact = false }: { stats: NetworkplaceStats; isCompact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={isCompact ? 6 : 'sm'}>
      <SimpleGrid cols={3} spacing="xs">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <Text size="xs" c="dimmed" lh={1.2}>
              {t(`networkplace.figures.${figure}`)}
            </Text>
            <Text fw={700} size={isCompact ? 'sm' : 'lg'}>
              {formatCount(stats[figure], i18n.language)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <VerifiedBadge stats={stats} />
      </Group>
    </Stack>
  );
}
