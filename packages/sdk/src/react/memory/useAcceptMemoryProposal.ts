import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A proposal found in a conversation becomes a fact the agents use (issue 29). */
export function useAcceptMemoryProposal() {
  const { api } = useSppock();
  return useMutation<Schemas['MemoryFactResult'], SppockError, { id: string }>({
    mutationKey: ['post', '/api/accounts/memory/{id}/accept/'],
    mutationFn: ({ id }) =>
      unwrap(
        api.POST('/api/accounts/memory/{id}/accept/', { params: { path: { id } } }),
        memoryUpdateErrorMessage,
      ),
  });
}
