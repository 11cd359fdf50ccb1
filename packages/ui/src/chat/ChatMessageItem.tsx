import { copyErrorMessage } from '@sppock/sdk';
import { useChatFeedback, useDownloadFile } from '@sppock/sdk/react';
import { Bot, Copy, Paperclip, Pencil, Square, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cx } from '../internal/cx';
import { saveFile } from '../internal/saveFile';
import { Button } from '../primitives/Button/Button';
import { IconButton } from '../primitives/IconButton/IconButton';
import { toast } from '../primitives/Toaster/toastStore';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { useAnswerPending } from './answerPending';
import { BranchSwitcher } from './BranchSwitcher';
import { ChatMarkdown } from './ChatMarkdown';
import * as styles from './chat.css';
import type { AgentType } from './chatAgents';
import type { ChatEntry } from './chatEntries';
import { MessageEditor } from './MessageEditor';
import { useChatMessages } from './useChatMessages';

export interface ChatMessageItemProps {
  entry: ChatEntry;
  /** The screen's agent (where feedback goes). */
  agent: AgentType;
  /** The current session (for feedback on answers loaded from the server). */
  sessionId: string | null;
  /** An agent's display name. */
  agentName: (agent: string) => string;
  /** The plan's remaining tokens, shown on the last answer. */
  remainingTokens?: number | null | undefined;
  /** Under the text: the choices of the Commander's question back. */
  choices?: ReactNode;
  /** The message a search result opened: outlined and marked `data-found`. @default false */
  found?: boolean;
  /**
   * Sends an edit of this user message as a new version (issue 29); absent, the message cannot be
   * edited (a conversation that cannot branch). A message not stored yet has no edit button, and
   * while an answer is on its way (`AnswerPendingContext`, the log's `data-answering`) the button
   * steps aside and an edit being written waits. @default undefined
   */
  onEdit?: ((entry: ChatEntry, text: string) => void) | undefined;
  /** Shows another version of this message (`< 1/2 >`, issue 29). @default undefined */
  onShowVersion?: ((entry: ChatEntry, index: number) => void) | undefined;
}

/** `< 1/2 >` for a message with versions, when the screen can switch them. */
function Versions({
  entry,
  onShowVersion,
}: {
  entry: ChatEntry;
  onShowVersion: ChatMessageItemProps['onShowVersion'];
}) {
  if (!entry.versionIds || entry.versionIndex === undefined) {
    return null;
  }
  return (
    <VersionSwitcher
      entry={entry}
      index={entry.versionIndex}
      count={entry.versionIds.length}
      onShowVersion={onShowVersion}
    />
  );
}

function VersionSwitcher({
  entry,
  index,
  count,
  onShowVersion,
}: {
  entry: ChatEntry;
  index: number;
  count: number;
  onShowVersion: ChatMessageItemProps['onShowVersion'];
}) {
  // Read only by a message with versions: an answer on its way renders these, not every message.
  const answerPending = useAnswerPending();
  return (
    <BranchSwitcher
      index={index}
      count={count}
      disabled={!onShowVersion || answerPending}
      onSelect={(selected) => onShowVersion?.(entry, selected)}
    />
  );
}

/** The editor of a message being edited, or its text while an answer is on its way. */
function EditingMessage({
  entry,
  onCancel,
  onSubmit,
  bubble,
}: {
  entry: ChatEntry;
  onCancel: () => void;
  onSubmit: (text: string) => void;
  bubble: ReactNode;
}) {
  if (useAnswerPending()) {
    return bubble;
  }
  return <MessageEditor defaultValue={entry.content ?? ''} onCancel={onCancel} onSubmit={onSubmit} />;
}

/** The text of an entry: 'Conteúdo não disponível' when undefined, 'Carregando...' when empty (spec 2 §2). */
function Content({
  entry,
  onFileLink,
}: {
  entry: ChatEntry;
  onFileLink: (id: string, name: string) => void;
}) {
  const messages = useChatMessages();
  if (entry.content === undefined) {
    return <p className={styles.muted}>{messages.contentUnavailable}</p>;
  }
  if (typeof entry.content !== 'string' || entry.content === '') {
    // A stopped answer with nothing received is not loading any more.
    return <p className={styles.muted}>{entry.stopped ? messages.stoppedEmpty : messages.contentLoading}</p>;
  }
  if (entry.role === 'user') {
    return <>{entry.content}</>;
  }
  return <ChatMarkdown onFileLink={onFileLink}>{entry.content}</ChatMarkdown>;
}

/**
 * One message (spec 2 §2 "Message rendering"): markdown, 'Processado por {agent}', copy,
 * feedback, file links downloaded with the token, a stopped answer marked, and each answer's
 * tokens and cost in R$ with the plan's remaining tokens.
 */
export function ChatMessageItem({
  entry,
  agent,
  sessionId,
  agentName,
  remainingTokens,
  choices,
  found = false,
  onEdit,
  onShowVersion,
}: ChatMessageItemProps) {
  const messages = useChatMessages();
  const [editing, setEditing] = useState(false);
  const feedback = useChatFeedback();
  const download = useDownloadFile();
  const [rated, setRated] = useState<'positive' | 'negative' | null>(null);
  const role = entry.role;
  const feedbackSession = entry.metadata?.session_id ?? sessionId;

  const downloadFile = async (fileId: string) => {
    try {
      const file = await download.mutateAsync({ fileId });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      // spec 2 §8: an alert.
      window.alert((error as Error).message);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.content ?? '');
      toast.success(messages.copied);
    } catch {
      toast.error(copyErrorMessage());
    }
  };

  const rate = async (type: 'positive' | 'negative') => {
    if (!feedbackSession || feedback.isPending) {
      return;
    }
    try {
      const answer = await feedback.mutateAsync({
        sessionId: feedbackSession,
        agent: entry.elsewhere && entry.agentUsed ? (entry.agentUsed as AgentType) : agent,
        feedback_type: type,
        ...(entry.id ? { message_id: entry.id } : {}),
      });
      setRated(type);
      toast.success(answer.message || messages.feedbackSent);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const bubble = (
    <div className={styles.bubble[role]}>
      <Content entry={entry} onFileLink={(id) => void downloadFile(id)} />
    </div>
  );

  return (
    <article
      className={cx(styles.message, styles.messageRole[role], found && styles.messageFound)}
      aria-label={role === 'user' ? messages.you : messages.assistant}
      data-message-id={entry.id}
      data-found={found ? '' : undefined}
    >
      {role === 'assistant' && entry.agentUsed ? (
        <span className={styles.banner}>
          <Bot size={14} aria-hidden />
          {messages.processedBy(agentName(entry.agentUsed))}
        </span>
      ) : null}
      {editing && onEdit ? (
        <EditingMessage
          entry={entry}
          onCancel={() => setEditing(false)}
          onSubmit={(text) => {
            setEditing(false);
            onEdit(entry, text);
          }}
          bubble={bubble}
        />
      ) : (
        bubble
      )}
      {role === 'user' && !editing && ((entry.versionIds?.length ?? 0) > 1 || (onEdit && entry.id)) ? (
        <div className={styles.userFooter}>
          <Versions entry={entry} onShowVersion={onShowVersion} />
          {onEdit && entry.id ? (
            <Tooltip content={messages.editMessage}>
              <IconButton
                className={styles.editAction}
                size="sm"
                variant="ghost"
                label={messages.editMessage}
                icon={<Pencil size={14} />}
                onClick={() => setEditing(true)}
              />
            </Tooltip>
          ) : null}
        </div>
      ) : null}
      {choices}
      {entry.file ? (
        <Button
          className={styles.attachment}
          size="sm"
          variant="ghost"
          leadingIcon={<Paperclip size={14} />}
          aria-label={messages.attachment(entry.file.name)}
          loading={download.isPending}
          onClick={() => entry.file && void downloadFile(entry.file.id)}
        >
          {entry.file.name}
        </Button>
      ) : null}
      {entry.attachmentName ? (
        <span className={cx(styles.banner, styles.attachment)}>
          <Paperclip size={14} aria-hidden />
          {entry.attachmentName}
        </span>
      ) : null}
      {role === 'assistant' ? (
        <div className={styles.messageFooter}>
          <Versions entry={entry} onShowVersion={onShowVersion} />
          {entry.stopped ? (
            <span className={styles.stoppedNote} title={messages.stoppedHint}>
              <Square size={12} aria-hidden />
              {messages.stopped}
            </span>
          ) : null}
          {entry.metadata ? (
            <span>
              {messages.answerCost(entry.metadata.tokens.total, entry.metadata.cost_brl)}
              {entry.metadata.offline ? ` · ${messages.offlineAnswer}` : ''}
            </span>
          ) : null}
          {entry.timing ? (
            <span data-testid="answer-speed">
              {entry.metadata ? '· ' : ''}
              {messages.answerSpeed(entry.timing.first_token_ms, entry.timing.tokens_per_second)}
            </span>
          ) : null}
          {remainingTokens != null ? (
            <span>
              {entry.metadata ? '· ' : ''}
              {remainingTokens > 0 ? messages.tokensLeft(remainingTokens) : messages.tokensExhausted}
            </span>
          ) : null}
          {entry.elsewhere && entry.agentUsed ? (
            <span>{messages.answerElsewhere(agentName(entry.agentUsed))}</span>
          ) : null}
          <div className={styles.messageActions}>
            <Tooltip content={messages.copy}>
              <IconButton
                size="sm"
                variant="ghost"
                label={messages.copy}
                icon={<Copy size={14} />}
                onClick={() => void copy()}
              />
            </Tooltip>
            {feedbackSession ? (
              <>
                <Tooltip content={messages.feedbackPositive}>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={messages.feedbackPositive}
                    aria-pressed={rated === 'positive'}
                    icon={<ThumbsUp size={14} />}
                    onClick={() => void rate('positive')}
                  />
                </Tooltip>
                <Tooltip content={messages.feedbackNegative}>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={messages.feedbackNegative}
                    aria-pressed={rated === 'negative'}
                    icon={<ThumbsDown size={14} />}
                    onClick={() => void rate('negative')}
                  />
                </Tooltip>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
