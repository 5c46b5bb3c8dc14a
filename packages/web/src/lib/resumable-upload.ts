import { UPLOAD_EXPIRY_MS, UPLOAD_HEAD_BYTES, UPLOAD_PART_BYTES, type UploadPurpose } from '@irama/contracts';
import { DetailedError, type HttpResponse, type PreviousUpload, Upload } from 'tus-js-client';
import { endSessionOn401 } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { checksumHttpStack, sha1Base64 } from './checksum-http-stack.ts';
import { loadRuntimeConfig } from './runtime-config.ts';
import { readToken } from './session-token.ts';
import { findUnfinishedUploads, matchUnfinishedUpload } from './unfinished-uploads.ts';
import { problemOf } from './upload-with-progress.ts';

/** Where a running resumable upload stands, as its owner shows it. */
export type RunningStatus = 'uploading' | 'paused' | 'offline' | 'retrying';

export interface ResumableUploadRequest {
  file: File;
  purpose: UploadPurpose;
  /** The signed-in user: another account on the same browser never resumes this upload. */
  userId: number;
  onStatus: (status: RunningStatus) => void;
  onProgress: (sent: number, total: number) => void;
  onExpiry: (expiresAt: Date) => void;
}

export interface ResumableUploadHandle {
  /** Resolves with the finished upload's id; rejects with an ApiError (a cancel too). */
  done: Promise<string>;
  pause(): void;
  resume(): void;
  /** Stops and removes the upload from the server (tus termination). */
  cancel(): Promise<void>;
}

/** A failed part is retried with growing pauses; a phone that loses the network for minutes waits offline instead. */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000];
/** The server refused a part whose checksum did not match: it was damaged on the way, so it is sent again. */
const CHECKSUM_MISMATCH = 460;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether tus-js-client retries a failed request: server trouble, conflicts, locks and damaged parts, never while offline. */
function shouldRetry(error: DetailedError): boolean {
  if (isOffline()) return false;
  const status = error.originalResponse?.getStatus() ?? 0;
  return status < 400 || status >= 500 || [409, 423, CHECKSUM_MISMATCH].includes(status);
}

/** A tus failure as the SPA's ApiError: the server's problem code when it sent one. */
export function resumableErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const xhr = error instanceof DetailedError ? (error.originalResponse?.getUnderlyingObject() as XMLHttpRequest) : null;
  if (xhr && xhr.status > 0) return problemOf(xhr);
  return new ApiError({ status: 0, code: 'network', message: String(error) });
}

function uploadIdOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/** The date in an `Upload-Expires` answer (tus expiration extension), when there is a valid one. */
function expiryOf(response: HttpResponse): Date | null {
  const header = response.getHeader('Upload-Expires');
  const date = header ? new Date(header) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

async function endpointUrl(): Promise<string> {
  const config = await loadRuntimeConfig();
  // tus resolves the Location it gets against the endpoint, so the endpoint must be absolute.
  return new URL(`${config.api_url.replace(/\/$/, '')}/api/uploads`, window.location.href).toString();
}

/**
 * Where to continue: an upload this browser started (tus fingerprint in localStorage), else an
 * unfinished one of the same purpose, name, size and head started on another device, else nowhere.
 */
async function findResumePoint(
  upload: Upload,
  request: ResumableUploadRequest,
  endpoint: string,
  headSha1: string,
): Promise<{ previous: PreviousUpload } | { uploadUrl: string; expiresAt: Date } | null> {
  const [previous] = await upload.findPreviousUploads();
  if (previous) return { previous };
  const unfinished = await findUnfinishedUploads().catch(() => []);
  const listed = matchUnfinishedUpload(unfinished, request.purpose, request.file, headSha1);
  return listed ? { uploadUrl: `${endpoint}/${listed.id}`, expiresAt: new Date(listed.expires_at) } : null;
}

/**
 * Sends a file with tus in parts of UPLOAD_PART_BYTES, each with its sha1; resumes where this
 * browser or another device left off; waits while the browser is offline and goes on when it is back.
 */
export async function startResumableUpload(request: ResumableUploadRequest): Promise<ResumableUploadHandle> {
  const { file, purpose, userId } = request;
  const endpoint = await endpointUrl();
  const headSha1 = await sha1Base64(file.slice(0, UPLOAD_HEAD_BYTES));
  const token = readToken();
  let isPaused = false;
  let isSettled = false;
  let resolveDone: (id: string) => void = () => {};
  let rejectDone: (error: ApiError) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });

  const upload = new Upload(file, {
    endpoint,
    chunkSize: UPLOAD_PART_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, filetype: file.type, purpose, head_sha1: headSha1 },
    headers: token ? { 'X-Authorization': `Bearer ${token}` } : {},
    httpStack: checksumHttpStack(file),
    removeFingerprintOnSuccess: true,
    fingerprint: async (picked: File) =>
      ['irama', userId, purpose, picked.name, picked.type, picked.size, picked.lastModified, endpoint].join('|'),
    onShouldRetry: (error) => {
      const willRetry = shouldRetry(error);
      if (willRetry) request.onStatus('retrying');
      return willRetry;
    },
    onProgress: (sent, total) => {
      request.onStatus('uploading');
      request.onProgress(sent, total);
    },
    onAfterResponse: (httpRequest, response) => {
      const expiresAt = expiryOf(response);
      if (expiresAt) request.onExpiry(expiresAt);
      else if (httpRequest.getMethod() === 'POST' && response.getStatus() === 201)
        request.onExpiry(new Date(Date.now() + UPLOAD_EXPIRY_MS));
    },
    onSuccess: () => settle(() => resolveDone(uploadIdOf(upload.url ?? ''))),
    onError: (error) => {
      // A connection lost to an offline browser is not a failure: `online` carries on.
      if (isOffline()) request.onStatus('offline');
      else settle(() => rejectDone(endSessionOn401(resumableErrorOf(error))));
    },
  });

  function settle(finish: () => void) {
    if (isSettled) return;
    isSettled = true;
    window.removeEventListener('offline', handleOffline);
    window.removeEventListener('online', handleOnline);
    finish();
  }
  function handleOffline() {
    void upload.abort();
    if (!isPaused) request.onStatus('offline');
  }
  function handleOnline() {
    if (isPaused) return;
    request.onStatus('uploading');
    upload.start();
  }
  window.addEventListener('offline', handleOffline);
  window.addEventListener('online', handleOnline);

  const resumePoint = await findResumePoint(upload, request, endpoint, headSha1);
  if (resumePoint && 'previous' in resumePoint) upload.resumeFromPreviousUpload(resumePoint.previous);
  else if (resumePoint) {
    upload.options.uploadUrl = resumePoint.uploadUrl;
    request.onExpiry(resumePoint.expiresAt);
  }
  request.onStatus(isOffline() ? 'offline' : 'uploading');
  if (!isOffline()) upload.start();

  return {
    done,
    pause() {
      isPaused = true;
      void upload.abort();
      request.onStatus('paused');
    },
    resume() {
      isPaused = false;
      if (isOffline()) request.onStatus('offline');
      else handleOnline();
    },
    async cancel() {
      settle(() => rejectDone(new ApiError({ status: 0, code: 'network', message: 'aborted' })));
      // The part store is freed at once rather than after the expiry; offline, the expiry does it.
      await upload.abort(true).catch(() => undefined);
    },
  };
}
