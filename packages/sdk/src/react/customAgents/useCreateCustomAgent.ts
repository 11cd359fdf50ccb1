import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The team's owner creates a custom agent (Enterprise only). */
export function useCreateCustomAgent() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['CustomAgentResult'], SppockError, Schemas['CustomAgentInput']>({
    mutationKey: ['post', '/api/custom-agents/'],
    mutationFn: (input) => unwrap(api.POST('/api/custom-agents/', { body: input })),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
