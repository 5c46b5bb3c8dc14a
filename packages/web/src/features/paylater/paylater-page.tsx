import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useSwitchedOffCheck } from '../../lib/use-switched-off-check.ts';
import { useUrlIds } from '../../lib/use-url-ids.ts';
import { usePaylaterSummaryQuery } from './api/get-paylater-summary.ts';
import { PaylaterLimit } from './components/paylater-limit.tsx';
import { PaylaterList } from './components/paylater-list.tsx';
import { PaylaterTerms } from './components/paylater-terms.tsx';
import { TransactionDrawer } from './components/transaction-drawer.tsx';
import { TransactionsSection } from './components/transactions-section.tsx';

const DRAWERS = ['transaction'] as const;

/**
 * /comingsoon/paylater while the paylater switch is on: the company's limit and what is used, the terms in plain
 * words, each paylater's progress and every line of it; a line opens at `?transaction=` (the bell links here).
 */
export default function PaylaterPage() {
  const { t } = useTranslation();
  const summary = usePaylaterSummaryQuery();
  useSwitchedOffCheck(summary.error);
  const { ids, open } = useUrlIds(DRAWERS);
  const openTransaction = (id: number | null) => open('transaction', id);

  const data = summary.data;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('paylater.page.title')} subtitle={t('paylater.page.subtitle')} />
      {!data ? (
        <QueryState error={summary.error} />
      ) : (
        <>
          <PaylaterLimit summary={data} />
          {data.paylaters.length === 0 ? (
            <ListEmpty
              title={t('paylater.empty.title')}
              description={t('paylater.empty.description', {
                charge: data.terms.service_charge_percent,
                share: data.terms.repayment_share_percent,
              })}
              descriptionMaw={620}
              action={
                <Button component={Link} to="/comingsoon/musicbank" variant="light" mt="md">
                  {t('paylater.empty.action')}
                </Button>
              }
            />
          ) : (
            <>
              <PaylaterList paylaters={data.paylaters} />
              <TransactionsSection onOpen={openTransaction} />
            </>
          )}
          <PaylaterTerms terms={data.terms} />
        </>
      )}
      <TransactionDrawer id={ids.transaction} onClose={() => openTransaction(null)} />
    </Stack>
  );
}
