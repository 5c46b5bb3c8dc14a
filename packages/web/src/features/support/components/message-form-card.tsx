import { TICKET_MESSAGE_MAX } from '@irama/contracts';
import { Button, Group, Stack } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextareaField } from '../../../components/form-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { AttachmentInput } from './attachment-input.tsx';

interface MessageFormCardProps<T extends FieldValues> {
  /** Also names the form for screen readers. */
  title: string;
  description: string;
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  messageLabel: string;
  attachments: Omit<ComponentProps<typeof AttachmentInput>, 'disabled'>;
  isPending: boolean;
  submitLabel: string;
  /** The fields above the message. */
  children: ReactNode;
}

/** A message to support in its own card: the form's own fields, then its text, attachments and send button. */
export function MessageFormCard<T extends FieldValues & { message: string }>({
  title,
  description,
  form,
  onSubmit,
  messageLabel,
  attachments,
  isPending,
  submitLabel,
  children,
}: MessageFormCardProps<T>) {
  return (
    <SectionCard title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="md">
          {children}
          <TextareaField
            form={form}
            name={'message' as Path<T>}
            label={messageLabel}
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
        </Stack>
      </form>
    </SectionCard>
  );
}
