import { Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { type ListColumn, ListTable } from '../../../components/list-page/list-table.tsx';
import { RowTitle } from '../../../components/list-page/row-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type ContentKind, useDeleteContentMutation, useSaveContentMutation } from '../api/save-content.ts';
import { type ContentField, ContentFormModal, type ContentValues } from './content-form-modal.tsx';

interface Row {
  id: number;
  is_published: boolean;
}

interface OpsContentListProps<R extends Row> {
  kind: ContentKind;
  rows: readonly R[] | undefined;
  error: unknown;
  /** Filters above the table (search, category). */
  filters?: React.ReactNode;
  title: (row: R) => string;
  detail: (row: R) => string;
  columns: readonly ListColumn<R>[];
  fields: readonly ContentField[];
  schema: z.ZodType;
  /** A new item's starting values. */
  blank: ContentValues;
  /** An item's values in the form. */
  valuesOf: (row: R) => ContentValues;
}

/** A staff-kept list (articles, stores, changelog): its rows, and adding, editing and deleting them. */
export function OpsContentList<R extends Row>(props: OpsContentListProps<R>) {
  const { t } = useTranslation();
  const save = useSaveContentMutation(props.kind);
  const remove = useDeleteContentMutation(props.kind);
  const [editing, setEditing] = useState<{ id: number | null; values: ContentValues } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const texts = (key: string) => t(`support.ops.content.${props.kind}.${key}`);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('support.ops.content.deleted'));
        setDeleting(null);
      },
      onError: (error) => notifyError(t, t('support.ops.content.deleteFailed'), error),
    });
  }

  return (
    <ListPage
      title={texts('title')}
      subtitle={texts('subtitle')}
      maw={1200}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ id: null, values: props.blank })}
        >
          {texts('add')}
        </Button>
      }
    >
      {props.filters}
      {!props.rows ? (
        <QueryState error={props.error} />
      ) : props.rows.length === 0 ? (
        <ListEmpty
          title={t('support.ops.content.emptyTitle')}
          description={t('support.ops.content.emptyDescription')}
        />
      ) : (
        <ListTable
          rows={props.rows}
          rowKey={(row) => row.id}
          label={texts('title')}
          minWidth={760}
          heading={{
            header: texts('heading'),
            cell: (row) => (
              <RowTitle
                title={props.title(row)}
                detail={props.detail(row)}
                onOpen={() => setEditing({ id: row.id, values: props.valuesOf(row) })}
              />
            ),
          }}
          columns={[
            ...props.columns,
            {
              header: t('support.ops.content.state'),
              cell: (row) => (
                <Badge variant="light" color={row.is_published ? 'green' : 'gray'} c="dark.7">
                  {row.is_published ? t('support.ops.content.published') : t('support.ops.content.draft')}
                </Badge>
              ),
            },
          ]}
          trailing={{
            header: t('support.ops.content.actions'),
            cell: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setEditing({ id: row.id, values: props.valuesOf(row) })}
                  aria-label={t('support.ops.content.editLabel', { name: props.title(row) })}
                >
                  {t('support.ops.content.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(row)}
                  aria-label={t('support.ops.content.deleteLabel', { name: props.title(row) })}
                >
                  {t('support.ops.content.delete')}
                </Button>
              </Group>
            ),
          }}
        />
      )}
      <ContentFormModal
        title={editing?.id === null ? texts('add') : texts('edit')}
        editing={editing}
        fields={props.fields}
        schema={props.schema}
        isPending={save.isPending}
        onSave={(input, handlers) => save.mutate(input, handlers)}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('support.ops.content.deleteTitle')}
        message={t('support.ops.content.deleteMessage', { name: deleting ? props.title(deleting) : '' })}
        confirmLabel={t('support.ops.content.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}
