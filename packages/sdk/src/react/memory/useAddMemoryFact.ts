import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Keeps a fact the user typed (issue 29); the memory refreshes. Refusals (empty, too long, limit, memory off) come as pt-BR `error.message`. */
export function useAddMemoryFact() {
  const { api } = useSppock();
  return useMutation<Schemas['MemoryFactResult'], SppockError, Schemas['MemoryFactInput']>({
    mutationKey: ['post', '/api/accounts/memory/'],
    mutationFn: (body) => unwrap(api.POST('/api/accounts/memory/', { body }), memoryUpdateErrorMessage),
  });
}
