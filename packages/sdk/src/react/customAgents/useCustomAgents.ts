import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * The Enterprise team's custom agents the caller may use (the owner sees all, with `can_edit`).
 * Outside the Enterprise plan the error's message names the plan (403).
 */
export function useCustomAgents(options: SppockQueryOptions<Schemas['CustomAgentList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/custom-agents/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/custom-agents/', { signal })),
    retry: false,
    ...options,
  });
}
