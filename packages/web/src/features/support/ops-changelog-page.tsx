import { type ChangelogEntry, SaveChangelogSchema } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import { useChangelogQuery } from './api/get-changelog.ts';
import { OpsContentList } from './components/ops-content-list.tsx';

/** /ops/changelog (staff): the portal's changelog entries, unpublished ones included. */
export default function OpsChangelogPage() {
  const { t, i18n } = useTranslation();
  const changelog = useChangelogQuery('ops');
  const field = (key: string) => t(`support.ops.content.fields.${key}`);
  return (
    <OpsContentList<ChangelogEntry>
      kind="changelog"
      rows={changelog.data}
      error={changelog.error}
      title={(entry) => entry.title_id}
      detail={(entry) => t('support.changelog.version', { version: entry.version })}
      columns={[{ header: field('releasedOn'), cell: (entry) => formatDate(entry.released_on, i18n.language) }]}
      schema={SaveChangelogSchema}
      fields={[
        { name: 'version', label: field('version'), kind: 'text' },
        { name: 'released_on', label: field('releasedOn'), kind: 'date' },
        { name: 'title_id', label: field('titleId'), kind: 'text' },
        { name: 'title_en', label: field('titleEn'), kind: 'text' },
        { name: 'items_id', label: field('itemsId'), kind: 'lines' },
        { name: 'items_en', label: field('itemsEn'), kind: 'lines' },
        { name: 'is_published', label: field('published'), kind: 'switch', wide: true },
      ]}
      blank={{
        version: '',
        released_on: '',
        title_id: '',
        title_en: '',
        items_id: [],
        items_en: [],
        is_published: true,
      }}
      valuesOf={({ id: _id, ...values }) => values}
    />
  );
}
