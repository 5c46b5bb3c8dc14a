import type { Withdrawal } from '@irama/contracts';
import { Anchor, Paper, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useBalanceInfoQuery } from '../../lib/balance-info.ts';
import { NoBankAlert } from './components/no-bank-alert.tsx';
import { WithdrawAmountStep } from './components/withdraw-amount-step.tsx';
import { type WithdrawalQuoteState, WithdrawQuoteStep } from './components/withdraw-quote-step.tsx';
import { WithdrawSuccess } from './components/withdraw-success.tsx';

/** /riwayatpendapatan/withdraw (SPEC §2 withdrawal page): the amount, the quote to confirm, then the request. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useBalanceInfoQuery();
  const [quoted, setQuoted] = useState<WithdrawalQuoteState | null>(null);
  const [lastAmount, setLastAmount] = useState<number | undefined>();
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  // Done is past the last step, so all three show as completed.
  const step = withdrawal ? 3 : quoted ? 1 : 0;

  function handleBack() {
    // A changed amount is a new quote with a new key; the old one is kept for nothing.
    setLastAmount(quoted?.amount);
    setQuoted(null);
  }

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/riwayatpendapatan" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
        {t('balance.withdraw.backToBalance')}
      </Anchor>
      <PageHeader title={t('balance.withdraw.title')} subtitle={t('balance.withdraw.subtitle')} />
      {info.data ? (
        <>
          {!info.data.bank && <NoBankAlert />}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stepper active={step} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label={t('balance.steps.amount')}>
                <WithdrawAmountStep info={info.data} initialAmount={lastAmount} onQuoted={setQuoted} />
              </Stepper.Step>
              <Stepper.Step label={t('balance.steps.confirm')}>
                {quoted && <WithdrawQuoteStep state={quoted} onBack={handleBack} onConfirmed={setWithdrawal} />}
              </Stepper.Step>
              <Stepper.Step label={t('balance.steps.done')} />
              <Stepper.Completed>{withdrawal && <WithdrawSuccess withdrawal={withdrawal} />}</Stepper.Completed>
            </Stepper>
          </Paper>
        </>
      ) : (
        <QueryState error={info.error} />
      )}
    </Stack>
  );
}
