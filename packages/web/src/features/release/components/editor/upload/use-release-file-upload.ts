import type { ReleaseFile, UploadType } from '@irama/contracts';
import { useEffect, useRef, useState } from 'react';
import { useWarnBeforeUnload } from '../../../../../lib/use-warn-before-unload.ts';
import { precheckKey, UPLOAD_TIMEOUT_MS, uploadErrorKey, uploadReleaseFile } from './upload-release-file.ts';

export type UploadPhase =
  | { name: 'idle' }
  | { name: 'uploading'; progress: number; fileName: string }
  // `file` is kept so a failed upload can be sent again; null when the browser refused it.
  | { name: 'failed'; messageKey: string; file: File | null };

interface UploadOptions {
  onChange: (file: ReleaseFile | null) => void;
  onFileUploaded?: (file: File) => void;
}

/**
 * One release file's upload: checked in the browser, sent with progress, cancelled on request or
 * when the field goes away, and a local preview kept for an image the server gives no thumbnail of.
 */
export function useReleaseFileUpload(type: UploadType, { onChange, onFileUploaded }: UploadOptions) {
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  // A documentation image has no thumbnail of its own: it is previewed from the file just uploaded.
  const [preview, setPreview] = useState<{ fileId: string; url: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  // Closing the tab mid-upload would throw the transfer away: the browser asks first.
  const isUploading = phase.name === 'uploading';
  useWarnBeforeUnload(isUploading);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function upload(file: File) {
    const refusal = precheckKey(type, file);
    if (refusal) {
      setPhase({ name: 'failed', messageKey: refusal, file: null });
      return;
    }
    const cancel = new AbortController();
    controller.current = cancel;
    const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
    setPhase({ name: 'uploading', progress: 0, fileName: file.name });
    try {
      const stored = await uploadReleaseFile(type, file, {
        signal: AbortSignal.any([cancel.signal, timeout]),
        onProgress: (progress) => setPhase({ name: 'uploading', progress, fileName: file.name }),
      });
      const isImage = file.type.startsWith('image/');
      setPreview(isImage ? { fileId: stored.file_id, url: URL.createObjectURL(file) } : null);
      setPhase({ name: 'idle' });
      onFileUploaded?.(file);
      onChange(stored);
    } catch (error) {
      if (cancel.signal.aborted) setPhase({ name: 'idle' });
      else {
        const messageKey = timeout.aborted ? 'release.upload.timedOut' : uploadErrorKey(type, error);
        setPhase({ name: 'failed', messageKey, file });
      }
    } finally {
      if (controller.current === cancel) controller.current = null;
    }
  }

  function remove() {
    setPreview(null);
    setPhase({ name: 'idle' });
    onChange(null);
  }

  return { phase, preview, isUploading, upload, remove, cancel: () => controller.current?.abort() };
}
