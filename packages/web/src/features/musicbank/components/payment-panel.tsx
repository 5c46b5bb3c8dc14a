import type { MusicbankPaymentMethod, MusicbankRequest } from '@irama/contracts';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useBalanceInfoQuery } from '../../../lib/balance-info.ts';
import { useSwitches } from '../../../lib/feature-switches.ts';
import { newIdempotencyKey, useSingleFlight } from '../../../lib/idempotent-send.ts';
import { formatIdr } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { usePaylaterQuoteQuery } from '../api/get-paylater-quote.ts';
import { usePayRequestMutation } from '../api/pay-request.ts';
import { PaylaterQuoteView } from './paylater-quote-view.tsx';

/**
 * A refusal the server gave for good (and keeps replaying for the same key): trying again is a new attempt
 * with a new key. A lost answer, a timeout or a payment still in flight is retried with the same key.
 */
function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'balance.request_in_flight'
  );
}

/** From the balance: what is available now, and why it falls short. */
function BalanceMethod({ feeIdr }: { feeIdr: number }) {
  const { t, i18n } = useTranslation();
  const info = useBalanceInfoQuery();
  if (!info.data) return <QueryState error={info.error} />;
  const available = formatIdr(info.data.available_idr, i18n.language);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('musicbank.pay.available', { amount: available })}</Text>
      {info.data.available_idr < feeIdr && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('musicbank.pay.insufficient', { amount: available })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Paying a request staff accepted: the partner accepts the final terms, picks the balance or paylater (whose
 * full cost shows before the button opens), and pays once, whatever the clicks and retries. Only the company's
 * owner pays (as for withdrawals); anyone else is told so.
 */
export function PaymentPanel({ request }: { request: MusicbankRequest }) {
  const { t } = useTranslation();
  const { me } = useSession();
  if (me?.user.role !== 'owner') {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
        {t('musicbank.pay.ownerOnly')}
      </Alert>
    );
  }
  return <OwnerPayment request={request} />;
}

/** The owner's side of the panel: terms, method, what it costs, and the one payment. */
function OwnerPayment({ request }: { request: MusicbankRequest }) {
  const { t, i18n } = useTranslation();
  const switches = useSwitches();
  const pay = usePayRequestMutation();
  const sendOnce = useSingleFlight();
  const [method, setMethod] = useState<MusicbankPaymentMethod>('balance');
  const [isAccepted, setAccepted] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const isPaylaterOn = switches?.paylater === true;
  const quote = usePaylaterQuoteQuery(request.id, method === 'paylater' && isPaylaterOn);
  const info = useBalanceInfoQuery();

  const isMethodReady =
    method === 'balance'
      ? info.data !== undefined && info.data.available_idr >= request.fee_idr
      : quote.data?.is_eligible === true;
  const canPay = isAccepted && isMethodReady;

  function handleMethodChange(value: string) {
    if (value !== 'balance' && value !== 'paylater') return;
    // Another method is another payment: the server would refuse the old key with a different fingerprint.
    setMethod(value);
    setIdempotencyKey(newIdempotencyKey());
    pay.reset();
  }

  function handlePay() {
    if (!canPay) return;
    sendOnce((settle) =>
      pay.mutate(
        { request_id: request.id, method, idempotencyKey },
        {
          onError: (error) => {
            if (isFinalRefusal(error)) setIdempotencyKey(newIdempotencyKey());
          },
          onSettled: settle,
        },
      ),
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={t('musicbank.pay.title')}>
      <Text size="sm">{t('musicbank.pay.finalFee', { amount: formatIdr(request.fee_idr, i18n.language) })}</Text>
      <Checkbox
        checked={isAccepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        label={t('musicbank.pay.acceptTerms')}
      />
      <Radio.Group value={method} onChange={handleMethodChange} label={t('musicbank.pay.method')}>
        <Group gap="lg" mt={6}>
          <Radio value="balance" label={t('musicbank.pay.methods.balance')} />
          {isPaylaterOn && <Radio value="paylater" label={t('musicbank.pay.methods.paylater')} />}
        </Group>
      </Radio.Group>
      {method === 'balance' ? (
        <BalanceMethod feeIdr={request.fee_idr} />
      ) : quote.data ? (
        <PaylaterQuoteView quote={quote.data} />
      ) : (
        <QueryState error={quote.error} />
      )}
      <ErrorAlert error={pay.error} />
      <Group justify="flex-end">
        <Button onClick={handlePay} disabled={!canPay} loading={pay.isPending}>
          {t(method === 'paylater' ? 'musicbank.pay.submitPaylater' : 'musicbank.pay.submitBalance')}
        </Button>
      </Group>
    </Stack>
  );
}
