import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Forgets one fact or proposal for good (issue 29): the next answer no longer sees it. */
export function useDeleteMemoryFact() {
  const { api } = useSppock();
  return useMutation<Schemas['MemoryDone'], SppockError, { id: string }>({
    mutationKey: ['delete', '/api/accounts/memory/{id}/'],
    mutationFn: ({ id }) =>
      unwrap(
        api.DELETE('/api/accounts/memory/{id}/', { params: { path: { id } } }),
        memoryUpdateErrorMessage,
      ),
  });
}
