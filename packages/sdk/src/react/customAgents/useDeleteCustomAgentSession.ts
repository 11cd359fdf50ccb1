import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Deletes one of the caller's conversations with a custom agent (the list reads again). */
export function useDeleteCustomAgentSession() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['TeamMessage'], SppockError, { id: string; sessionId: string }>({
    mutationKey: ['delete', '/api/custom-agents/{id}/sessions/{session_id}/'],
    mutationFn: ({ id, sessionId }) =>
      unwrap(
        api.DELETE('/api/custom-agents/{id}/sessions/{session_id}/', {
          params: { path: { id, session_id: sessionId } },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['get', '/api/custom-agents/{id}/sessions/'] }),
  });
}
