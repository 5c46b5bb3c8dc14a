import { MUSICBANK_GENRES, MUSICBANK_LANGUAGES, MUSICBANK_MOODS } from '@irama/contracts';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { RupiahInput } from '../../../components/rupiah-input.tsx';
import { formatRupiahInput, parseRupiah } from '../../../lib/money.ts';
import type { ListParams } from '../../../lib/use-list-params.ts';
import { type CatalogFilterKey, priceOf } from '../lib/catalog-filter.ts';

type Params = ListParams<never, CatalogFilterKey>;

/** The lowest and highest fee, typed as whole rupiah and applied together; a range upside down is refused. */
function PriceRange({ params }: { params: Params }) {
  const { t, i18n } = useTranslation();
  const shown = (key: 'price_min' | 'price_max') => {
    const amount = priceOf(params.filters[key]);
    return amount === undefined ? '' : formatRupiahInput(amount, i18n.language);
  };
  const [min, setMin] = useState(() => shown('price_min'));
  const [max, setMax] = useState(() => shown('price_max'));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  function handleApply(event: React.FormEvent) {
    event.preventDefault();
    const read = (text: string) => (text.trim() === '' ? undefined : parseRupiah(text, i18n.language));
    const low = read(min);
    const high = read(max);
    const next = {
      min: low === null ? t('musicbank.catalog.priceInvalid') : undefined,
      max:
        high === null
          ? t('musicbank.catalog.priceInvalid')
          : low != null && high !== undefined && high < low
            ? t('musicbank.catalog.priceOrder')
            : undefined,
    };
    setErrors(next);
    if (next.min || next.max) return;
    params.setFilters({
      price_min: low == null ? undefined : String(low),
      price_max: high == null ? undefined : String(high),
    });
  }

  return (
    <form onSubmit={handleApply} noValidate aria-label={t('musicbank.catalog.price')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <RupiahInput label={t('musicbank.catalog.priceMin')} value={min} onChange={setMin} error={errors.min} w={180} />
        <RupiahInput label={t('musicbank.catalog.priceMax')} value={max} onChange={setMax} error={errors.max} w={180} />
        <Button type="submit" variant="default" mt={25}>
          {t('musicbank.catalog.applyPrice')}
        </Button>
      </Group>
    </form>
  );
}

/** The catalogue's search, genre, mood, language and price; each lives in the URL and starts the list over. */
export function CatalogFilters({ params }: { params: Params }) {
  const { t } = useTranslation();
  const { filters, setFilter } = params;
  const select = <V extends string>(key: 'genre' | 'mood' | 'language', values: readonly V[], labels: string) => (
    <ListSelect
      label={t(`musicbank.catalog.${key}`)}
      allLabel={t(`musicbank.catalog.all.${key}`)}
      options={values.map((value) => ({ value, label: t(`musicbank.${labels}.${value}`) }))}
      value={values.find((value) => value === filters[key])}
      onChange={(value) => setFilter(key, value)}
    />
  );
  return (
    <Stack gap="sm" role="search" aria-label={t('musicbank.catalog.filtersLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <ListSearch
          params={params}
          label={t('musicbank.catalog.search')}
          placeholder={t('musicbank.catalog.searchPlaceholder')}
        />
        {select('genre', MUSICBANK_GENRES, 'genres')}
        {select('mood', MUSICBANK_MOODS, 'moods')}
        {select('language', MUSICBANK_LANGUAGES, 'languages')}
      </SimpleGrid>
      <PriceRange params={params} />
    </Stack>
  );
}
