import { ARTICLE_CATEGORIES, type Article } from '@irama/contracts';
import { Accordion, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListResults } from '../../components/list-page/list-results.tsx';
import { ListSearch } from '../../components/list-page/list-search.tsx';
import { localized } from '../../lib/localized.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useArticlesQuery } from './api/get-articles.ts';

const PAGE_SIZE = 50;
const ALL = 'all';

/** One article's answer, paragraph by paragraph. */
function ArticleBody({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text.split(/\n{2,}/).map((paragraph) => (
        <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/** /infos/information-center: answers to partners' common questions, by category, searchable in both languages. */
export default function InformationCenterPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams([] as const, undefined, ['category', 'article']);
  const category = ARTICLE_CATEGORIES.find((value) => value === params.filters.category);
  const articles = useArticlesQuery('partner', { q: params.search, category, page: params.page, limit: PAGE_SIZE });
  const lang = i18n.language;

  return (
    <ListPage title={t('support.info.title')} subtitle={t('support.info.subtitle')} maw={960}>
      <ListSearch
        params={params}
        label={t('support.info.search')}
        placeholder={t('support.info.searchPlaceholder')}
        maw={560}
      />
      <Chip.Group
        value={category ?? ALL}
        onChange={(value) => params.setFilter('category', value === ALL ? undefined : String(value))}
      >
        <Group gap="xs" role="group" aria-label={t('support.info.categoryLabel')}>
          {[ALL, ...ARTICLE_CATEGORIES].map((value) => (
            <Chip key={value} value={value} size="sm">
              {t(`support.info.categories.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListResults
        query={articles}
        params={params}
        limit={PAGE_SIZE}
        empty={<ListEmpty title={t('support.info.emptyTitle')} description={t('support.info.emptyDescription')} />}
      >
        {(results) => (
          <Paper withBorder radius="md">
            <Accordion
              value={params.filters.article ?? null}
              onChange={(value) => params.setFilter('article', value ?? undefined)}
              chevronPosition="right"
            >
              {results.map((article: Article) => (
                <Accordion.Item key={article.id} value={String(article.id)}>
                  <Accordion.Control>
                    <Text fw={600} size="sm">
                      {localized(article, 'title', lang)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`support.info.categories.${article.category}`)}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ArticleBody text={localized(article, 'body', lang)} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Paper>
        )}
      </ListResults>
    </ListPage>
  );
}
