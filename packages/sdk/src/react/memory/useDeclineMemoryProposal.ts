import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Turns a proposal down (issue 29): never used, and the same text is not proposed again. */
export function useDeclineMemoryProposal() {
  const { api } = useSppock();
  return useMutation<Schemas['MemoryDone'], SppockError, { id: string }>({
    mutationKey: ['post', '/api/accounts/memory/{id}/decline/'],
    mutationFn: ({ id }) =>
      unwrap(
        api.POST('/api/accounts/memory/{id}/decline/', { params: { path: { id } } }),
        memoryUpdateErrorMessage,
      ),
  });
}
