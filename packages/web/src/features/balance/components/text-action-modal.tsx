import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { validateWith } from '../../../lib/validate-with.ts';
import type { RowAction } from '../api/settle-withdrawals.ts';

interface TextActionModalProps<S extends z.ZodType, O> {
  /** Open while set: the subject's id goes into the mutation with the checked body. */
  subjectId: number | null;
  title: string;
  /** What the action does, above the field. */
  message: string;
  label: string;
  /** The request body's field the text fills, as the contract names it. */
  field: string;
  /** The contract's schema of the request body: the one field. */
  schema: S;
  isMultiline?: boolean;
  submitLabel: string;
  submitColor?: string;
  successMessage: string;
  mutation: UseMutationResult<O, Error, RowAction<S>>;
  onClose: () => void;
}

/** A staff action that takes one line of text (a payment code, a reason, a note): the field, its error and the call. */
export function TextActionModal<S extends z.ZodType, O>({
  subjectId,
  title,
  message,
  label,
  field,
  schema,
  isMultiline = false,
  submitLabel,
  submitColor,
  successMessage,
  mutation,
  onClose,
}: TextActionModalProps<S, O>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleClose() {
    if (mutation.isPending) return;
    setText('');
    setError(undefined);
    mutation.reset();
    onClose();
  }

  function handleSubmit() {
    if (subjectId === null) return;
    const checked = validateWith(schema, { [field]: text });
    if (checked.errors) {
      setError(checked.errors[field]);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { id: subjectId, body: checked.data },
      {
        onSuccess: () => {
          notifySuccess(successMessage);
          setText('');
          mutation.reset();
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.fieldErrors[field]);
        },
      },
    );
  }

  const Field = isMultiline ? Textarea : TextInput;
  const serverError = mutation.error instanceof ApiError && mutation.error.fieldErrors[field] ? null : mutation.error;
  return (
    <Modal
      opened={subjectId !== null}
      onClose={handleClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Field
          label={label}
          required
          data-autofocus
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={fieldMessage(error)}
          disabled={mutation.isPending}
        />
        <ErrorAlert error={serverError} />
        <ModalActions
          cancelLabel={t('balance.actions.cancel')}
          onCancel={handleClose}
          submitLabel={submitLabel}
          submitColor={submitColor}
          isPending={mutation.isPending}
          isCancelLocked
          onSubmit={handleSubmit}
        />
      </Stack>
    </Modal>
  );
}
