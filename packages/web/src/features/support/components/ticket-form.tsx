import { zodResolver } from '@hookform/resolvers/zod';
import {
  ATTACHMENT_MAX_FILES,
  CreateTicketFieldsSchema,
  TICKET_CATEGORIES,
  TICKET_SUBJECT_MAX,
  type TicketDetail,
} from '@irama/contracts';
import { Select, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledField, TextField } from '../../../components/form-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useCreateTicketMutation } from '../api/send-ticket.ts';
import { useAttachments } from '../lib/use-attachments.ts';
import { MessageFields } from './message-fields.tsx';

type FormInput = z.input<typeof CreateTicketFieldsSchema>;
type FormOutput = z.output<typeof CreateTicketFieldsSchema>;
const FIELDS = ['subject', 'category', 'message'] as const;

/** A new support ticket: subject, category, message and attachments. */
export function TicketForm({ onCreated }: { onCreated: (ticket: TicketDetail) => void }) {
  const { t } = useTranslation();
  const mutation = useCreateTicketMutation();
  const attachments = useAttachments(ATTACHMENT_MAX_FILES);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateTicketFieldsSchema),
    defaultValues: { subject: '', message: '' },
  });

  function handleSubmit(values: FormOutput) {
    if (attachments.error) return;
    mutation.mutate(
      { ...values, files: attachments.files },
      {
        onSuccess: (ticket) => {
          notifySuccess(t('support.ticket.sent'));
          form.reset({ subject: '', message: '' });
          attachments.clear();
          onCreated(ticket);
        },
        onError: (error) => {
          attachments.refuse(error);
          showFormError(t, t('support.ticket.failed'), error, form.setError, FIELDS);
        },
      },
    );
  }

  return (
    <SectionCard title={t('support.ticket.newTitle')} description={t('support.ticket.newDescription')}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} aria-label={t('support.ticket.newTitle')}>
        <Stack gap="md">
          <TextField
            form={form}
            name="subject"
            label={t('support.ticket.subject')}
            maxLength={TICKET_SUBJECT_MAX}
            required
          />
          <ControlledField
            form={form}
            name="category"
            render={(field, error) => (
              <Select
                label={t('support.ticket.category')}
                placeholder={t('support.ticket.categoryPlaceholder')}
                data={TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.ticket.categories.${value}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={error}
                allowDeselect={false}
                required
              />
            )}
          />
          <MessageFields
            form={form}
            name="message"
            label={t('support.ticket.message')}
            attachments={attachments.input}
            isPending={mutation.isPending}
            submitLabel={t('support.ticket.send')}
          />
        </Stack>
      </form>
    </SectionCard>
  );
}
