import type { RuntimeConfig } from '@irama/contracts';
import { endSessionOn401 } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { loadRuntimeConfig } from './runtime-config.ts';
import { readToken } from './session-token.ts';

export interface UploadOptions {
  /** Called with 0 to 100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Which service takes the upload; each has its own base URL (ARCHITECTURE.md). Default: the product API. */
  service?: keyof Pick<RuntimeConfig, 'api_url' | 'media_url'>;
  /** Form fields sent before the file, for endpoints that read them beside it. */
  fields?: Record<string, string>;
  /** PUT for an endpoint that replaces the file at its path; POST (the default) adds one. */
  method?: 'POST' | 'PUT';
}

// Statuses whose meaning is known even when a proxy answers them without a problem body.
const STATUS_CODES: Readonly<Record<number, ApiError['code']>> = {
  410: 'uploads.expired',
  413: 'payload_too_large',
  460: 'uploads.checksum_mismatch',
};

/** The problem an XMLHttpRequest's failed answer carries, as the rest of the SPA sees errors. */
export function problemOf(xhr: Pick<XMLHttpRequest, 'status' | 'responseText'>): ApiError {
  let problem: { code?: unknown; errors?: unknown } = {};
  try {
    problem = JSON.parse(xhr.responseText) as typeof problem;
  } catch {
    // A proxy's HTML page (413 from nginx, say) has no problem body; the status decides.
  }
  return new ApiError({
    status: xhr.status,
    code:
      typeof problem.code === 'string' ? (problem.code as ApiError['code']) : (STATUS_CODES[xhr.status] ?? 'internal'),
    fieldErrors: typeof problem.errors === 'object' && problem.errors ? (problem.errors as Record<string, string>) : {},
  });
}

/**
 * Sends one file as the multipart part `file` with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. Same token and `{ data }` envelope as the API client.
 */
export async function uploadWithProgress<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return (await uploadForBody<{ data: T }>(path, file, options)).data;
}

/** As `uploadWithProgress`, but answers the whole response body, for replies that say more beside `data`. */
export async function uploadForBody<B>(path: string, file: File, options: UploadOptions = {}): Promise<B> {
  const config = await loadRuntimeConfig();
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  body.append('file', file);
  return new Promise<B>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${config[options.service ?? 'api_url'].replace(/\/$/, '')}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('X-Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as B);
      } else reject(token ? endSessionOn401(problemOf(xhr)) : problemOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'network', message: 'aborted' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
