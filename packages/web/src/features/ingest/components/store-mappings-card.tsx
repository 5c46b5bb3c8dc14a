import type { SavedStoreMapping } from '@irama/contracts';
import { Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteStoreMappingMutation, useStoreMappingsQuery } from '../api/store-mappings.ts';
import { DELIMITER_KEYS, type MappingFormValues, NEW_MAPPING, toFormValues } from '../lib/mapping-form.ts';
import { MappingFormModal } from './mapping-form-modal.tsx';
import { QueryListState } from './query-list-state.tsx';

/** Every store's saved column mapping: a store file can only be uploaded once its store has one. */
export function StoreMappingsCard() {
  const { t, i18n } = useTranslation();
  const query = useStoreMappingsQuery();
  const deletion = useDeleteStoreMappingMutation();
  const [editing, setEditing] = useState<{ values: MappingFormValues; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const results = query.data?.results;

  const layout = ({ mapping }: SavedStoreMapping) =>
    t('ingest.mappings.layout', {
      delimiter: t(`ingest.mappings.delimiters.${DELIMITER_KEYS[mapping.delimiter]}`),
      format: mapping.periodFormat,
      currency: mapping.currency ?? t('ingest.mappings.currencyColumn', { column: mapping.columns.currency }),
    });
  const actions = ({ mapping }: SavedStoreMapping) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        aria-label={t('ingest.mappings.editStore', { store: mapping.store })}
        onClick={() => setEditing({ values: toFormValues(mapping), isNew: false })}
      >
        {t('ingest.mappings.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        aria-label={t('ingest.mappings.deleteStore', { store: mapping.store })}
        onClick={() => setDeleting(mapping.store)}
      >
        {t('ingest.mappings.delete')}
      </Button>
    </Group>
  );

  function handleDelete(store: string) {
    deletion.mutate(store, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(t('ingest.mappings.deleted', { store }));
      },
    });
  }

  return (
    <SectionCard
      title={t('ingest.mappings.title')}
      description={t('ingest.mappings.description')}
      actions={
        <Button
          mt="sm"
          size="sm"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ values: NEW_MAPPING, isNew: true })}
        >
          {t('ingest.mappings.add')}
        </Button>
      }
    >
      <QueryListState query={query} isEmpty={results?.length === 0} empty={t('ingest.mappings.empty')} />
      {results && results.length > 0 && isNarrow && (
        <Stack gap="sm">
          {results.map((saved) => (
            <Paper key={saved.mapping.store} withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                  {saved.mapping.store}
                </Text>
                <Text size="sm">{layout(saved)}</Text>
                <Text size="xs" c="dimmed">
                  {t('ingest.mappings.updated', { date: date.format(new Date(saved.updated_at)) })}
                </Text>
                {actions(saved)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {results && results.length > 0 && !isNarrow && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ingest.mappings.store')}</Table.Th>
                <Table.Th>{t('ingest.mappings.format')}</Table.Th>
                <Table.Th>{t('ingest.mappings.updatedAt')}</Table.Th>
                <Table.Th>{t('ingest.runs.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((saved) => (
                <Table.Tr key={saved.mapping.store}>
                  <Table.Td fw={600}>{saved.mapping.store}</Table.Td>
                  <Table.Td>{layout(saved)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(saved.updated_at))}</Table.Td>
                  <Table.Td>{actions(saved)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MappingFormModal initial={editing} onClose={() => setEditing(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('ingest.mappings.deleteTitle', { store: deleting ?? '' })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('ingest.mappings.deleteMessage')}</Text>
          {deletion.isError && <ErrorAlert error={deletion.error} />}
          <ModalActions
            cancelLabel={t('ingest.actions.cancel')}
            onCancel={() => setDeleting(null)}
            submitLabel={t('ingest.mappings.deleteConfirm')}
            submitColor="red"
            isPending={deletion.isPending}
            onSubmit={() => deleting && handleDelete(deleting)}
          />
        </Stack>
      </Modal>
    </SectionCard>
  );
}
