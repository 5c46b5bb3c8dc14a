import { zodResolver } from '@hookform/resolvers/zod';
import type { FxRate } from '@irama/contracts';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconPencil } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatRate } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRatesQuery, useSaveRateMutation } from '../api/rates.ts';
import { RateFormSchema, type RateFormValues } from '../lib/rate-form.ts';
import { QueryListState } from './query-list-state.tsx';

/** Last month, the period whose reports usually arrive now. */
function lastMonth(today = new Date()): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** The rupiah rate of each currency per period: amounts of a period's reports are converted at it. */
export function RatesCard() {
  const { t, i18n } = useTranslation();
  const query = useRatesQuery();
  const mutation = useSaveRateMutation();
  const form = useForm<RateFormValues>({
    resolver: zodResolver(RateFormSchema),
    defaultValues: { period: lastMonth(), currency: 'USD', rate: '' },
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const [currency, rate] = form.watch(['currency', 'rate']);
  const isPreviewable = RateFormSchema.shape.rate.safeParse(rate).success && /^[A-Za-z]{3}$/.test(currency.trim());
  const results = query.data?.results;

  function handleSubmit(values: RateFormValues) {
    const input = {
      period: values.period.trim(),
      currency: values.currency.trim().toUpperCase(),
      rate: values.rate.trim(),
    };
    mutation.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(
          t('ingest.rates.saved', {
            period: saved.period,
            currency: saved.currency,
            rate: formatRate(saved.rate, i18n.language),
          }),
        );
        form.reset({ ...input, rate: '' });
      },
    });
  }

  function edit(row: FxRate) {
    mutation.reset();
    form.reset({ period: row.period, currency: row.currency, rate: row.rate });
    form.setFocus('rate');
  }

  return (
    <SectionCard title={t('ingest.rates.title')} description={t('ingest.rates.description')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)}>
        <Stack gap="sm">
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label={t('ingest.rates.period')}
              placeholder="2026-10"
              required
              inputMode="numeric"
              w={{ base: '100%', xs: 140 }}
              error={message(errors.period?.message)}
              {...form.register('period')}
            />
            <TextInput
              label={t('ingest.rates.currency')}
              placeholder="USD"
              required
              maxLength={3}
              w={{ base: '100%', xs: 110 }}
              error={message(errors.currency?.message)}
              {...form.register('currency')}
            />
            <TextInput
              label={t('ingest.rates.rate')}
              description={t('ingest.rates.rateHint')}
              placeholder="16250.5"
              required
              inputMode="decimal"
              style={{ flex: '1 1 220px' }}
              error={message(errors.rate?.message)}
              {...form.register('rate')}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {isPreviewable
              ? t('ingest.rates.preview', {
                  currency: currency.trim().toUpperCase(),
                  rate: formatRate(rate.trim(), i18n.language),
                })
              : t('ingest.rates.previewEmpty')}
          </Text>
          {mutation.isError && <ErrorAlert error={mutation.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('ingest.rates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <QueryListState query={query} isEmpty={results?.length === 0} empty={t('ingest.rates.empty')} />
      {results && results.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ingest.rates.period')}</Table.Th>
                <Table.Th>{t('ingest.rates.currency')}</Table.Th>
                <Table.Th ta="right">{t('ingest.rates.rateColumn')}</Table.Th>
                <Table.Th>{t('ingest.runs.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((row) => (
                <Table.Tr key={`${row.period}-${row.currency}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.period}</Table.Td>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRate(row.rate, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    {row.is_published ? (
                      <Badge color="gray" variant="light" leftSection={<IconLock size={12} />}>
                        {t('ingest.rates.final')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        aria-label={t('ingest.rates.editRate', { currency: row.currency, period: row.period })}
                        onClick={() => edit(row)}
                      >
                        {t('ingest.rates.edit')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
