import type { UpdateWhitelabelRequest, WhitelabelConfig } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import { WHITELABEL_QUERY_KEY } from './get-whitelabel.ts';

/** PUT /api/v2/whitelabel: saves the branding and hosts; it applies at once. */
export function updateWhitelabel(body: UpdateWhitelabelRequest): Promise<WhitelabelConfig> {
  return apiClient.request('/api/v2/whitelabel', { method: 'PUT', body });
}

export function useUpdateWhitelabelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhitelabel,
    onSuccess: async (config) => {
      queryClient.setQueryData(WHITELABEL_QUERY_KEY, config);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
