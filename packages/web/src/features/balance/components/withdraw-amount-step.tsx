import type { BalanceInfo } from '@irama/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RupiahInput } from '../../../components/rupiah-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotent-send.ts';
import { formatIdr, formatRupiahInput, parseRupiah } from '../../../lib/money.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePrepareWithdrawalMutation } from '../api/withdraw.ts';
import type { WithdrawalQuoteState } from './withdraw-quote-step.tsx';

/** Why an amount cannot be withdrawn, before asking the server: not whole rupiah, below the minimum, above the balance. */
function amountProblem(amount: number | null, info: BalanceInfo): string | undefined {
  if (amount === null || amount <= 0) return 'balance.amount.invalid';
  if (amount < info.minimum_idr) return 'balance.withdraw.belowMinimum';
  if (amount > info.available_idr) return 'errors.balance.insufficient';
  return undefined;
}

interface WithdrawAmountStepProps {
  info: BalanceInfo;
  /** The amount of a quote the user went back from, so they change it rather than retype it. */
  initialAmount: number | undefined;
  onQuoted: (quote: WithdrawalQuoteState) => void;
}

/** Step 1: how much to withdraw, whole rupiah, the whole available balance to start with. */
export function WithdrawAmountStep({ info, initialAmount, onQuoted }: WithdrawAmountStepProps) {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const prepare = usePrepareWithdrawalMutation();
  const [text, setText] = useState(() => formatRupiahInput(initialAmount ?? info.available_idr, i18n.language));
  const [error, setError] = useState<string | undefined>();
  const minimum = formatIdr(info.minimum_idr, i18n.language);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const amount = parseRupiah(text, i18n.language);
    const problem = amountProblem(amount, info);
    setError(problem);
    if (problem || amount === null) return;
    prepare.mutate(amount, {
      // One key per quote: every retry of this confirmation sends it, so the server never pays it twice.
      onSuccess: (quote) => onQuoted({ amount, quote, idempotencyKey: newIdempotencyKey() }),
      onError: (failure) => {
        if (failure instanceof ApiError) setError(failure.fieldErrors.amount);
      },
    });
  }

  const serverError = prepare.error instanceof ApiError && prepare.error.fieldErrors.amount ? null : prepare.error;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('balance.withdraw.available', { amount: formatIdr(info.available_idr, i18n.language) })}
        </Text>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <RupiahInput
            label={t('balance.withdraw.amount')}
            description={t('balance.withdraw.amountHelp', { minimum })}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            error={error && (error === 'balance.withdraw.belowMinimum' ? t(error, { minimum }) : fieldMessage(error))}
            required
            style={{ flex: 1 }}
            maw={360}
          />
          <Button
            variant="default"
            mt={46}
            onClick={() => {
              setText(formatRupiahInput(info.available_idr, i18n.language));
              setError(undefined);
            }}
          >
            {t('balance.withdraw.all')}
          </Button>
        </Group>
        <ErrorAlert error={serverError} />
        <Group justify="flex-end">
          <Button type="submit" loading={prepare.isPending}>
            {t('balance.withdraw.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
