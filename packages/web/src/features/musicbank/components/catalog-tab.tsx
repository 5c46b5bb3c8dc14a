import { MUSICBANK_LIMITS } from '@irama/contracts';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GridList } from '../../../components/grid-list.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCatalogQuery } from '../api/get-catalog.ts';
import { CATALOG_FILTER_KEYS, catalogFilterOf, isNarrowed } from '../lib/catalog-filter.ts';
import { CatalogFilters } from './catalog-filters.tsx';
import { ItemCard } from './item-card.tsx';

interface CatalogTabProps {
  onOpenItem: (itemId: number) => void;
  onOpenRequest: (requestId: number) => void;
}

/** The bank's listed songs as cards, searched and filtered, a page at a time. */
export function CatalogTab({ onOpenItem, onOpenRequest }: CatalogTabProps) {
  const { t } = useTranslation();
  const params = useListParams<never, (typeof CATALOG_FILTER_KEYS)[number]>([], undefined, CATALOG_FILTER_KEYS);
  const filter = catalogFilterOf(params.filters, params.search, params.page);
  const catalog = useCatalogQuery(filter);
  const narrowed = isNarrowed(params.filters, params.search);
  return (
    <Stack gap="md">
      <CatalogFilters key={`${params.filters.price_min}:${params.filters.price_max}`} params={params} />
      <ListResults
        query={catalog}
        params={params}
        limit={MUSICBANK_LIMITS.catalogPerPage}
        empty={
          <ListEmpty
            title={t(narrowed ? 'musicbank.catalog.noMatch.title' : 'musicbank.catalog.empty.title')}
            description={t(narrowed ? 'musicbank.catalog.noMatch.description' : 'musicbank.catalog.empty.description')}
            action={
              narrowed && (
                <Button variant="subtle" mt="sm" onClick={params.clearFilters}>
                  {t('musicbank.catalog.clear')}
                </Button>
              )
            }
          />
        }
      >
        {(items) => (
          <GridList
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            aria-label={t('musicbank.catalog.label')}
            aria-busy={catalog.isPlaceholderData}
          >
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} onOpen={onOpenItem} onOpenRequest={onOpenRequest} />
              </li>
            ))}
          </GridList>
        )}
      </ListResults>
    </Stack>
  );
}
