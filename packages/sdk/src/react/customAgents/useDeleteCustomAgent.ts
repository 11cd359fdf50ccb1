import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The owner deletes an agent with its documents and conversations. */
export function useDeleteCustomAgent() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['TeamMessage'], SppockError, string>({
    mutationKey: ['delete', '/api/custom-agents/{id}/'],
    mutationFn: (id) => unwrap(api.DELETE('/api/custom-agents/{id}/', { params: { path: { id } } })),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
