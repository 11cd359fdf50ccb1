import type { ChatStreamState, ChatStreamTextSource } from '@sppock/sdk/react';
import {
  Fragment,
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/cx';
import { AnswerPendingContext, createAnswerPendingStore } from './answerPending';
import { ChatMessageItem, type ChatMessageItemProps } from './ChatMessageItem';
import * as styles from './chat.css';
import type { AgentType } from './chatAgents';
import type { ChatEntry, PendingAnswer } from './chatEntries';
import { StreamingText } from './StreamingText';
import { useChatMessages } from './useChatMessages';
import { WaitingIndicator } from './WaitingIndicator';

/**
 * Messages rendered when a conversation opens: a 300-message conversation would otherwise put
 * every message's markdown in the page at once (issue 28: ≤ 3,000 DOM nodes when it opens). Older
 * messages come in pages of this size when the reader scrolls up to them or asks for them.
 */
export const CHAT_WINDOW = 40;

/**
 * Messages painted first when a conversation opens (more than a screen's worth): the rest of the
 * window follows in a transition, which React renders in slices between frames (issue 28: the
 * newest messages on screen within a second on a slow phone).
 */
const FIRST_PAINT = 8;

/** While an answer streams in, only the messages whose props changed render again, not all of them. */
const StableMessageItem = memo(
  ChatMessageItem,
  (before, after) =>
    before.entry === after.entry &&
    before.agent === after.agent &&
    before.sessionId === after.sessionId &&
    before.agentName === after.agentName &&
    before.remainingTokens === after.remainingTokens &&
    before.found === after.found &&
    before.onEdit === after.onEdit &&
    before.onShowVersion === after.onShowVersion &&
    before.choices == null &&
    after.choices == null,
);

/**
 * The first entry rendered: the last FIRST_PAINT of the conversation as it opens (`opening`),
 * then the last CHAT_WINDOW (`widen`), earlier as the reader asks. Messages that arrive later are
 * added below, never pushing others out.
 */
function useMessageWindow(sessionId: string | null, length: number) {
  const [range, setRange] = useState<{ session: string | null; start: number } | null>(null);
  const current = range && range.session === sessionId && range.start <= length ? range : null;
  const start = current ? current.start : Math.max(0, length - FIRST_PAINT);
  const widen = () =>
    startTransition(() => setRange({ session: sessionId, start: Math.max(0, length - CHAT_WINDOW) }));
  const showEarlier = () => setRange({ session: sessionId, start: Math.max(0, start - CHAT_WINDOW) });
  /** Renders from `index` on (a message a search result opened, older than the window). */
  const showFrom = (index: number) => setRange({ session: sessionId, start: Math.max(0, index) });
  return { start, opening: !current && length > 0, widen, showEarlier, showFrom };
}

export interface ChatMessageListProps {
  entries: readonly ChatEntry[];
  agent: AgentType;
  sessionId: string | null;
  agentName: (agent: string) => string;
  /** The answer on its way, if any. */
  pending: PendingAnswer | null;
  /**
   * The stream of that answer: its status, the server's decision, and its text as it arrives
   * (`useChatStream({ rerenderOnText: false })`: only the answer renders with each token).
   */
  stream: Pick<ChatStreamState, 'status' | 'orchestration'> & { textSource: ChatStreamTextSource };
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
  /**
   * The server id of a message to show (a search result's `?message=`): rendered even when older
   * than the window, scrolled to the middle of the log once and outlined. @default null
   */
  foundMessageId?: string | null;
  /** Sends an edit of a user message as a new version (issue 29). @default undefined */
  onEdit?: ChatMessageItemProps['onEdit'];
  /** Shows another version of a message (`< 1/2 >`, issue 29). @default undefined */
  onShowVersion?: ChatMessageItemProps['onShowVersion'];
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
  foundMessageId = null,
  onEdit,
  onShowVersion,
}: ChatMessageListProps) {
  const messages = useChatMessages();
  const end = useRef<HTMLDivElement>(null);
  const earlier = useRef<HTMLButtonElement>(null);
  const [answerPending] = useState(createAnswerPendingStore);
  // Told after the commit that shows or ends the answer: only the messages that read it render.
  useLayoutEffect(() => answerPending.set(pending !== null), [answerPending, pending]);
  // The log scrolls the conversation (styles.log: overflow-y auto).
  const logElement = useRef<HTMLDivElement>(null);
  const lastAssistant = entries.findLastIndex((entry) => entry.role === 'assistant');
  const { start, opening, widen, showEarlier, showFrom } = useMessageWindow(sessionId, entries.length);
  const foundIndex = foundMessageId ? entries.findIndex((entry) => entry.id === foundMessageId) : -1;
  // Where the reader was, from the bottom, when older messages were added above: kept after they render.
  const anchor = useRef<number | null>(null);
  const keepPlace = () => {
    const log = logElement.current;
    if (log) {
      anchor.current = log.scrollHeight - log.scrollTop;
    }
  };
  const revealEarlier = () => {
    keepPlace();
    showEarlier();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first rendered entry moves up.
  useLayoutEffect(() => {
    const log = logElement.current;
    if (log && anchor.current !== null) {
      log.scrollTop = log.scrollHeight - anchor.current;
      anchor.current = null;
    }
  }, [start]);
  // Scrolling up to the top of what is rendered brings the previous page in (once the window is open).
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again when the button moves.
  useEffect(() => {
    const button = earlier.current;
    if (!button || opening || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((item) => item.isIntersecting)) {
        revealEarlier();
      }
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [start, opening]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the content grows (StreamingText follows its own text).
  useEffect(() => {
    // A conversation opening is at its end before the rest of the window comes in above it.
    if (opening) {
      end.current?.scrollIntoView?.({ block: 'end' });
      return;
    }
    // A question sent or an answer added: scrolled in the next frame's own layout, not in a layout
    // forced inside React's commit (issue 28: that commit was the longest task of a send).
    const frame = requestAnimationFrame(() => end.current?.scrollIntoView?.({ block: 'end' }));
    return () => cancelAnimationFrame(frame);
  }, [entries.length, pending]);
  // The newest messages are on screen: the rest of the window comes in above them (after the
  // scroll to the end, so the reader stays there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening.
  useEffect(() => {
    if (opening) {
      keepPlace();
      widen();
    }
  }, [opening]);
  // A search result's message: in the window, then in view once (after the scroll to the end
  // above, which runs first when the conversation arrives).
  const shownFound = useRef<string | null>(null);
  useEffect(() => {
    if (foundIndex < 0 || shownFound.current === foundMessageId) {
      return;
    }
    if (foundIndex < start) {
      showFrom(foundIndex);
      return;
    }
    const element = logElement.current?.querySelector(
      `[data-message-id="${CSS.escape(foundMessageId ?? '')}"]`,
    );
    element?.scrollIntoView?.({ block: 'center' });
    shownFound.current = foundMessageId;
  }, [foundIndex, foundMessageId, start, showFrom]);

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
    <div
      ref={logElement}
      className={styles.log}
      role="log"
      aria-label={messages.messagesLabel}
      aria-live="polite"
      data-answering={pending ? '' : undefined}
    >
      <AnswerPendingContext value={answerPending}>
        {entries.length === 0 && !pending ? empty : null}
        {start > 0 ? (
          <button ref={earlier} type="button" className={styles.earlierMessages} onClick={revealEarlier}>
            {messages.earlierMessages(start)}
          </button>
        ) : null}
        {entries.slice(start).map((entry, offset) => (
          <Fragment key={entry.key}>
            {renderBefore?.(entry)}
            <StableMessageItem
              entry={entry}
              agent={agent}
              sessionId={sessionId}
              agentName={agentName}
              remainingTokens={start + offset === lastAssistant && !pending ? remainingTokens : undefined}
              choices={renderChoices?.(entry)}
              found={start + offset === foundIndex}
              onEdit={onEdit}
              onShowVersion={onShowVersion}
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
              {stream.status === 'streaming' || stream.status === 'ready' || stream.status === 'stopped' ? (
                <StreamingText source={stream.textSource} end={end} />
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
      </AnswerPendingContext>
      <div ref={end} />
    </div>
  );
}
