import {
  COMMANDER_AGENT,
  type components,
  DEFAULT_CHAT_LOCATION,
  type Failure,
  type SppockError,
  sendMessageErrorMessage,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useSendMessage` sends. */
export interface SendMessageInput {
  /** Default: 'chatsppock' (the Commander). */
  agent?: Schemas['AgentType'];
  /** Without one, the server creates a 'Nova conversa' session. */
  sessionId?: string;
  message: string;
  /** Default: {@link DEFAULT_CHAT_LOCATION}. */
  location?: Schemas['ChatMessageLocation'];
  /** The agent's own fields. */
  extras?: Record<string, unknown>;
  signal?: AbortSignal;
}

/**
 * Sends a chat message (JSON `send_message`). On success the session lists and usage refresh.
 * `error.message` follows spec 2 §8; pass `agentErrorMessage` for the agent's configured text.
 */
export function useSendMessage(options: { agentErrorMessage?: string } = {}) {
  const { api } = useSppock();
  return useMutation<Schemas['MessageResult'], SppockError, SendMessageInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/'],
    mutationFn: async ({
      agent = COMMANDER_AGENT,
      sessionId,
      message,
      location = DEFAULT_CHAT_LOCATION,
      extras,
      signal,
    }) => {
      const data = await unwrap(
        api.POST('/api/agents/{agent}/api/', {
          params: { path: { agent } },
          body: { action: 'send_message', message, session_id: sessionId, location, extras },
          signal,
        }),
        (failure: Failure) => sendMessageErrorMessage(failure, options.agentErrorMessage),
      );
      return data as Schemas['MessageResult'];
    },
  });
}
