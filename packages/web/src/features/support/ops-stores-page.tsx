import { SaveStoreSchema, STORE_REGIONS, STORE_TYPES, type Store } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { useStoresQuery } from './api/get-stores.ts';
import { OpsContentList } from './components/ops-content-list.tsx';

/** /ops/dsp-list (staff): the DSP list partners read, in its order. */
export default function OpsStoresPage() {
  const { t } = useTranslation();
  const stores = useStoresQuery('ops');
  const field = (key: string) => t(`support.ops.content.fields.${key}`);
  const type = (value: string) => t(`support.stores.types.${value}`);
  const region = (value: string) => t(`support.stores.regions.${value}`);
  return (
    <OpsContentList<Store>
      kind="dsplist"
      rows={stores.data}
      error={stores.error}
      title={(store) => store.name}
      detail={(store) => store.website}
      columns={[
        { header: field('position'), cell: (store) => store.position },
        { header: field('type'), cell: (store) => type(store.type) },
        { header: field('region'), cell: (store) => region(store.region) },
      ]}
      schema={SaveStoreSchema}
      fields={[
        { name: 'name', label: field('name'), kind: 'text' },
        { name: 'website', label: field('website'), kind: 'text' },
        {
          name: 'type',
          label: field('type'),
          kind: 'select',
          options: STORE_TYPES.map((value) => ({ value, label: type(value) })),
        },
        {
          name: 'region',
          label: field('region'),
          kind: 'select',
          options: STORE_REGIONS.map((value) => ({ value, label: region(value) })),
        },
        { name: 'description_id', label: field('descriptionId'), kind: 'textarea' },
        { name: 'description_en', label: field('descriptionEn'), kind: 'textarea' },
        { name: 'position', label: field('position'), kind: 'number' },
        { name: 'is_published', label: field('published'), kind: 'switch' },
      ]}
      blank={{
        name: '',
        website: 'https://',
        type: 'streaming',
        region: 'global',
        description_id: '',
        description_en: '',
        position: (stores.data?.length ?? 0) + 1,
        is_published: true,
      }}
      valuesOf={({ id: _id, ...values }) => values}
    />
  );
}
