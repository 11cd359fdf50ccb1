import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** One custom agent with its knowledge documents (another team's id: 404 message). */
export function useCustomAgent(id: string, options: SppockQueryOptions<Schemas['CustomAgentResult']> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { path: { id } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/custom-agents/{id}/', init).queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/custom-agents/{id}/', { ...init, signal })),
    retry: false,
    ...options,
  });
}
