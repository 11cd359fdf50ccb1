import { type ConversationSearchHit, formatDateTime } from '@sppock/sdk';
import { SearchX } from 'lucide-react';
import { Button } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { LoadError } from '../shell/LoadError';
import * as styles from './ConversationSearch.css';
import { SearchPassage } from './SearchPassage';
import { useAccountMessages } from './useAccountMessages';

export type ConversationSearchState = 'loading' | 'error' | 'ready';

export interface ConversationSearchResultsProps {
  /** What was searched (shown in the empty state). */
  query: string;
  results: readonly ConversationSearchHit[];
  state: ConversationSearchState;
  /** The pt-BR text of the failure, when `state` is 'error'. */
  error?: string;
  onRetry?: () => void;
  /** There is another page. @default false */
  hasMore?: boolean;
  /** The next page is on its way. @default false */
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Opens the conversation at the message. */
  onOpen: (hit: ConversationSearchHit) => void;
  /** Whether the chat screen exists; without it a result cannot be opened. @default true */
  chatAvailable?: boolean;
}

/** The messages found by the search across conversations, each opening its conversation there. */
export function ConversationSearchResults({
  query,
  results,
  state,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onOpen,
  chatAvailable = true,
}: ConversationSearchResultsProps) {
  const messages = useAccountMessages();
  if (state === 'error') {
    return (
      <LoadError
        title={messages.searchError}
        message={error ?? messages.searchError}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  }
  return (
    <>
      <p className={styles.status} aria-live="polite">
        {state === 'loading'
          ? messages.searchLoading
          : results.length > 0
            ? messages.searchCount(results.length, hasMore)
            : ''}
      </p>
      {state === 'ready' && results.length === 0 ? (
        <EmptyState
          icon={<SearchX size={22} />}
          title={messages.searchEmpty(query)}
          description={messages.searchEmptyHint}
        />
      ) : null}
      {results.length > 0 ? (
        <ul className={styles.list} aria-label={messages.searchResults} aria-busy={state === 'loading'}>
          {results.map((hit) => (
            <li key={`${hit.source}:${hit.message_id}`}>
              <button
                type="button"
                className={styles.result}
                disabled={!chatAvailable}
                onClick={() => onOpen(hit)}
              >
                <span className={styles.resultTitle}>{hit.title}</span>
                <span className={styles.resultMeta}>
                  {hit.agent_name} · {hit.role === 'user' ? messages.searchYou : messages.searchAnswer} ·{' '}
                  {formatDateTime(hit.date)}
                </span>
                <SearchPassage passage={hit.passage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore && onLoadMore ? (
        <Button variant="secondary" className={styles.more} loading={loadingMore} onClick={onLoadMore}>
          {messages.searchMore}
        </Button>
      ) : null}
    </>
  );
}
