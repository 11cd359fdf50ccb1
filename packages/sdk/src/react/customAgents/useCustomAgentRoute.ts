import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The Commander's pick among the team's custom agents for a request (`agent_id` null: none). */
export function useCustomAgentRoute() {
  const { api } = useSppock();
  return useMutation<Schemas['CustomAgentRouteReply'], SppockError, string>({
    mutationKey: ['post', '/api/custom-agents/route/'],
    mutationFn: (message) => unwrap(api.POST('/api/custom-agents/route/', { body: { message } })),
  });
}
