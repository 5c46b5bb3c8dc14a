import type { BalanceInfo } from '@irama/contracts';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatTile } from '../../../components/stat-tile.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { NoBankAlert } from './no-bank-alert.tsx';

/** The withdrawable balance, the button that withdraws it, and where the rest of the money is. */
export function BalanceSummary({ info }: { info: BalanceInfo }) {
  const { t, i18n } = useTranslation();
  const idr = (amount: number) => formatIdr(amount, i18n.language);
  const last = info.last_credit;
  const isBelowMinimum = info.available_idr < info.minimum_idr;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('balance.summary.available')}
            </Text>
            <Text fw={800} fz={{ base: 28, sm: 36 }} lh={1.2} data-testid="available-balance">
              {idr(info.available_idr)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('balance.summary.rules', {
                minimum: idr(info.minimum_idr),
                charge: idr(info.bank_charge_idr),
                hours: info.processing_hours,
              })}
            </Text>
          </div>
          <Button component={Link} to="/riwayatpendapatan/withdraw" size="md" leftSection={<IconCash size={18} />}>
            {t('balance.summary.withdraw')}
          </Button>
        </Group>
      </Paper>
      {isBelowMinimum && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('balance.summary.belowMinimum', { minimum: idr(info.minimum_idr) })}
        </Alert>
      )}
      {!info.bank && <NoBankAlert />}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <StatTile label={t('balance.summary.inWithdrawal')} value={idr(info.in_withdrawal_idr)} />
        <StatTile
          label={t('balance.summary.held')}
          value={
            <Anchor component={Link} to="?tab=holds" inherit>
              {idr(info.held_idr)}
            </Anchor>
          }
        />
        <StatTile label={t('balance.summary.credited')} value={idr(info.credited_idr)} />
        <StatTile label={t('balance.summary.withdrawn')} value={idr(info.withdrawn_idr)} />
        <StatTile
          label={t('balance.summary.spent')}
          value={idr(info.spent_idr)}
          note={t('balance.summary.spentNote')}
        />
        <StatTile
          label={t('balance.summary.lastCredit')}
          value={last ? idr(last.amount_idr) : t('balance.summary.noCredit')}
          note={
            last
              ? t('balance.summary.lastCreditNote', {
                  store: platformName(last.store),
                  period: formatPeriod(last.periode, i18n.language),
                  date: formatDay(last.created_at, i18n.language),
                })
              : undefined
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
