import { ARTICLE_CATEGORIES, type Article, SaveArticleSchema } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../components/list-page/list-search.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useArticlesQuery } from './api/get-articles.ts';
import { OpsContentList } from './components/ops-content-list.tsx';

/** /ops/information-center (staff): the information center's articles, drafts included. */
export default function OpsArticlesPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams([] as const);
  const articles = useArticlesQuery('ops', { q: params.search, category: undefined, page: 1, limit: 100 });
  const category = (value: string) => t(`support.info.categories.${value}`);
  const field = (key: string) => t(`support.ops.content.fields.${key}`);
  return (
    <OpsContentList<Article>
      kind="informationcenter"
      rows={articles.data?.results}
      error={articles.error}
      filters={<ListSearch params={params} label={t('support.info.search')} maw={480} />}
      title={(article) => article.title_id || article.title_en}
      detail={(article) => (article.title_id ? article.title_en : '')}
      columns={[
        { header: field('category'), cell: (article) => category(article.category) },
        { header: field('updated'), cell: (article) => formatDateTime(article.updated_at, i18n.language) },
      ]}
      schema={SaveArticleSchema}
      fields={[
        {
          name: 'category',
          label: field('category'),
          kind: 'select',
          options: ARTICLE_CATEGORIES.map((value) => ({ value, label: category(value) })),
        },
        { name: 'position', label: field('position'), kind: 'number' },
        { name: 'title_id', label: field('titleId'), kind: 'text', isOptional: true, hint: t('bilingual.hint') },
        { name: 'title_en', label: field('titleEn'), kind: 'text', isOptional: true },
        { name: 'body_id', label: field('bodyId'), kind: 'textarea', isOptional: true },
        { name: 'body_en', label: field('bodyEn'), kind: 'textarea', isOptional: true },
        { name: 'is_published', label: field('published'), kind: 'switch', wide: true },
      ]}
      blank={{
        category: 'release',
        position: 0,
        title_id: '',
        title_en: '',
        body_id: '',
        body_en: '',
        is_published: true,
      }}
      valuesOf={({ id: _id, updated_at: _updated, ...values }) => values}
    />
  );
}
