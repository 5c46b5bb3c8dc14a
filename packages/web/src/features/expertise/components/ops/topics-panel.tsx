import { type OpsTopic, textIn } from '@irama/contracts';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { EditDeleteButtons } from '../../../../components/edit-delete-buttons.tsx';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteTopicMutation } from '../../api/delete-topic.ts';
import { useOpsTopicsQuery } from '../../api/get-ops-topics.ts';
import { Loaded } from '../loaded.tsx';
import { ScrollTable } from '../scroll-table.tsx';
import { TopicFormModal } from './topic-form-modal.tsx';

/** Staff: the topics courses are grouped by; a topic still holding courses cannot be deleted. */
export function TopicsPanel() {
  const { t, i18n } = useTranslation();
  const topics = useOpsTopicsQuery();
  const remove = useDeleteTopicMutation();
  const [editing, setEditing] = useState<{ topic: OpsTopic | null } | null>(null);
  const [deleting, setDeleting] = useState<OpsTopic | null>(null);
  const nameOf = (topic: OpsTopic) => textIn(i18n.language, topic.name, topic.name_en);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('expertise.ops.topics.deleted'));
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(t, t('expertise.ops.deleteFailed'), error);
        setDeleting(null);
      },
    });
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ topic: null })}>
          {t('expertise.ops.topics.add')}
        </Button>
      </Group>
      <Loaded query={topics}>
        {(list) =>
          list.length === 0 ? (
            <ListEmpty
              title={t('expertise.ops.topics.emptyTitle')}
              description={t('expertise.ops.topics.emptyDescription')}
            />
          ) : (
            <Paper withBorder radius="md">
              <ScrollTable minWidth={520} label={t('expertise.ops.tabs.topics')}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('expertise.ops.topics.name')}</Table.Th>
                      <Table.Th>{t('expertise.ops.topics.courses')}</Table.Th>
                      <Table.Th>{t('expertise.ops.order')}</Table.Th>
                      <Table.Th aria-label={t('expertise.ops.actions')} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((topic) => (
                      <Table.Tr key={topic.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {nameOf(topic)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{topic.course_count}</Table.Td>
                        <Table.Td>{topic.position}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <EditDeleteButtons
                              size="xs"
                              editLabel={t('expertise.ops.edit')}
                              deleteLabel={t('expertise.ops.delete')}
                              ariaLabels={{
                                edit: t('expertise.ops.editName', { name: nameOf(topic) }),
                                delete: t('expertise.ops.deleteName', { name: nameOf(topic) }),
                              }}
                              onEdit={() => setEditing({ topic })}
                              onDelete={() => setDeleting(topic)}
                            />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            </Paper>
          )
        }
      </Loaded>
      <TopicFormModal opened={editing !== null} topic={editing?.topic ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('expertise.ops.topics.deleteTitle')}
        message={t('expertise.ops.topics.deleteMessage', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('expertise.ops.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
