import type { Branding } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/public/branding: this host's white-label (or the default) for the sign-in pages. */
export async function getPublicBranding(): Promise<Branding> {
  try {
    return await apiClient.request<Branding>('/api/public/branding', { isPublic: true });
  } catch (error) {
    console.error('Could not load the branding of this host', error);
    const { DEFAULT_BRANDING } = await import('@irama/contracts');
    return DEFAULT_BRANDING;
  }
}

export function publicBrandingQueryOptions() {
  return queryOptions({ queryKey: ['public', 'branding', window.location.host], queryFn: getPublicBranding });
}

export function usePublicBrandingQuery(enabled: boolean) {
  return useQuery({ ...publicBrandingQueryOptions(), enabled });
}
