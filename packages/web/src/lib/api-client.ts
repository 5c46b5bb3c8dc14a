import type { ErrorCode, RuntimeConfig } from '@irama/contracts';
import { ApiError } from './api-error.ts';
import { loadRuntimeConfig } from './runtime-config.ts';
import { clearToken, readToken } from './session-token.ts';

/** The services of ARCHITECTURE.md; each has its own base URL in the runtime config. */
export type Service = 'api' | 'chat' | 'notifications' | 'media';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  service?: Service;
  /** Public calls send no token and a 401 from them is an answer, not an expired session. */
  isPublic?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of a withdrawal. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  readToken: () => string | null;
  clearToken: () => void;
  loadConfig: () => Promise<RuntimeConfig>;
  onSessionExpired: () => void;
  fetch: typeof fetch;
}

const BASE_URL_FIELD: Record<Service, keyof RuntimeConfig> = {
  api: 'api_url',
  chat: 'chat_url',
  notifications: 'notifications_url',
  media: 'media_url',
};

/** A problem's field map (`errors`, `expected`), or none when the body has no such object. */
const recordOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  let problem: { code?: unknown; errors?: unknown; expected?: unknown; requestId?: unknown } = {};
  try {
    problem = (await response.json()) as typeof problem;
  } catch {
    // A proxy's HTML error page has no problem body; the status alone decides the code.
  }
  const fallback: ErrorCode = response.status === 401 ? 'auth.session_expired' : 'internal';
  return new ApiError({
    status: response.status,
    // The server only sends contract codes; checking them here would pull zod into every page.
    code: typeof problem.code === 'string' ? (problem.code as ErrorCode) : fallback,
    fieldErrors: recordOf(problem.errors),
    expectedTypes: recordOf(problem.expected),
    requestId: typeof problem.requestId === 'string' ? problem.requestId : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = `${base.replace(/\/$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The file name the server suggests in Content-Disposition (RFC 6266, plain or UTF-8 form), or a fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  return (
    disposition.match(/filename="([^"]+)"/i)?.[1] ?? disposition.match(/filename=([^;]+)/i)?.[1]?.trim() ?? fallback
  );
}

/** Hands a fetched body to the browser as a download under `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Builds the one HTTP client of the SPA: bearer token, `{ data }` envelope, typed problem errors. */
export function createApiClient(deps: ApiClientDeps) {
  /** Sends the call with the session; a failed answer becomes an `ApiError` (and a 401 ends the session). */
  async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const service = options.service ?? 'api';
    const config = await deps.loadConfig();
    const headers: Record<string, string> = { ...options.headers, Accept: accept };
    const token = options.isPublic ? null : deps.readToken();
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(config[BASE_URL_FIELD[service]] ?? '', path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      throw new ApiError({ status: 0, code: 'network', message: String(error) });
    }

    if (!response.ok) {
      const error = await toApiError(response);
      if (response.status === 401 && service === 'api' && !options.isPublic) {
        deps.clearToken();
        deps.onSessionExpired();
      }
      throw error;
    }
    return response;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options, 'application/json');
    if (response.status === 204) return undefined as T;
    const envelope = (await response.json()) as { data: T };
    return envelope.data;
  }

  /**
   * Fetches a file with the session and saves it under the server's file name. The token goes in a
   * header, so a plain link could not fetch it.
   */
  async function download(path: string, fallbackName: string, options: RequestOptions = {}): Promise<void> {
    const response = await send(path, options, '*/*');
    saveBlob(await response.blob(), fileNameOf(response, fallbackName));
  }

  return { request, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sessionExpiredHandler: () => void = () => {};

/**
 * The failure of a signed-in call made outside the API client (an upload by XMLHttpRequest or tus):
 * a 401 ends the session as the client's own calls do, rather than leaving a dead token behind.
 */
export function endSessionOn401(error: ApiError): ApiError {
  if (error.status === 401) {
    clearToken();
    sessionExpiredHandler();
  }
  return error;
}

/** The app decides what a dead session does (navigate to /login, show the alert). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export const apiClient = createApiClient({
  readToken,
  clearToken,
  loadConfig: loadRuntimeConfig,
  onSessionExpired: () => sessionExpiredHandler(),
  fetch: (...args) => fetch(...args),
});
