import { type OpsTopic, textIn } from '@irama/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { EditDeleteCell } from '../../../../components/edit-delete-cell.tsx';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteTopicMutation } from '../../api/delete-topic.ts';
import { useOpsTopicsQuery } from '../../api/get-ops-topics.ts';
import { Loaded } from '../loaded.tsx';
import { OpsTable } from './ops-table.tsx';
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
            <OpsTable
              minWidth={520}
              label={t('expertise.ops.tabs.topics')}
              headers={[t('expertise.ops.topics.name'), t('expertise.ops.topics.courses'), t('expertise.ops.order')]}
              actionsLabel={t('expertise.ops.actions')}
            >
              {list.map((topic) => (
                <Table.Tr key={topic.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {nameOf(topic)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{topic.course_count}</Table.Td>
                  <Table.Td>{topic.position}</Table.Td>
                  <EditDeleteCell
                    editLabel={t('expertise.ops.edit')}
                    deleteLabel={t('expertise.ops.delete')}
                    ariaLabels={{
                      edit: t('expertise.ops.editName', { name: nameOf(topic) }),
                      delete: t('expertise.ops.deleteName', { name: nameOf(topic) }),
                    }}
                    onEdit={() => setEditing({ topic })}
                    onDelete={() => setDeleting(topic)}
                  />
                </Table.Tr>
              ))}
            </OpsTable>
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
