import { COURSE_FILTERS, COURSE_SORTS, textIn } from '@irama/contracts';
import { Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import type { ListParams } from '../../../lib/use-list-params.ts';
import { useTopicsQuery } from '../api/get-topics.ts';
import { type CourseFilterKey, topicIdsOf } from '../lib/course-filters.ts';

/** The course list's search, status, order and topics; each lives in the URL and starts the list over. */
export function CourseFilters({ params }: { params: ListParams<never, CourseFilterKey> }) {
  const { t, i18n } = useTranslation();
  const { filters, setFilter } = params;
  const topics = useTopicsQuery();
  const chosen = topicIdsOf(filters.topics).map(String);

  return (
    <Stack gap="sm" role="search" aria-label={t('expertise.list.filtersLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ListSearch
          params={params}
          label={t('expertise.list.search')}
          placeholder={t('expertise.list.searchPlaceholder')}
        />
        <ListSelect
          label={t('expertise.list.status')}
          allLabel={t('expertise.list.allStatuses')}
          options={COURSE_FILTERS.map((value) => ({ value, label: t(`expertise.list.filters.${value}`) }))}
          value={filters.filter}
          onChange={(value) => setFilter('filter', value)}
        />
        <ListSelect
          label={t('expertise.list.sort')}
          allLabel={t('expertise.list.defaultSort')}
          options={COURSE_SORTS.map((value) => ({ value, label: t(`expertise.list.sorts.${value}`) }))}
          value={filters.sort}
          onChange={(value) => setFilter('sort', value)}
        />
      </SimpleGrid>
      {topics.data && topics.data.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6} p={0}>
            {t('expertise.list.topics')}
          </Text>
          <Chip.Group
            multiple
            value={chosen}
            onChange={(ids) => setFilter('topics', ids.length > 0 ? ids.join(',') : undefined)}
          >
            <Group gap="xs">
              {topics.data.map((topic) => (
                <Chip key={topic.id} value={String(topic.id)} size="sm" variant="outline">
                  {textIn(i18n.language, topic.name, topic.name_en)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </fieldset>
      )}
    </Stack>
  );
}
