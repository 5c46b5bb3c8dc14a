import type { RuntimeConfig } from '@irama/contracts';

const FALLBACK: RuntimeConfig = {
  api_url: '',
  chat_url: '',
  notifications_url: '',
  media_url: '',
  google_client_id: null,
  analytics_id: null,
};

let pending: Promise<RuntimeConfig> | null = null;

/** The service URLs and optional integrations, read once from GET /api/public/config. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/public/config', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config answered ${response.status}`);
      const body: unknown = await response.json();
      return { ...FALLBACK, ...(body as { data: Partial<RuntimeConfig> }).data };
    })
    .catch((error: unknown) => {
      // Same-origin defaults keep the portal usable when the config call itself fails.
      console.error('Could not load the runtime config', error);
      return FALLBACK;
    });
  return pending;
}
