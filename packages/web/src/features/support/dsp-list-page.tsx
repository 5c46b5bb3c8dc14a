import { STORE_TYPES, type Store } from '@irama/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPage } from '../../components/list-page/list-page.tsx';
import { ListSelect } from '../../components/list-page/list-select.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { localized } from '../../lib/localized.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useStoresQuery } from './api/get-stores.ts';
import classes from './dsp-list.module.css';

function StoreCard({ store }: { store: Store }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={store.name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={700}>{store.name}</Text>
          <Badge variant="light" c="dark.7" size="sm" style={{ flexShrink: 0 }}>
            {t(`support.stores.types.${store.type}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`support.stores.regions.${store.region}`)}
        </Text>
        <Text size="sm">{localized(store, 'description', i18n.language)}</Text>
        <Anchor href={store.website} target="_blank" rel="noopener noreferrer" size="sm">
          {new URL(store.website).hostname.replace(/^www\./, '')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** /dsp-list: the digital stores releases go to, with what each is and where it serves. */
export default function DspListPage() {
  const { t } = useTranslation();
  const stores = useStoresQuery('partner');
  const params = useListParams(STORE_TYPES);
  const shown = stores.data?.filter((store) => !params.status || store.type === params.status);
  // Only the types some store has: a choice that always shows nothing is no choice.
  const types = STORE_TYPES.filter((type) => stores.data?.some((store) => store.type === type));

  return (
    <ListPage
      title={t('support.stores.title')}
      subtitle={t('support.stores.subtitle', { count: stores.data?.length ?? 0 })}
      maw={1200}
    >
      <ListSelect
        label={t('support.stores.type')}
        allLabel={t('support.stores.types.all')}
        options={types.map((type) => ({ value: type, label: t(`support.stores.types.${type}`) }))}
        value={params.status}
        onChange={params.setStatus}
        w={{ base: '100%', xs: 240 }}
      />
      {!shown ? (
        <QueryState error={stores.error} />
      ) : shown.length === 0 ? (
        <ListEmpty title={t('support.stores.emptyTitle')} description={t('support.stores.emptyDescription')} />
      ) : (
        <ul className={classes.grid} aria-label={t('support.stores.listLabel')}>
          {shown.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
