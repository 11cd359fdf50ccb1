import type { ChatStreamState } from '@sppock/sdk/react';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../internal/cx';
import { ChatMarkdown } from './ChatMarkdown';
import { ChatMessageItem } from './ChatMessageItem';
import * as styles from './chat.css';
import type { AgentType } from './chatAgents';
import type { ChatEntry, PendingAnswer } from './chatEntries';
import { useChatMessages } from './useChatMessages';
import { WaitingIndicator } from './WaitingIndicator';

export interface ChatMessageListProps {
  entries: readonly ChatEntry[];
  agent: AgentType;
  sessionId: string | null;
  agentName: (agent: string) => string;
  /** The answer on its way, if any. */
  pending: PendingAnswer | null;
  /** The stream of that answer: its text so far and the server's decision. */
  stream: Pick<ChatStreamState, 'status' | 'text' | 'orchestration'>;
  /** Loading text and estimated time of the agent waited for. */
  loadingText?: string | undefined;
  estimatedTime?: string | undefined;
  /** The step a long run is on (the server job's progress), while waiting. */
  progress?: string | undefined;
  remainingTokens?: number | null | undefined;
  /** Shown before the messages (the routing card) and when there are none (the empty state). */
  empty?: ReactNode;
  /** Rendered before an entry (the routing card above the answer it routed). */
  renderBefore?: (entry: ChatEntry) => ReactNode;
  /** Rendered before the answer on its way (the routing card once the server decided). */
  pendingBefore?: ReactNode;
  /** Rendered under an entry's text (the choices of the Commander's question back). */
  renderChoices?: (entry: ChatEntry) => ReactNode;
}

/**
 * The conversation: a `role="log"` live region where each new message is announced once; the
 * answer streaming in is `aria-busy` until it ends, so a screen reader reads it whole. Follows the
 * bottom while new text arrives.
 */
export function ChatMessageList({
  entries,
  agent,
  sessionId,
  agentName,
  pending,
  stream,
  loadingText,
  estimatedTime,
  progress,
  remainingTokens,
  empty,
  renderBefore,
  pendingBefore,
  renderChoices,
}: ChatMessageListProps) {
  const messages = useChatMessages();
  const end = useRef<HTMLDivElement>(null);
  const lastAssistant = entries.findLastIndex((entry) => entry.role === 'assistant');
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the content grows.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, stream.text, pending]);

  const decision = pending ? stream.orchestration : null;
  const waitingAgent = decision?.agent_used
    ? {
        name: agentName(decision.agent_used),
        range: decision.confidenceRange ?? '',
        source: 'server' as const,
      }
    : pending?.guess
      ? {
          name: agentName(pending.guess.agent),
          range: pending.guess.confidenceRange,
          source: 'guess' as const,
        }
      : null;

  return (
    <div className={styles.log} role="log" aria-label={messages.messagesLabel} aria-live="polite">
      {entries.length === 0 && !pending ? empty : null}
      {entries.map((entry, index) => (
        <Fragment key={entry.key}>
          {renderBefore?.(entry)}
          <ChatMessageItem
            entry={entry}
            agent={agent}
            sessionId={sessionId}
            agentName={agentName}
            remainingTokens={index === lastAssistant && !pending ? remainingTokens : undefined}
            choices={renderChoices?.(entry)}
          />
        </Fragment>
      ))}
      {pending ? pendingBefore : null}
      {pending ? (
        <article
          className={cx(styles.message, styles.messageRole.assistant)}
          aria-label={messages.assistant}
          aria-busy="true"
        >
          {decision?.agent_used ? (
            <span className={styles.banner}>{messages.processedBy(agentName(decision.agent_used))}</span>
          ) : null}
          <div className={styles.bubble.assistant}>
            {stream.status === 'streaming' && stream.text ? (
              <ChatMarkdown>{stream.text}</ChatMarkdown>
            ) : (
              <WaitingIndicator
                startedAt={pending.startedAt}
                loadingText={loadingText}
                estimatedTime={estimatedTime}
                agent={waitingAgent}
                progress={progress}
              />
            )}
          </div>
        </article>
      ) : null}
      <div ref={end} />
    </div>
  );
}
