import { NETWORKPLACE_INDUSTRIES, NETWORKPLACE_TYPES } from '@irama/contracts';
import { SegmentedControl, SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import type { ListParams } from '../../../lib/use-list-params.ts';
import { type ExploreFilterKey, LIKED_FILTERS, MINIMUM_KEYS, MINIMUM_STEPS } from '../lib/explore-filters.ts';

const ALL = 'all';

/** Explore's search and filters; each one lives in the URL and starts the list over. */
export function ExploreFilters({ params }: { params: ListParams<never, ExploreFilterKey> }) {
  const { t, i18n } = useTranslation();
  const { filters, setFilter } = params;
  const theme = useMantineTheme();
  // Three choices side by side do not fit a phone's width; stacked, each keeps its whole label.
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const steps = MINIMUM_STEPS.map((step) => ({
    value: String(step),
    label: t('networkplace.filters.atLeast', { value: formatCount(step, i18n.language) }),
  }));

  return (
    <Stack gap="sm" role="search" aria-label={t('networkplace.filters.label')}>
      <ListSearch
        params={params}
        label={t('networkplace.filters.search')}
        placeholder={t('networkplace.filters.searchPlaceholder')}
        maw={480}
      />
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
        <ListSelect
          label={t('networkplace.filters.type')}
          allLabel={t('networkplace.filters.allTypes')}
          options={NETWORKPLACE_TYPES.map((type) => ({ value: type, label: t(`networkplace.types.${type}`) }))}
          value={filters.type}
          onChange={(value) => setFilter('type', value)}
        />
        <ListSelect
          label={t('networkplace.filters.industry')}
          allLabel={t('networkplace.filters.allIndustries')}
          options={NETWORKPLACE_INDUSTRIES.map((industry) => ({
            value: industry,
            label: t(`networkplace.industries.${industry}`),
          }))}
          value={filters.industry}
          onChange={(value) => setFilter('industry', value)}
        />
        {MINIMUM_KEYS.map((key) => (
          <ListSelect
            key={key}
            label={t(`networkplace.filters.${key}`)}
            allLabel={t('networkplace.filters.anyMinimum')}
            options={steps}
            value={filters[key]}
            onChange={(value) => setFilter(key, value)}
          />
        ))}
      </SimpleGrid>
      <SegmentedControl
        aria-label={t('networkplace.filters.liked')}
        value={filters.liked ?? ALL}
        onChange={(value) => setFilter('liked', value === ALL ? undefined : value)}
        data={[ALL, ...LIKED_FILTERS].map((value) => ({
          value,
          label: t(`networkplace.filters.likedOptions.${value}`),
        }))}
        orientation={isNarrow ? 'vertical' : 'horizontal'}
        fullWidth={isNarrow}
        style={{ alignSelf: isNarrow ? 'stretch' : 'flex-start' }}
      />
    </Stack>
  );
}
