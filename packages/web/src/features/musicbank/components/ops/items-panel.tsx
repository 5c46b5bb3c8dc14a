import type { OpsMusicbankItem } from '@irama/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../../components/idr-amount.tsx';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { ListResults } from '../../../../components/list-page/list-results.tsx';
import { ListSearch } from '../../../../components/list-page/list-search.tsx';
import { ListTable } from '../../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../../components/list-page/row-title.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useOpsItemsQuery } from '../../api/get-ops-items.ts';
import { ItemFormModal } from './item-form-modal.tsx';

const PAGE_SIZE = 20;

/** The bank's songs for staff: searched, each opening its form; a new one starts from an empty form. */
export function ItemsPanel() {
  const { t } = useTranslation();
  const params = useListParams([]);
  const items = useOpsItemsQuery({ page: params.page, limit: PAGE_SIZE, search: params.search || undefined });
  // Undefined while the form is closed; null while it adds a song.
  const [editing, setEditing] = useState<OpsMusicbankItem | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListSearch
          params={params}
          label={t('musicbank.ops.items.search')}
          placeholder={t('musicbank.ops.items.searchPlaceholder')}
          w={360}
          maw="100%"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t('musicbank.ops.items.add')}
        </Button>
      </Group>
      <ListResults
        query={items}
        params={params}
        limit={PAGE_SIZE}
        empty={
          <ListEmpty
            title={t('musicbank.ops.items.empty.title')}
            description={t('musicbank.ops.items.empty.description')}
          />
        }
      >
        {(rows) => (
          <ListTable
            rows={rows}
            rowKey={(item) => item.id}
            label={t('musicbank.ops.items.label')}
            minWidth={820}
            isBusy={items.isPlaceholderData}
            heading={{
              header: t('musicbank.ops.fields.title'),
              cell: (item) => (
                <RowTitle title={item.title} detail={item.writers.join(', ')} onOpen={() => setEditing(item)} />
              ),
            }}
            columns={[
              { header: t('musicbank.ops.fields.genre'), cell: (item) => t(`musicbank.genres.${item.genre}`) },
              { header: t('musicbank.ops.fields.fee'), cell: (item) => <IdrAmount amount={item.fee_idr} /> },
              { header: t('musicbank.ops.items.requests'), cell: (item) => item.requests },
              {
                header: t('musicbank.ops.items.licensedTo'),
                cell: (item) => (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.licensed_to.join(', ') || '—'}
                  </Text>
                ),
              },
              {
                header: t('musicbank.ops.demo.label'),
                cell: (item) => t(item.demo_url ? 'musicbank.ops.items.hasDemo' : 'musicbank.ops.items.noDemo'),
              },
            ]}
            trailing={{
              header: t('musicbank.ops.items.state'),
              cell: (item) => (
                <Group gap={4} wrap="nowrap">
                  <Badge size="sm" variant="light" color={item.is_listed ? 'green' : 'gray'} tt="none" c="dark.7">
                    {t(item.is_listed ? 'musicbank.ops.items.listed' : 'musicbank.ops.items.unlisted')}
                  </Badge>
                  {item.is_exclusive && (
                    <Badge size="sm" variant="light" color="grape" tt="none" c="dark.7">
                      {t('musicbank.item.exclusive')}
                    </Badge>
                  )}
                </Group>
              ),
            }}
          />
        )}
      </ListResults>
      <ItemFormModal
        item={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onChanged={setEditing}
      />
    </Stack>
  );
}
