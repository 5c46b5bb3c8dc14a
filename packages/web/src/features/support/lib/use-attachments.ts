import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { attachmentProblem } from './attachments.ts';

/**
 * The files chosen for a ticket, a reply or feedback, and the first problem they have: checked as
 * they are chosen, or the server's word on them after a refused send. `input` is what
 * `AttachmentInput` takes.
 */
export function useAttachments(maxFiles: number) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  function choose(next: File[]) {
    setFiles(next);
    setError(attachmentProblem(next, maxFiles));
  }
  return {
    files,
    error,
    input: { files, onChange: choose, maxFiles, error },
    /** Shows the server's message on the attachments, when a failed send has one. */
    refuse(failure: unknown) {
      if (failure instanceof ApiError && failure.fieldErrors.attachments) setError(failure.fieldErrors.attachments);
    },
    clear() {
      setFiles([]);
      setError(undefined);
    },
  };
}
