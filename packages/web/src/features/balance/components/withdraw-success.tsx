import type { Withdrawal } from '@irama/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIdr } from '../../../lib/money.ts';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** Step 3: the request is in; its reference, its status and when staff process it. */
export function WithdrawSuccess({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('balance.success.title')}>
        {t('balance.success.message', { amount: formatIdr(withdrawal.total_idr, i18n.language) })}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t('balance.success.reference')}
          </Text>
          <Text fw={700} ff="monospace">
            {withdrawal.reference}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('balance.history.columns.status')}
          </Text>
          <WithdrawalStatusBadge withdrawal={withdrawal} />
        </div>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button component={Link} to="/riwayatpendapatan?tab=withdrawals">
          {t('balance.success.history')}
        </Button>
      </Group>
    </Stack>
  );
}
