import { type components, conversationSearchErrorMessage, type SppockError } from '@sppock/sdk';
import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Results = components['schemas']['ConversationSearchResults'];

/** The longest query the server accepts, in characters. */
export const CONVERSATION_SEARCH_MAX_LENGTH = 200;

export interface ConversationSearchOptions {
  /** Results per page (1–50). @default 20 */
  limit?: number;
  /** Search at all (an empty or blank query never searches). @default true */
  enabled?: boolean;
}

/**
 * Searches every conversation of the user (issue 29): all agents, custom agents included, pt-BR
 * words without accents or case, newest message first. Pages follow `next_cursor`
 * (`fetchNextPage`); the previous results stay on screen while a new query loads. A blank query
 * does not search. `error.message` is the server's pt-BR refusal or 'Erro ao buscar nas conversas'.
 */
export function useConversationSearch(query: string, options: ConversationSearchOptions = {}) {
  const { api, $api } = useSppock();
  const q = query.trim();
  const init = { params: { query: { q, ...(options.limit ? { limit: options.limit } : {}) } } };
  return useInfiniteQuery<
    Results,
    SppockError,
    InfiniteData<Results, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: $api.queryOptions('get', '/api/agents/conversations/search/', init).queryKey,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/agents/conversations/search/', {
          params: { query: { ...init.params.query, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
        conversationSearchErrorMessage,
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: (options.enabled ?? true) && q.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
