import type { RuntimeConfig } from '@irama/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { clearToken, readToken, writeToken } from './session-token.ts';

const CONFIG: RuntimeConfig = {
  api_url: '',
  chat_url: 'http://chat.example.test',
  notifications_url: '',
  media_url: '',
  google_client_id: null,
  analytics_id: null,
};

function problem(status: number, code: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

function setup(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  const onSessionExpired = vi.fn();
  const deps: ApiClientDeps = {
    readToken,
    clearToken,
    loadConfig: async () => CONFIG,
    onSessionExpired,
    fetch: fetchMock,
  };
  return { client: createApiClient(deps), fetchMock, onSessionExpired };
}

describe('api client', () => {
  it('sends the session token as X-Authorization and unwraps the data envelope', async () => {
    writeToken('abc123');
    const { client, fetchMock } = setup(() => Response.json({ data: { ok: true } }));
    await expect(client.request('/api/v2/dashboard', { query: { page: 2, search: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/dashboard?page=2');
    expect(new Headers(init?.headers).get('X-Authorization')).toBe('Bearer abc123');
  });

  it('on a 401 from the product API clears the token cookie and reports the expired session', async () => {
    writeToken('dead-token');
    const { client, onSessionExpired } = setup(() => problem(401, 'auth.session_expired'));
    const error = await client.request('/api/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('auth.session_expired');
    expect(readToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 from a public call (wrong password) as an answer, not an expired session', async () => {
    const { client, onSessionExpired } = setup(() => problem(401, 'auth.invalid_credentials'));
    const error = await client
      .request('/api/auth/client', { method: 'POST', body: {}, isPublic: true })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe('auth.invalid_credentials');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 from another service', async () => {
    writeToken('abc');
    const { client, fetchMock, onSessionExpired } = setup(() => problem(401, 'auth.session_expired'));
    await client.request('/api/conversations', { service: 'chat' }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://chat.example.test/api/conversations');
    expect(readToken()).toBe('abc');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('passes field errors, the request id and Retry-After to the caller', async () => {
    const { client } = setup(() =>
      problem(
        429,
        'auth.account_locked',
        { requestId: 'req-1', errors: { email: 'validation.required' } },
        {
          'retry-after': '120',
        },
      ),
    );
    const error = (await client.request('/api/auth/client', { isPublic: true }).catch((caught) => caught)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.fieldErrors).toEqual({ email: 'validation.required' });
    expect(error.requestId).toBe('req-1');
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('passes the type a field was due beside its message, and none when the problem names none', async () => {
    const errors = { amount: 'validation.type', note: 'validation.required' };
    const typed = setup(() => problem(400, 'validation_failed', { errors, expected: { amount: 'integer' } }));
    const error = (await typed.client.request('/api/v2/balance/confirm').catch((caught) => caught)) as ApiError;
    expect(error.fieldErrors).toEqual(errors);
    expect(error.expectedTypes).toEqual({ amount: 'integer' });
    const plain = setup(() => problem(400, 'validation_failed', { errors }));
    expect(((await plain.client.request('/x').catch((caught) => caught)) as ApiError).expectedTypes).toEqual({});
  });

  it('turns a failed connection into a network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/api/v2/dashboard')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('saves a download under the name the server gives, plain or UTF-8 encoded', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    try {
      const plain = setup(
        () => new Response('a,b', { headers: { 'content-disposition': 'attachment; filename="assets.csv"' } }),
      );
      await plain.client.download('/api/v2/catalogs/asset_export', 'fallback.csv', { query: { format: 'csv' } });
      expect(plain.fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/catalogs/asset_export?format=csv');
      const encoded = setup(
        () =>
          new Response('a,b', {
            headers: { 'content-disposition': 'attachment; filename="x.csv"; filename*=UTF-8\'\'aset%20musik.csv' },
          }),
      );
      await encoded.client.download('/x', 'fallback.csv');
      const bare = setup(() => new Response('a,b'));
      await bare.client.download('/x', 'fallback.csv');
      expect(saved).toEqual(['assets.csv', 'aset musik.csv', 'fallback.csv']);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('turns a refused download into the problem’s error, with nothing saved', async () => {
    const { client } = setup(() => problem(409, 'catalogs.export_too_large'));
    const error = await client.download('/api/v2/catalogs/asset_export', 'a.xlsx').catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe('catalogs.export_too_large');
  });
});
