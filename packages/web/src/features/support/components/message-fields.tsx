import { TICKET_MESSAGE_MAX } from '@irama/contracts';
import { Button, Group } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextareaField } from '../../../components/form-field.tsx';
import { AttachmentInput } from './attachment-input.tsx';

interface MessageFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  label: string;
  attachments: Omit<ComponentProps<typeof AttachmentInput>, 'disabled'>;
  isPending: boolean;
  submitLabel: string;
}

/** The end of a message to support: its text, its attachments and the send button. */
export function MessageFields<T extends FieldValues>({
  form,
  name,
  label,
  attachments,
  isPending,
  submitLabel,
}: MessageFieldsProps<T>) {
  return (
    <>
      <TextareaField
        form={form}
        name={name}
        label={label}
        rows={4}
        resize="vertical"
        maxLength={TICKET_MESSAGE_MAX}
        required
      />
      <AttachmentInput {...attachments} disabled={isPending} />
      <Group justify="flex-end">
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
