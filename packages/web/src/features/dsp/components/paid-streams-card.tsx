import type { DspPaidStore, DspPaidStreams } from '@irama/contracts';
import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatIdr } from '../../../lib/money.ts';
import { platformName } from '../../../lib/platform-name.ts';
import { useDspPaidStreamsQuery } from '../api/get-dsp-paid-streams.ts';
import { formatCount } from '../lib/format.ts';

/** Why a store's streams earned nothing: a short label and the sentence that explains it. */
function UnpaidReason({ store, periode }: { store: DspPaidStore; periode: string }) {
  const { t, i18n } = useTranslation();
  if (!store.reason) return <Text size="sm">—</Text>;
  const values = { store: platformName(store.store), month: formatPeriod(periode, i18n.language) };
  return (
    <Stack gap={0} maw={320}>
      <Text size="sm" fw={600} span>
        {t(`dsp.paid.reasons.${store.reason}.label`)}
      </Text>
      <Text size="xs" c="dimmed" span>
        {t(`dsp.paid.reasons.${store.reason}.detail`, values)}
      </Text>
    </Stack>
  );
}

/** The months of the answer, the one chosen (the newest at first) and the table of its stores. */
function PaidMonths({ answer }: { answer: DspPaidStreams }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const count = (value: number) => formatCount(value, i18n.language);
  const month = answer.months.find((row) => row.periode === chosen) ?? answer.months[0];
  const latest = answer.latest_published;
  if (!month || !latest) {
    return <Text size="sm">{t(latest ? 'dsp.paid.noStreams' : 'dsp.paid.noReport')}</Text>;
  }
  const monthName = formatPeriod(month.periode, i18n.language);
  const number = (value: number) => (
    <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
      {count(value)}
    </Text>
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('dsp.paid.month')}
        data={answer.months.map((row) => ({ value: row.periode, label: formatPeriod(row.periode, i18n.language) }))}
        value={month.periode}
        onChange={setChosen}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Text size="sm" fw={600}>
        {t('dsp.paid.total', {
          month: monthName,
          streams: count(month.streams),
          paid: count(month.paid_streams),
          difference: count(month.difference),
        })}
      </Text>
      <ListTable
        rows={month.stores}
        rowKey={(store) => store.store}
        label={t('dsp.paid.tableLabel', { month: monthName })}
        minWidth={820}
        isScrollFocusable
        heading={{
          header: t('dsp.filters.platform'),
          cell: (store) => (
            <Text size="sm" fw={600}>
              {platformName(store.store)}
            </Text>
          ),
        }}
        columns={[
          { header: t('dsp.paid.streams'), cell: (store) => number(store.streams) },
          { header: t('dsp.paid.paidStreams'), cell: (store) => number(store.paid_streams) },
          { header: t('dsp.paid.difference'), cell: (store) => number(store.difference) },
          { header: t('dsp.paid.why'), cell: (store) => <UnpaidReason store={store} periode={month.periode} /> },
        ]}
        trailing={{
          header: t('dsp.paid.revenue'),
          cell: (store) => (
            <Text size="sm" fw={600} span style={{ whiteSpace: 'nowrap' }}>
              {formatIdr(store.revenue_idr, i18n.language)}
            </Text>
          ),
        }}
      />
      <Text size="xs" c="dimmed">
        {t('dsp.paid.latest', { month: formatPeriod(latest, i18n.language) })}
      </Text>
    </Stack>
  );
}

/**
 * Analytics against the store reports, per store of each published month: analytics count every
 * stream, reports the streams a store paid for, and a store whose streams earned nothing says why.
 */
export function PaidStreamsCard({ isrc }: { isrc?: string }) {
  const { t } = useTranslation();
  const query = useDspPaidStreamsQuery(isrc);
  return (
    <SectionCard title={t('dsp.paid.title')} description={t('dsp.paid.description')}>
      {query.error ? (
        <ErrorAlert error={query.error} />
      ) : query.data ? (
        <PaidMonths answer={query.data} />
      ) : (
        <Skeleton height={160} />
      )}
    </SectionCard>
  );
}
