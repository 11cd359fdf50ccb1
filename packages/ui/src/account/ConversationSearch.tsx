import { COMMANDER_PATH, type ConversationSearchHit, customAgentPath } from '@sppock/sdk';
import { CONVERSATION_SEARCH_MAX_LENGTH, useConversationSearch } from '@sppock/sdk/react';
import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { IconButton } from '../primitives/IconButton/IconButton';
import { TextField } from '../primitives/TextField/TextField';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './ConversationSearch.css';
import { ConversationSearchResults } from './ConversationSearchResults';
import { useAccountMessages } from './useAccountMessages';

/**
 * Where a search result opens: its conversation (the Commander's chat reaches every agent's; a
 * custom agent's opens in that agent's chat) with `?message=` naming the message found.
 */
export function searchResultPath(
  hit: Pick<ConversationSearchHit, 'source' | 'agent' | 'conversation_id' | 'message_id'>,
): string {
  const base = hit.source === 'custom_agent' ? customAgentPath(hit.agent) : COMMANDER_PATH;
  const params = new URLSearchParams({ session: hit.conversation_id, message: hit.message_id });
  return `${base}?${params}`;
}

/** The shortcut that focuses the search, as the user's keyboard names it. */
function shortcutKeys(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl+K';
}

export interface ConversationSearchProps {
  /** The text in the box when it first renders. @default '' */
  defaultQuery?: string;
  /** How long typing must pause before the search runs, in ms. @default 300 */
  debounceMs?: number;
  /** Whether the chat screen exists; without it results cannot be opened. @default true */
  chatAvailable?: boolean;
  /** What shows while the box is empty (the conversation list). */
  children?: ReactNode;
}

/**
 * The search across every conversation (issue 29): a box in 'Conversas' (Ctrl+K or ⌘K focuses
 * it while the tab is open; Esc clears it), results as the user types, each opening its
 * conversation at the message found. While the box is empty, `children` show instead.
 */
export function ConversationSearch({
  defaultQuery = '',
  debounceMs = 300,
  chatAvailable = true,
  children,
}: ConversationSearchProps) {
  const messages = useAccountMessages();
  const { navigate } = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultQuery);
  const [query, setQuery] = useState(defaultQuery.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);
  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === 'k' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);
  const search = useConversationSearch(query);
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  const clear = () => {
    setText('');
    setQuery('');
    input.current?.focus();
  };
  const open = (hit: ConversationSearchHit) => {
    toast(messages.redirecting);
    navigate(searchResultPath(hit));
  };
  const keys = shortcutKeys();

  return (
    <div className={styles.root}>
      <search>
        <TextField
          ref={input}
          type="search"
          label={messages.searchLabel}
          description={messages.searchShortcut(keys)}
          placeholder={messages.searchPlaceholder}
          value={text}
          maxLength={CONVERSATION_SEARCH_MAX_LENGTH}
          onValueChange={setText}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              clear();
            }
          }}
          aria-keyshortcuts="Control+K Meta+K"
          autoComplete="off"
          leading={<Search size={16} aria-hidden />}
          trailing={
            text ? (
              <IconButton
                size="sm"
                variant="ghost"
                label={messages.searchClear}
                icon={<X size={14} />}
                onClick={clear}
              />
            ) : null
          }
        />
      </search>
      {query ? (
        <ConversationSearchResults
          query={query}
          results={results}
          state={
            search.isError ? 'error' : search.isPending || search.isPlaceholderData ? 'loading' : 'ready'
          }
          {...(search.error ? { error: search.error.message } : {})}
          onRetry={() => void search.refetch()}
          hasMore={search.hasNextPage}
          loadingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
          onOpen={open}
          chatAvailable={chatAvailable}
        />
      ) : (
        children
      )}
    </div>
  );
}
