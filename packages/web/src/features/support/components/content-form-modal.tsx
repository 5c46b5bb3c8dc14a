import { Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateWith } from '../../../lib/validate-with.ts';

/** What every input of a staff content form has: its field, its label, and whether it spans the form. */
interface FieldBase {
  name: string;
  label: string;
  wide?: boolean;
  /** A text that may be left empty (one language of a bilingual pair); the schema says when it may not. */
  isOptional?: boolean;
  /** A line under the label. */
  hint?: string;
}

/** One input of a staff content form; `lines` edits a list of strings as one line each. */
export type ContentField =
  | (FieldBase & { kind: 'text' | 'textarea' | 'number' | 'switch' | 'lines' | 'date' })
  | (FieldBase & { kind: 'select'; options: { value: string; label: string }[] });

export type ContentValues = Record<string, string | number | boolean | string[]>;

interface ContentFormModalProps {
  title: string;
  /** The item being edited (its id and values), a new item (id null), or nothing while closed. */
  editing: { id: number | null; values: ContentValues } | null;
  fields: readonly ContentField[];
  schema: z.ZodType;
  isPending: boolean;
  onSave: (
    input: { id: number | null; body: never },
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  onClose: () => void;
}

const asText = (value: ContentValues[string] | undefined) =>
  Array.isArray(value) ? value.join('\n') : value === undefined ? '' : String(value);

/** Staff create or edit one article, store or changelog entry; the contract's schema checks it before it is sent. */
export function ContentFormModal({
  title,
  editing,
  fields,
  schema,
  isPending,
  onSave,
  onClose,
}: ContentFormModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContentValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setValues(editing?.values ?? {});
    setErrors({});
  }, [editing]);
  const set = (name: string, value: ContentValues[string]) => setValues((current) => ({ ...current, [name]: value }));
  const error = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const body = Object.fromEntries(
      fields.map((field) => {
        const value = values[field.name];
        if (field.kind === 'lines') {
          return [
            field.name,
            asText(value)
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          ];
        }
        return [field.name, value];
      }),
    );
    const parsed = validateWith(schema, body);
    if (parsed.errors) return setErrors(parsed.errors);
    onSave(
      { id: editing.id, body: parsed.data as never },
      {
        onSuccess: () => {
          notifySuccess(t('support.ops.content.saved'));
          onClose();
        },
        onError: (saveError) => {
          if (saveError instanceof ApiError) setErrors(saveError.fieldErrors);
          notifyError(t, t('support.ops.content.saveFailed'), saveError);
        },
      },
    );
  }

  function input(field: ContentField) {
    const common = { label: field.label, error: error(field.name) };
    switch (field.kind) {
      case 'select':
        return (
          <Select
            {...common}
            data={field.options}
            value={asText(values[field.name]) || null}
            onChange={(value) => set(field.name, value ?? '')}
            allowDeselect={false}
            required
          />
        );
      case 'number':
        return (
          <NumberInput
            {...common}
            value={Number(values[field.name] ?? 0)}
            onChange={(value) => set(field.name, Number(value) || 0)}
            min={0}
            allowDecimal={false}
          />
        );
      case 'switch':
        return (
          <Switch
            label={field.label}
            checked={Boolean(values[field.name])}
            onChange={(event) => set(field.name, event.currentTarget.checked)}
          />
        );
      case 'textarea':
      case 'lines':
        return (
          <Textarea
            {...common}
            description={field.kind === 'lines' ? t('support.ops.content.oneLineEach') : field.hint}
            rows={field.kind === 'lines' ? 3 : 5}
            resize="vertical"
            value={asText(values[field.name])}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            required={!field.isOptional}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.kind === 'date' ? 'date' : 'text'}
            description={field.hint}
            value={asText(values[field.name])}
            onChange={(event) => set(field.name, event.currentTarget.value)}
            required={!field.isOptional}
          />
        );
    }
  }

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) => (
              <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                {input(field)}
              </div>
            ))}
          </SimpleGrid>
          <ModalActions
            cancelLabel={t('support.ops.content.cancel')}
            onCancel={onClose}
            submitLabel={t('support.ops.content.save')}
            isPending={isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
