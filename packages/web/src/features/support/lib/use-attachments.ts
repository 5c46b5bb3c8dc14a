import { useRef, useState } from 'react';
import { ApiError, errorMessageKey } from '../../../lib/api-error.ts';
import { attachmentProblem } from './attachments.ts';

/** The message key of a refused attachment: the server's word on it, else the problem's own. */
function refusalKey(failure: unknown): string {
  if (failure instanceof ApiError) {
    const { attachments, file, upload_id: uploadId } = failure.fieldErrors;
    return attachments ?? file ?? uploadId ?? errorMessageKey(failure);
  }
  return errorMessageKey(failure);
}

/**
 * The files chosen for a ticket, a reply or feedback, each sent resumably (tus) as soon as it is
 * chosen, and the first problem they have: checked as they are chosen, from their upload, or the
 * server's word on them after a refused send. `input` is what `AttachmentInput` takes.
 */
export function useAttachments(maxFiles: number) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [isWaiting, setIsWaiting] = useState(false);
  // Each chosen file's upload, started by its row; it resolves with the finished upload's id.
  const uploads = useRef(new Map<File, Promise<string>>());
  const chosen = useRef<File[]>([]);

  function choose(next: File[]) {
    chosen.current = next;
    setFiles(next);
    setError(attachmentProblem(next, maxFiles));
  }

  function track(file: File, upload: Promise<string>) {
    uploads.current.set(file, upload);
    // A failure is shown until another pick; a file no longer chosen (its upload cancelled) is forgotten.
    upload.catch((failure: unknown) => {
      if (chosen.current.includes(file)) setError(refusalKey(failure));
    });
  }

  function clear() {
    chosen.current = [];
    uploads.current.clear();
    setFiles([]);
    setError(undefined);
  }

  return {
    files,
    error,
    /** True while a send waits for chosen files still uploading. */
    isWaiting,
    input: {
      files,
      onChange: choose,
      maxFiles,
      error,
      // A file refused before sending is never uploaded.
      uploading: attachmentProblem(files, maxFiles) ? [] : files,
      onUploadStart: track,
    },
    /** The chosen files' finished upload ids, in order, once all are done; undefined when one was refused. */
    async uploadIds(): Promise<string[] | undefined> {
      if (error) return undefined;
      setIsWaiting(true);
      try {
        return await Promise.all(
          files.map((file) => uploads.current.get(file) ?? Promise.reject(new Error(file.name))),
        );
      } catch {
        return undefined;
      } finally {
        setIsWaiting(false);
      }
    },
    /**
     * Shows the server's message after a failed send. A refusal of an attachment used the uploads
     * up on the server, so the files are taken off to be chosen again.
     */
    refuse(failure: unknown) {
      if (!(failure instanceof ApiError)) return;
      const { attachments, upload_id: uploadId } = failure.fieldErrors;
      if (!attachments && !uploadId && failure.status !== 404 && failure.status !== 410) return;
      clear();
      setError(refusalKey(failure));
    },
    clear,
  };
}
