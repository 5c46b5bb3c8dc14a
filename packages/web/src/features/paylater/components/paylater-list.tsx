import type { Paylater } from '@irama/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../../components/grid-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatIdr } from '../../../lib/money.ts';
import { AmountBar } from './amount-bar.tsx';

/** One paylater: the song it licensed, what it costs in all, and how much of that royalties have repaid. */
function PaylaterCard({ paylater }: { paylater: Paylater }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const isRepaid = paylater.status === 'repaid';
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={paylater.item_title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {paylater.item_title}
            </Text>
            <Text size="xs" c="dimmed">
              {paylater.reference} · {paylater.request_reference} · {formatDay(paylater.created_at, i18n.language)}
            </Text>
          </div>
          <Badge color={isRepaid ? 'green' : 'blue'} variant="light" c="dark.7" tt="none" style={{ flexShrink: 0 }}>
            {t(`paylater.statuses.${paylater.status}`)}
          </Badge>
        </Group>
        <AmountBar
          part={paylater.repaid_idr}
          total={paylater.total_idr}
          color={isRepaid ? 'green' : undefined}
          label={t('paylater.list.progressOf', { title: paylater.item_title })}
          valueText={t('paylater.list.progress', { repaid: idr(paylater.repaid_idr), total: idr(paylater.total_idr) })}
        />
        <Text size="sm">
          {t('paylater.list.progress', { repaid: idr(paylater.repaid_idr), total: idr(paylater.total_idr) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('paylater.list.breakdown', { fee: idr(paylater.fee_idr), charge: idr(paylater.service_charge_idr) })}
          {isRepaid && paylater.repaid_at
            ? ` · ${t('paylater.list.repaidOn', { date: formatDay(paylater.repaid_at, i18n.language) })}`
            : ` · ${t('paylater.list.outstanding', { amount: idr(paylater.outstanding_idr) })}`}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The company's paylaters, still repaying first. */
export function PaylaterList({ paylaters }: { paylaters: readonly Paylater[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('paylater.list.title')}>
      <GridList cols={{ base: 1, md: 2 }} spacing="sm" aria-label={t('paylater.list.title')}>
        {paylaters.map((paylater) => (
          <li key={paylater.id}>
            <PaylaterCard paylater={paylater} />
          </li>
        ))}
      </GridList>
    </SectionCard>
  );
}
