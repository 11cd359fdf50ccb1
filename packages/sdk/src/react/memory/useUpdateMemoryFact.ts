import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Rewrites one fact or pending proposal (issue 29); the memory refreshes. */
export function useUpdateMemoryFact() {
  const { api } = useSppock();
  return useMutation<Schemas['MemoryFactResult'], SppockError, { id: string; text: string }>({
    mutationKey: ['patch', '/api/accounts/memory/{id}/'],
    mutationFn: ({ id, text }) =>
      unwrap(
        api.PATCH('/api/accounts/memory/{id}/', { params: { path: { id } }, body: { text } }),
        memoryUpdateErrorMessage,
      ),
  });
}
