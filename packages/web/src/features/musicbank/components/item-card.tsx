import type { MusicbankItemSummary } from '@irama/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/money.ts';
import { DemoButton } from './demo-player.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { SongBadges } from './song-badges.tsx';

interface ItemCardProps {
  item: MusicbankItemSummary;
  onOpen: (itemId: number) => void;
  onOpenRequest: (requestId: number) => void;
}

/** A song of the catalogue: who wrote it, what kind it is, its fee, its demo and where the company's request stands. */
export function ItemCard({ item, onOpen, onOpenRequest }: ItemCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={item.title} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.writers.join(', ')}
              </Text>
            </div>
            {item.demo_url && (
              <DemoButton src={item.demo_url} title={item.title} isLimited={item.own_request === null} />
            )}
          </Group>
          <SongBadges song={item} />
        </Stack>
        <Stack gap="xs">
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatIdr(item.fee_idr, i18n.language)}
          </Text>
          <Group justify="space-between" gap="xs">
            {item.own_request ? (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                onClick={() => item.own_request && onOpenRequest(item.own_request.id)}
                aria-label={t('musicbank.item.openRequest', { title: item.title })}
              >
                <RequestStatusBadge status={item.own_request.status} />
              </Button>
            ) : (
              <span />
            )}
            <Button
              size="xs"
              variant="light"
              onClick={() => onOpen(item.id)}
              aria-label={t('musicbank.item.openFor', { title: item.title })}
            >
              {t('musicbank.item.open')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
