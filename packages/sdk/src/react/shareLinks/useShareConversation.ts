import { type components, type SppockError, shareConversationErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The days a share link may last; null: it never expires. */
export const SHARE_EXPIRY_CHOICES = [1, 7, 30, null] as const;
export type ShareExpiry = (typeof SHARE_EXPIRY_CHOICES)[number];

export interface ShareConversationInput {
  /** The conversation's kind: 'agent' (Commander and agents) or 'custom_agent'. @default 'agent' */
  source?: Schemas['ShareSource'];
  sessionId: string;
  /** Days until the link stops opening. @default null (never) */
  expiresInDays?: ShareExpiry;
}

/**
 * Shares a copy of the conversation as it is now at a public, read-only address (issue 29). The
 * answer's `token` is shown once (the server keeps only its hash): build the address with
 * `sharedConversationPath(token)`. The owner's list of links refreshes. `error.message` is the
 * server's pt-BR refusal (another person's conversation, the active-link limit) or 'Erro ao criar
 * o link de compartilhamento'.
 */
export function useShareConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['ShareLinkCreated'], SppockError, ShareConversationInput>({
    mutationKey: ['post', '/api/share-links/'],
    mutationFn: ({ source = 'agent', sessionId, expiresInDays = null }) =>
      unwrap(
        api.POST('/api/share-links/', {
          body: { source, session_id: sessionId, expires_in_days: expiresInDays },
        }),
        shareConversationErrorMessage,
      ),
  });
}
