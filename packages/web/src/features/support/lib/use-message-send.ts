import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { showFormError } from '../../../lib/server-errors.ts';
import { useAttachments } from './use-attachments.ts';

interface SendOutcome<R> {
  onSuccess: (sent: R) => void;
  onError: (error: unknown) => void;
}

interface MessageSendOptions<T extends FieldValues, O, V, R> {
  mutation: { mutate: (variables: V, outcome: SendOutcome<R>) => void; isPending: boolean };
  /** What is sent: the checked fields with the chosen files' finished upload ids. */
  toVariables: (values: O, uploadIds: string[]) => V;
  maxFiles: number;
  sentKey: string;
  failedKey: string;
  /** What the form holds again once sent, ready for the next message. */
  empty: NoInfer<DefaultValues<T>>;
  fields: readonly string[];
  onSent?: (sent: R) => void;
}

/**
 * Sending a message form with attachments: nothing goes while a chosen file is refused, and a send
 * waits for the files still uploading; once sent the form and its files are emptied, and a refusal
 * shows on the fields and on the attachments. Returns what `MessageFormCard` takes besides its texts.
 */
export function useMessageSend<T extends FieldValues, O, V, R>(
  form: UseFormReturn<T, unknown, O>,
  { mutation, toVariables, maxFiles, sentKey, failedKey, empty, fields, onSent }: MessageSendOptions<T, O, V, R>,
) {
  const { t } = useTranslation();
  const attachments = useAttachments(maxFiles);

  async function send(values: O) {
    const uploadIds = await attachments.uploadIds();
    if (!uploadIds) return;
    mutation.mutate(toVariables(values, uploadIds), {
      onSuccess: (sent) => {
        notifySuccess(t(sentKey));
        form.reset(empty);
        attachments.clear();
        onSent?.(sent);
      },
      onError: (error) => {
        attachments.refuse(error);
        showFormError(t, t(failedKey), error, form.setError, fields);
      },
    });
  }

  return {
    form,
    onSubmit: form.handleSubmit(send),
    attachments: attachments.input,
    isPending: mutation.isPending || attachments.isWaiting,
  };
}
