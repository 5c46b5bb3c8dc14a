import type { OpsSwitches, SwitchKey } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { SWITCHES_QUERY_KEY } from '../../../lib/feature-switches.ts';
import { OPS_SWITCHES_QUERY_KEY } from './get-ops-switches.ts';

/** Staff: PUT /api/ops/switches/{key}; the states and the audit after the change. */
export function updateSwitch({ key, isOn }: { key: SwitchKey; isOn: boolean }): Promise<OpsSwitches> {
  return apiClient.request(`/api/ops/switches/${key}`, { method: 'PUT', body: { on: isOn } });
}

/** Turns a feature on or off; the staff's own sidebar and pages follow at once. */
export function useUpdateSwitchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSwitch,
    onSuccess: (answer) => {
      queryClient.setQueryData(OPS_SWITCHES_QUERY_KEY, answer);
      queryClient.setQueryData(SWITCHES_QUERY_KEY, answer.switches);
    },
  });
}
