import { zodResolver } from '@hookform/resolvers/zod';
import {
  ATTACHMENT_MAX_FILES,
  CreateTicketFieldsSchema,
  TICKET_CATEGORIES,
  TICKET_SUBJECT_MAX,
  type TicketDetail,
} from '@irama/contracts';
import { Select } from '@mantine/core';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledField, TextField } from '../../../components/form-field.tsx';
import { useCreateTicketMutation } from '../api/send-ticket.ts';
import { useMessageSend } from '../lib/use-message-send.ts';
import { MessageFormCard } from './message-form-card.tsx';

type FormInput = z.input<typeof CreateTicketFieldsSchema>;
type FormOutput = z.output<typeof CreateTicketFieldsSchema>;
const FIELDS = ['subject', 'category', 'message'] as const;
// No category is chosen for the user: they pick one.
const EMPTY: DefaultValues<FormInput> = { subject: '', message: '' };

/** A new support ticket: subject, category, message and attachments. */
export function TicketForm({ onCreated }: { onCreated: (ticket: TicketDetail) => void }) {
  const { t } = useTranslation();
  const mutation = useCreateTicketMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateTicketFieldsSchema),
    defaultValues: EMPTY,
  });
  const send = useMessageSend(form, {
    mutation,
    toVariables: (values, uploadIds) => ({ ...values, uploadIds }),
    maxFiles: ATTACHMENT_MAX_FILES,
    sentKey: 'support.ticket.sent',
    failedKey: 'support.ticket.failed',
    empty: EMPTY,
    fields: FIELDS,
    onSent: onCreated,
  });

  return (
    <MessageFormCard
      title={t('support.ticket.newTitle')}
      description={t('support.ticket.newDescription')}
      messageLabel={t('support.ticket.message')}
      submitLabel={t('support.ticket.send')}
      {...send}
    >
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
    </MessageFormCard>
  );
}
