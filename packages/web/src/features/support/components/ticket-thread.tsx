import { ATTACHMENT_MAX_FILES, ReplyFieldsSchema, type TicketDetail, type TicketMessage } from '@irama/contracts';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload, IconHeadset } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { validateWith } from '../../../lib/validate-with.ts';
import type { Desk } from '../api/desk-page.ts';
import { useDownloadAttachmentMutation } from '../api/get-ticket.ts';
import { useReplyToTicketMutation } from '../api/send-ticket.ts';
import { formatFileSize } from '../lib/attachments.ts';
import { useAttachments } from '../lib/use-attachments.ts';
import { AttachmentInput } from './attachment-input.tsx';

function MessageCard({ desk, ticketId, message }: { desk: Desk; ticketId: number; message: TicketMessage }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadAttachmentMutation();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      bg={message.is_staff ? 'var(--mantine-color-green-light)' : undefined}
      aria-label={message.is_staff ? t('support.thread.staffMessage') : t('support.thread.userMessage')}
    >
      <Group gap="xs" mb={6} wrap="nowrap" align="flex-start">
        <Avatar size="sm" radius="xl" color={message.is_staff ? 'green' : 'gray'}>
          {message.is_staff ? <IconHeadset size={16} aria-hidden /> : message.author_name.charAt(0)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {message.author_name}
            </Text>
            {message.is_staff && (
              <Badge size="xs" variant="light" color="green" c="dark.7">
                {t('support.thread.staff')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.created_at, i18n.language)}
          </Text>
        </div>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
      {message.attachments.length > 0 && (
        <Group gap="xs" mt="sm">
          {message.attachments.map((attachment) => (
            <Button
              key={attachment.id}
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() =>
                download.mutate(
                  { desk, ticketId, attachment },
                  { onError: (error) => notifyError(t, t('support.thread.downloadFailed'), error) },
                )
              }
              aria-label={t('support.thread.download', { name: attachment.name })}
              style={{ maxWidth: '100%' }}
            >
              <Text span size="sm" truncate>
                {attachment.name} · {formatFileSize(attachment.size, i18n.language)}
              </Text>
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/** A reply under the thread: the user's follow-up, or (staff) the answer the user is notified of. */
function ReplyForm({ desk, ticket }: { desk: Desk; ticket: TicketDetail }) {
  const { t } = useTranslation();
  const mutation = useReplyToTicketMutation();
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const attachments = useAttachments(ATTACHMENT_MAX_FILES);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = validateWith(ReplyFieldsSchema, { message });
    setMessageError(parsed.errors?.message);
    if (!parsed.data) return;
    const uploadIds = await attachments.uploadIds();
    if (!uploadIds) return;
    mutation.mutate(
      { desk, id: ticket.id, message: parsed.data.message, uploadIds },
      {
        onSuccess: () => {
          notifySuccess(t(desk === 'ops' ? 'support.thread.answered' : 'support.thread.sent'));
          setMessage('');
          attachments.clear();
        },
        onError: (error) => {
          if (error instanceof ApiError) setMessageError(error.fieldErrors.message);
          attachments.refuse(error);
          notifyError(t, t('support.thread.failed'), error);
        },
      },
    );
  }

  const label = desk === 'ops' ? t('support.thread.answer') : t('support.thread.followUp');
  const isSending = mutation.isPending || attachments.isWaiting;
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={label}>
      <Stack gap="sm">
        <Textarea
          label={label}
          rows={3}
          resize="vertical"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={messageError ? t(messageError) : undefined}
          required
        />
        <AttachmentInput {...attachments.input} disabled={isSending} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSending}>
            {desk === 'ops' ? t('support.thread.sendAnswer') : t('support.thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A ticket's messages, oldest first, with their attachments, and the reply form while it is not closed. */
export function TicketThread({ desk, ticket }: { desk: Desk; ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {ticket.messages.map((message) => (
        <MessageCard key={message.id} desk={desk} ticketId={ticket.id} message={message} />
      ))}
      {desk === 'ops' && ticket.status === 'closed' ? (
        <Text size="sm" c="dimmed">
          {t('support.thread.closed')}
        </Text>
      ) : (
        <ReplyForm desk={desk} ticket={ticket} />
      )}
    </Stack>
  );
}
