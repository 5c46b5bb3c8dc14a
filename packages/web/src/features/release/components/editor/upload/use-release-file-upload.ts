import { RELEASE_UPLOAD_PURPOSES, type ReleaseFile, type UploadType } from '@irama/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { precheckFileContent } from '../../../../../lib/file-prechecks.ts';
import { unfinishedUploadsQueryOptions } from '../../../../../lib/unfinished-uploads.ts';
import { useResumableUpload } from '../../../../../lib/use-resumable-upload.ts';
import { useWarnBeforeUnload } from '../../../../../lib/use-warn-before-unload.ts';
import {
  attachReleaseUpload,
  precheckKey,
  UPLOAD_TIMEOUT_MS,
  uploadErrorKey,
  uploadReleaseFile,
} from './upload-release-file.ts';

export type UploadPhase =
  | { name: 'idle' }
  | { name: 'checking'; fileName: string }
  // The single-request upload (the video): progress from the one request.
  | { name: 'uploading'; progress: number; fileName: string }
  // A resumable upload: its own hook carries the progress.
  | { name: 'resumable' }
  // The finished resumable upload is being checked and kept by the release API.
  | { name: 'attaching'; fileName: string }
  // `file` is kept so a failed upload can be sent again; null when the browser refused it.
  | { name: 'failed'; messageKey: string; file: File | null };

interface UploadOptions {
  onChange: (file: ReleaseFile | null) => void;
  onFileUploaded?: (file: File) => void;
}

const BUSY_PHASES: readonly UploadPhase['name'][] = ['checking', 'uploading', 'resumable', 'attaching'];

/**
 * One release file's upload: checked in the browser, then sent resumably (tus) and attached by its
 * id, or, for the video, in one request with progress; cancelled on request or when the field goes
 * away, and a local preview kept for an image the server gives no thumbnail of.
 */
export function useReleaseFileUpload(type: UploadType, { onChange, onFileUploaded }: UploadOptions) {
  const purpose = RELEASE_UPLOAD_PURPOSES[type];
  const queryClient = useQueryClient();
  // The hook runs for every field (hooks cannot be conditional); only a type with a purpose uses it.
  const resumable = useResumableUpload(purpose ?? 'release_document');
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  // A documentation image has no thumbnail of its own: it is previewed from the file just uploaded.
  const [preview, setPreview] = useState<{ fileId: string; url: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  const isUploading = BUSY_PHASES.includes(phase.name);
  // Closing the tab mid-upload would throw the transfer away: the browser asks first.
  useWarnBeforeUnload(phase.name === 'uploading' || phase.name === 'attaching');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function sendResumably(file: File, cancel: AbortSignal): Promise<ReleaseFile> {
    setPhase({ name: 'resumable' });
    const uploadId = await resumable.start(file);
    if (cancel.aborted) throw new Error('cancelled');
    setPhase({ name: 'attaching', fileName: file.name });
    const stored = await attachReleaseUpload(type, uploadId);
    void queryClient.invalidateQueries(unfinishedUploadsQueryOptions());
    return stored;
  }

  function sendAtOnce(file: File, cancel: AbortSignal, timeout: AbortSignal): Promise<ReleaseFile> {
    setPhase({ name: 'uploading', progress: 0, fileName: file.name });
    return uploadReleaseFile(type, file, {
      signal: AbortSignal.any([cancel, timeout]),
      onProgress: (progress) => setPhase({ name: 'uploading', progress, fileName: file.name }),
    });
  }

  async function upload(file: File) {
    setPhase({ name: 'checking', fileName: file.name });
    const refusal = precheckKey(type, file) ?? (await precheckFileContent(type, file));
    if (refusal) {
      setPhase({ name: 'failed', messageKey: refusal, file: null });
      return;
    }
    const cancel = new AbortController();
    controller.current = cancel;
    const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
    try {
      const stored = purpose
        ? await sendResumably(file, cancel.signal)
        : await sendAtOnce(file, cancel.signal, timeout);
      const isImage = file.type.startsWith('image/');
      setPreview(isImage ? { fileId: stored.file_id, url: URL.createObjectURL(file) } : null);
      setPhase({ name: 'idle' });
      onFileUploaded?.(file);
      onChange(stored);
    } catch (error) {
      if (cancel.signal.aborted) setPhase({ name: 'idle' });
      else {
        const messageKey = timeout.aborted && !purpose ? 'release.upload.timedOut' : uploadErrorKey(type, error);
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

  function cancel() {
    controller.current?.abort();
    if (purpose) resumable.cancel();
  }

  return { phase, resumable, preview, isUploading, upload, remove, cancel };
}
