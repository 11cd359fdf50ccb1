import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The owner gives an agent a knowledge document (Base64); answers cite its passages. */
export function useAddCustomAgentDocument() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<
    Schemas['CustomAgentResult'],
    SppockError,
    { id: string; document: Schemas['CustomAgentDocumentRequest'] }
  >({
    mutationKey: ['post', '/api/custom-agents/{id}/documents/'],
    mutationFn: ({ id, document }) =>
      unwrap(api.POST('/api/custom-agents/{id}/documents/', { params: { path: { id } }, body: document })),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
