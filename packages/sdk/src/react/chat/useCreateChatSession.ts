import { COMMANDER_AGENT, type components, createSessionErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useCreateChatSession` takes. */
export interface CreateChatSessionInput {
  /** Default: 'chatsppock'. */
  agent?: Schemas['AgentType'];
  /** Default: 'Nova conversa', which the server replaces with the start of the first message. */
  title?: string;
  /**
   * Where the failure is shown (spec 2 §8): the main chat says 'Erro ao criar sessão', a toast
   * elsewhere 'Erro ao criar nova sessão'. Default: 'toast'.
   */
  surface?: 'toast' | 'chat';
}

/**
 * Creates a chat session before its first message is sent (action `create_session`, spec 2 §4),
 * so a new conversation reaches the 'Conversas' list and its address at once; the session lists
 * refresh when it succeeds. Resolves to the server's answer (`session_id`, and `message`: 'Nova
 * sessão de {agent} criada!'); `error.message` is the server's error (the plan's conversation
 * limit), else 'Erro ao criar nova sessão' or, for `surface: 'chat'`, 'Erro ao criar sessão'.
 */
export function useCreateChatSession() {
  const { api } = useSppock();
  return useMutation<Schemas['SessionCreatedResult'], SppockError, CreateChatSessionInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/'],
    mutationFn: async ({ agent = COMMANDER_AGENT, title = 'Nova conversa', surface = 'toast' }) => {
      const data = await unwrap(
        api.POST('/api/agents/{agent}/api/', {
          params: { path: { agent } },
          body: { action: 'create_session', title },
        }),
        (failure) => createSessionErrorMessage(failure, { surface }),
      );
      return data as Schemas['SessionCreatedResult'];
    },
  });
}
