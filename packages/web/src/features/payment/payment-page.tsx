import type { Payment } from '@irama/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { usePaymentInfoQuery } from './api/get-payment-info.ts';
import { usePaymentSummaryQuery } from './api/get-payment-summary.ts';
import { PaymentHistoryCard } from './components/payment-history-card.tsx';
import { PaymentInfoCard } from './components/payment-info-card.tsx';
import { PaymentReportCard } from './components/payment-report-card.tsx';
import { PaymentSummaryCards } from './components/payment-summary-cards.tsx';
import { TaxProofModal } from './components/tax-proof-modal.tsx';

/** /reports/payment (SPEC §2): where YouTube revenue goes, what was paid per report period, and the tax proofs. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const info = usePaymentInfoQuery();
  const summary = usePaymentSummaryQuery();
  // The report period is in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const periode = params.get('periode') ?? undefined;
  const [uploading, setUploading] = useState<Payment | null>(null);

  function handlePeriodeChange(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('periode', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('payment.title')} subtitle={t('payment.subtitle')} />
      {info.data ? (
        <>
          <PaymentInfoCard info={info.data} />
          {summary.error ? <QueryState error={summary.error} /> : <PaymentSummaryCards summary={summary.data} />}
          <PaymentReportCard
            periods={info.data.periods}
            periode={periode}
            onPeriodeChange={handlePeriodeChange}
            onUpload={setUploading}
          />
          <PaymentHistoryCard periods={info.data.periods} onUpload={setUploading} />
        </>
      ) : (
        <QueryState error={info.error} />
      )}
      <TaxProofModal payment={uploading} onClose={() => setUploading(null)} />
    </Stack>
  );
}
