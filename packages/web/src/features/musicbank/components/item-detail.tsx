import type { MusicbankItem, MusicbankRequest } from '@irama/contracts';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/money.ts';
import { DemoPlayer } from './demo-player.tsx';
import { RequestForm } from './request-form.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { SongBadges } from './song-badges.tsx';

const OPEN_STATUSES: readonly string[] = ['on_request', 'need_action'];

interface ItemDetailProps {
  item: MusicbankItem;
  onOpenRequest: (requestId: number) => void;
  onRequested: (request: MusicbankRequest) => void;
}

/** A song in full: its demo, lyrics and licence terms, then the company's request or the form to make one. */
export function ItemDetail({ item, onOpenRequest, onRequested }: ItemDetailProps) {
  const { t, i18n } = useTranslation();
  const own = item.own_request;
  const hasOpenRequest = own !== null && OPEN_STATUSES.includes(own.status);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t('musicbank.item.writers', { writers: item.writers.join(', ') })}
        </Text>
        <Text fw={700} size="xl">
          {formatIdr(item.fee_idr, i18n.language)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('musicbank.item.feeNote')}
        </Text>
      </div>
      <SongBadges song={item} />
      {item.demo_url ? (
        <DemoPlayer src={item.demo_url} title={item.title} isLimited={own === null} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('musicbank.demo.none')}
        </Text>
      )}
      <section aria-label={t('musicbank.item.lyrics')}>
        <Title order={3} size="h5" mb={4}>
          {t('musicbank.item.lyrics')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.lyrics || t('musicbank.item.noLyrics')}
        </Text>
      </section>
      <section aria-label={t('musicbank.item.terms')}>
        <Title order={3} size="h5" mb={4}>
          {t('musicbank.item.terms')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.terms}
        </Text>
      </section>
      <Divider />
      {own && (
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text size="sm">{t('musicbank.item.yourRequest')}</Text>
            <RequestStatusBadge status={own.status} />
          </Group>
          <Button variant="light" size="xs" onClick={() => onOpenRequest(own.id)}>
            {t('musicbank.item.seeRequest')}
          </Button>
        </Group>
      )}
      {item.is_taken ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('musicbank.item.takenNote')}
        </Alert>
      ) : (
        !hasOpenRequest && (
          <section aria-label={t('musicbank.request.title')}>
            <Title order={3} size="h5" mb="xs">
              {t('musicbank.request.title')}
            </Title>
            <RequestForm itemId={item.id} title={item.title} onRequested={onRequested} />
          </section>
        )
      )}
    </Stack>
  );
}
