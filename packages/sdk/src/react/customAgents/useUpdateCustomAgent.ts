import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The owner changes some of an agent's fields. */
export function useUpdateCustomAgent() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<
    Schemas['CustomAgentResult'],
    SppockError,
    { id: string; patch: Schemas['CustomAgentPatch'] }
  >({
    mutationKey: ['patch', '/api/custom-agents/{id}/'],
    mutationFn: ({ id, patch }) =>
      unwrap(api.PATCH('/api/custom-agents/{id}/', { params: { path: { id } }, body: patch })),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
