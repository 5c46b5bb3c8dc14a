import { Textarea, type TextareaProps } from '@mantine/core';
import { useFieldMessage } from '../lib/use-field-message.ts';

type ReasonFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** A catalogue key or the server's words (see `useFieldMessage`). */
  error?: string | null;
};

/** The free text a decision needs (a reason, a note): required, and long enough for a paragraph or two. */
export function ReasonField({ value, onChange, error, ...props }: ReasonFieldProps) {
  const fieldMessage = useFieldMessage();
  return (
    <Textarea
      withAsterisk
      maxLength={2000}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={fieldMessage(error ?? undefined)}
    />
  );
}
