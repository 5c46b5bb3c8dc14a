import { IDEA_CONTENT_KINDS, type IdeaContent, type IdeaContentKind } from '@irama/contracts';
import { Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { EditDeleteCell } from '../../components/edit-delete-cell.tsx';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../components/list-page/list-pagination.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { localizedText } from '../../lib/localized.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useDeleteContentMutation } from './api/delete-content.ts';
import { useOpsContentQuery } from './api/get-ops-content.ts';
import { ContentFormModal } from './components/content-form-modal.tsx';
import { QueryBody } from './components/query-body.tsx';

type Editing = { item: IdeaContent | null } | null;

/** Staff: the banners, social posts, hot topics and trending video ideas every partner sees on Home and Ideas. */
export default function OpsIdeasPage() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<IdeaContentKind | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<IdeaContent | null>(null);
  const query = useOpsContentQuery(kind, page);
  const remove = useDeleteContentMutation();
  const dateOf = (day: string | null) => (day ? formatDate(day, i18n.language) : '–');

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('ideas.ops.deleted'));
        setDeleting(null);
      },
      onError: (error) => notifyError(t, t('ideas.ops.deleteFailed'), error),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('ideas.ops.title')} subtitle={t('ideas.ops.subtitle')} />
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('ideas.ops.fields.kind')}
          placeholder={t('ideas.ops.allKinds')}
          data={IDEA_CONTENT_KINDS.map((value) => ({ value, label: t(`ideas.ops.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as IdeaContentKind | null);
            setPage(1);
          }}
          clearable
          w={240}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
          {t('ideas.ops.add')}
        </Button>
      </Group>
      <QueryBody query={query}>
        {(data) =>
          data.results.length === 0 ? (
            <ListEmpty title={t('ideas.ops.emptyTitle')} description={t('ideas.ops.emptyDescription')} />
          ) : (
            <Stack gap="sm">
              <Paper withBorder radius="md">
                <Table.ScrollContainer minWidth={720}>
                  <Table verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('ideas.ops.fields.title')}</Table.Th>
                        <Table.Th>{t('ideas.ops.fields.kind')}</Table.Th>
                        <Table.Th>{t('ideas.ops.fields.published_on')}</Table.Th>
                        <Table.Th>{t('ideas.ops.shown')}</Table.Th>
                        <Table.Th>{t('ideas.ops.fields.position')}</Table.Th>
                        <Table.Th aria-label={t('ideas.ops.actions')} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.results.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td>
                            <Text size="sm" fw={600} lineClamp={2}>
                              {localizedText(item, 'title', i18n.language)}
                            </Text>
                          </Table.Td>
                          <Table.Td>{t(`ideas.ops.kinds.${item.kind}`)}</Table.Td>
                          <Table.Td>{dateOf(item.published_on)}</Table.Td>
                          <Table.Td>
                            {item.starts_on || item.ends_on
                              ? `${dateOf(item.starts_on)} – ${dateOf(item.ends_on)}`
                              : t('ideas.ops.always')}
                          </Table.Td>
                          <Table.Td>{item.position}</Table.Td>
                          <EditDeleteCell
                            editLabel={t('ideas.ops.editShort')}
                            deleteLabel={t('ideas.ops.delete')}
                            onEdit={() => setEditing({ item })}
                            onDelete={() => setDeleting(item)}
                          />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
              <ListPagination page={data.page} limit={data.limit} total={data.total} onChange={setPage} />
            </Stack>
          )
        }
      </QueryBody>
      <ContentFormModal
        opened={editing !== null}
        item={editing?.item ?? null}
        kind={kind ?? 'banner'}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('ideas.ops.deleteTitle')}
        message={t('ideas.ops.deleteMessage', {
          title: deleting ? localizedText(deleting, 'title', i18n.language) : '',
        })}
        confirmLabel={t('ideas.ops.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
