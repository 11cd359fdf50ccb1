import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The owner removes a knowledge document. */
export function useDeleteCustomAgentDocument() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['CustomAgentResult'], SppockError, { id: string; documentId: string }>({
    mutationKey: ['delete', '/api/custom-agents/{id}/documents/{document_id}/'],
    mutationFn: ({ id, documentId }) =>
      unwrap(
        api.DELETE('/api/custom-agents/{id}/documents/{document_id}/', {
          params: { path: { id, document_id: documentId } },
        }),
      ),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
