import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Sends a message to a custom agent; the reply carries the session, the answer and its citations. */
export function useCustomAgentChat() {
  const { api } = useSppock();
  return useMutation<
    Schemas['CustomAgentChatReply'],
    SppockError,
    { id: string } & Schemas['CustomAgentChatRequest']
  >({
    mutationKey: ['post', '/api/custom-agents/{id}/chat/'],
    mutationFn: ({ id, ...body }) =>
      unwrap(api.POST('/api/custom-agents/{id}/chat/', { params: { path: { id } }, body })),
  });
}
