import { UPLOAD_PURPOSE_MAX_BYTES, type UploadPurpose } from '@irama/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error.ts';
import { type ResumableUploadHandle, resumableErrorOf, startResumableUpload } from './resumable-upload.ts';
import { useSession } from './session-context.tsx';
import { useWarnBeforeUnload } from './use-warn-before-unload.ts';

export type ResumableStatus = 'idle' | 'checking' | 'uploading' | 'paused' | 'offline' | 'retrying' | 'done' | 'failed';
export interface ResumableProgress {
  sent: number;
  total: number;
  percent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

export interface ResumableUpload {
  status: ResumableStatus;
  progress: ResumableProgress | null;
  expiresAt: Date | null;
  error: ApiError | null;
  filename: string | null;
  /** Resolves with the finished upload id (after the size check); rejects with an ApiError. */
  start(file: File): Promise<string>;
  pause(): void;
  resume(): void;
  /** Terminates the upload on the server (DELETE) and goes back to idle. */
  cancel(): void;
}

// The speed is measured over the last few seconds, so a stall shows soon and one fast part does not flatter it.
const SPEED_WINDOW_MS = 8_000;
type Sample = { at: number; sent: number };

/** Percent, speed and time left from the progress samples of the current run. */
export function progressOf(samples: readonly Sample[], sent: number, total: number): ResumableProgress {
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const first = samples[0];
  const last = samples.at(-1);
  const elapsedSeconds = first && last ? (last.at - first.at) / 1000 : 0;
  const bytesPerSecond = first && last && elapsedSeconds >= 1 ? (last.sent - first.sent) / elapsedSeconds : null;
  const secondsLeft = bytesPerSecond ? Math.ceil((total - sent) / bytesPerSecond) : null;
  return { sent, total, percent, bytesPerSecond, secondsLeft };
}

/**
 * One resumable (tus) upload for `purpose`, with its status, progress, speed and expiry. Only one
 * file at a time; it goes on where it stopped on this browser or another device, and it is only
 * paused (never terminated) when the component goes away, so a reload can continue it.
 */
export function useResumableUpload(purpose: UploadPurpose): ResumableUpload {
  const { me } = useSession();
  const [status, setStatus] = useState<ResumableStatus>('idle');
  const [progress, setProgress] = useState<ResumableProgress | null>(null);
  const [expiresAt, setExpiresAt] = useState<Date | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [filename, setFilename] = useState<string | null>(null);
  const handle = useRef<ResumableUploadHandle | null>(null);
  const samples = useRef<Sample[]>([]);

  useWarnBeforeUnload(status === 'uploading' || status === 'retrying' || status === 'checking');
  useEffect(() => () => handle.current?.pause(), []);

  function reset() {
    handle.current = null;
    samples.current = [];
    setStatus('idle');
    setProgress(null);
    setExpiresAt(null);
    setError(null);
    setFilename(null);
  }

  function record(sent: number, total: number) {
    const now = Date.now();
    samples.current = [...samples.current.filter((sample) => now - sample.at <= SPEED_WINDOW_MS), { at: now, sent }];
    setProgress(progressOf(samples.current, sent, total));
  }

  async function start(file: File): Promise<string> {
    // One file at a time: a running upload is left paused, so picking it again continues it.
    handle.current?.pause();
    reset();
    setFilename(file.name);
    setStatus('checking');
    try {
      if (file.size > UPLOAD_PURPOSE_MAX_BYTES[purpose]) {
        throw new ApiError({ status: 413, code: 'payload_too_large', fieldErrors: { file: 'uploads.too_large' } });
      }
      const running = await startResumableUpload({
        file,
        purpose,
        userId: me?.user.id ?? 0,
        onStatus: (next) => {
          // A pause or a dropped network ends the speed's run: the next one measures afresh.
          if (next !== 'uploading') samples.current = [];
          setStatus(next);
        },
        onProgress: record,
        onExpiry: setExpiresAt,
      });
      handle.current = running;
      const id = await running.done;
      if (handle.current === running) {
        handle.current = null;
        setStatus('done');
        setExpiresAt(null);
      }
      return id;
    } catch (caught) {
      const failure = resumableErrorOf(caught);
      // A cancel already went back to idle; only a real failure is shown.
      if (failure.message !== 'aborted') {
        handle.current = null;
        setError(failure);
        setStatus('failed');
      }
      throw failure;
    }
  }

  function cancel() {
    const running = handle.current;
    reset();
    void running?.cancel();
  }

  return {
    status,
    progress,
    expiresAt,
    error,
    filename,
    start,
    pause: () => handle.current?.pause(),
    resume: () => handle.current?.resume(),
    cancel,
  };
}
