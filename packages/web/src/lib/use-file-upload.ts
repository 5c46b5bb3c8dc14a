import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessageKey } from './api-error.ts';
import type { UploadOptions } from './upload-with-progress.ts';
import { useWarnBeforeUnload } from './use-warn-before-unload.ts';

/** Where one file's upload stands. */
export type UploadPhase =
  | { name: 'idle' }
  | { name: 'uploading'; progress: number; fileName: string }
  | { name: 'failed'; messageKey: string };

/** The message key of a failed upload: the server's own one for the file when it sent one. */
export function uploadFailureKey(error: unknown): string {
  return (error instanceof ApiError && error.fieldErrors.file) || errorMessageKey(error);
}

interface FileUploadSpec<T> {
  /** Sends the picked file, reporting progress and stopping when the signal aborts. */
  send: (file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'>) => Promise<T>;
  maxBytes: number;
  /** The message when the picked file is over `maxBytes`; it is refused before anything is sent. */
  tooLargeKey: string;
  onUploaded: (saved: T) => void;
}

/**
 * One file slot's upload with progress: refuses a file over its size before sending it, can be cancelled,
 * warns before the page is left while it runs, and stops when the slot goes away.
 */
export function useFileUpload<T>({ send, maxBytes, tooLargeKey, onUploaded }: FileUploadSpec<T>) {
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Cleared after each pick, so the same file can be picked again after a failure.
  const resetPicker = useRef<() => void>(null);
  const isUploading = phase.name === 'uploading';
  useWarnBeforeUnload(isUploading);
  useEffect(() => () => controller.current?.abort(), []);

  async function handlePick(picked: File | null) {
    if (!picked) return;
    resetPicker.current?.();
    if (picked.size > maxBytes) {
      setPhase({ name: 'failed', messageKey: tooLargeKey });
      return;
    }
    const cancel = new AbortController();
    controller.current = cancel;
    setPhase({ name: 'uploading', progress: 0, fileName: picked.name });
    try {
      const saved = await send(picked, {
        signal: cancel.signal,
        onProgress: (progress) => setPhase({ name: 'uploading', progress, fileName: picked.name }),
      });
      setPhase({ name: 'idle' });
      onUploaded(saved);
    } catch (error) {
      setPhase(cancel.signal.aborted ? { name: 'idle' } : { name: 'failed', messageKey: uploadFailureKey(error) });
    }
  }

  return { phase, isUploading, handlePick, resetPicker, cancel: () => controller.current?.abort() };
}
