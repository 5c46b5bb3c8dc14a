import { CHAT_MESSAGE_MAX_LENGTH, normalizeText, SendMessageRequestSchema } from '@irama/contracts';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { fieldMessageKey } from '../../../lib/server-errors.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useSendMessageMutation } from '../api/send-message.ts';

interface ComposerProps {
  conversationId: number;
  /** Why the caller may not write now (the composer is then shut), or null when they may. */
  blockedReason: string | null;
}

/** The key that says why a send failed: the server's message on the text, else its error's. */
function sendErrorKey(error: unknown): string {
  const fieldKey = error instanceof ApiError ? error.fieldErrors.message : undefined;
  if (fieldKey && error instanceof ApiError) return fieldMessageKey(fieldKey, error.expectedTypes.message);
  return errorMessageKey(error);
}

/** The message box: Enter sends, Shift+Enter starts a new line, with a live count against the limit. */
export function Composer({ conversationId, blockedReason }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const mutation = useSendMessageMutation(conversationId);
  const [text, setText] = useState('');
  const [errorKey, setErrorKey] = useState<string>();
  const isDisabled = blockedReason !== null;
  const length = normalizeText(text, { isMultiline: true }).length;
  const isTooLong = length > CHAT_MESSAGE_MAX_LENGTH;

  function send() {
    if (isDisabled || mutation.isPending || length === 0) return;
    const parsed = SendMessageRequestSchema.safeParse({ message: text });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message);
      return;
    }
    setErrorKey(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => setText(''),
      onError: (error) => setErrorKey(sendErrorKey(error)),
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  const count = new Intl.NumberFormat(i18n.language).format(length);
  const max = new Intl.NumberFormat(i18n.language).format(CHAT_MESSAGE_MAX_LENGTH);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('chat.composer.label')}
          placeholder={t(isDisabled ? 'chat.composer.disabledPlaceholder' : 'chat.composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setErrorKey(undefined);
          }}
          onKeyDown={handleKeyDown}
          disabled={isDisabled}
          error={fieldMessage(errorKey)}
          description={blockedReason}
          leftSection={isDisabled ? <IconLock size={16} aria-hidden /> : undefined}
          leftSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 8 } }}
          autosize
          minRows={1}
          maxRows={6}
        />
        <ActionIcon
          type="submit"
          size="input-sm"
          aria-label={t('chat.composer.send')}
          disabled={isDisabled || length === 0 || isTooLong}
          loading={mutation.isPending}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {!isDisabled && (
        <Text size="xs" c={isTooLong ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
          {t('chat.composer.count', { count, max })}
        </Text>
      )}
    </form>
  );
}
