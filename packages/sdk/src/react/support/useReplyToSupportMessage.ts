import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A reply in a support thread, optionally marking the message resolved. */
export interface SupportReply {
  /** The message replied to. */
  id: number;
  /** The reply (at least 5 characters once trimmed). */
  content: string;
  /** Also mark the message resolved after the reply is saved. @default false */
  resolve?: boolean;
}

/** What a reply gave back: the saved response, and the resolved message when `resolve` was asked. */
export interface SupportReplyResult {
  response: Schemas['SupportResponse'];
  resolved: Schemas['SupportMessage'] | null;
}

/**
 * Replies to a support message and, when asked, resolves it — in the order of spec 3 §4: the
 * reply first, then the resolve call; the detail and the lists reload when both are done. A
 * failed resolve after a saved reply fails with 'Erro ao enviar resposta' like a failed reply
 * (the reply stays saved and shows after the reload).
 */
export function useReplyToSupportMessage() {
  const { api } = useSppock();
  return useMutation<SupportReplyResult, SppockError, SupportReply>({
    mutationKey: ['post', '/api/support/messages/{id}/respond/'],
    mutationFn: async ({ id, content, resolve = false }) => {
      const path = { params: { path: { id } } };
      const describe = (failure: Parameters<typeof supportErrorMessage>[0]) =>
        supportErrorMessage(failure, 'respond');
      const saved = await unwrap(
        api.POST('/api/support/messages/{id}/respond/', { ...path, body: { content } }),
        describe,
      );
      if (!resolve) {
        return { response: saved.data, resolved: null };
      }
      const resolved = await unwrap(api.POST('/api/support/messages/{id}/resolve/', path), describe);
      return { response: saved.data, resolved: resolved.data };
    },
  });
}
