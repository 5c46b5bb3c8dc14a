import type { StoreTerms } from '@irama/contracts';
import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { useSaveStoreTermsMutation, useStoreTermsQuery } from '../api/store-terms.ts';
import { QueryListState } from './query-list-state.tsx';

/**
 * What each store pays for: a store that never pays for streams (its money comes another way) is
 * switched off here, and partners' DSP analytics then say so beside its streams.
 */
export function StoreTermsCard() {
  const { t, i18n } = useTranslation();
  const query = useStoreTermsQuery();
  const mutation = useSaveStoreTermsMutation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const results = query.data?.results;
  const yesNo = (value: boolean) => t(value ? 'ingest.stores.yes' : 'ingest.stores.no');

  function handleChange(store: StoreTerms, isMonetised: boolean) {
    mutation.mutate(
      { store: store.store, isMonetised },
      {
        onSuccess: () =>
          notifySuccess(
            t(isMonetised ? 'ingest.stores.savedPaid' : 'ingest.stores.savedUnpaid', {
              store: platformName(store.store),
            }),
          ),
      },
    );
  }

  return (
    <SectionCard title={t('ingest.stores.title')} description={t('ingest.stores.description')}>
      <QueryListState query={query} isEmpty={results?.length === 0} empty={t('ingest.stores.empty')} />
      {mutation.isError && <ErrorAlert error={mutation.error} />}
      {results && results.length > 0 && (
        <ListTable
          rows={results}
          rowKey={(row) => row.store}
          label={t('ingest.stores.title')}
          minWidth={640}
          heading={{
            header: t('ingest.stores.store'),
            cell: (row) => (
              <div>
                <Text size="sm" fw={600}>
                  {platformName(row.store)}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.store}
                </Text>
              </div>
            ),
          }}
          columns={[
            { header: t('ingest.stores.analytics'), cell: (row) => yesNo(row.has_analytics) },
            { header: t('ingest.stores.reports'), cell: (row) => yesNo(row.has_reports) },
            {
              header: t('ingest.stores.updatedAt'),
              cell: (row) => (row.updated_at ? date.format(new Date(row.updated_at)) : '—'),
            },
          ]}
          trailing={{
            header: t('ingest.stores.monetised'),
            cell: (row) => (
              <Switch
                checked={row.is_monetised}
                onChange={(event) => handleChange(row, event.currentTarget.checked)}
                disabled={mutation.isPending}
                aria-label={t('ingest.stores.monetisedLabel', { store: platformName(row.store) })}
              />
            ),
          }}
        />
      )}
    </SectionCard>
  );
}
