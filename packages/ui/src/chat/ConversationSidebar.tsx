import type { ChatSession } from '@sppock/sdk';
import { useChatSessions, useDeleteChatSession, useUpdateConversation } from '@sppock/sdk/react';
import { MessagesSquare, Pencil, Pin, PinOff, Share2, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ConversationTitleForm } from '../conversations/ConversationTitleForm';
import { ShareConversationDialog } from '../conversations/ShareConversationDialog';
import { useConversationsMessages } from '../conversations/useConversationsMessages';
import { visuallyHidden } from '../internal/styles.css';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { IconButton } from '../primitives/IconButton/IconButton';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { LoadError } from '../shell/LoadError';
import * as styles from './chat.css';
import { type AgentType, spacingMs } from './chatAgents';
import { useChatMessages } from './useChatMessages';

export interface ConversationSidebarProps {
  agent: AgentType;
  /** The conversation on screen, marked in the list. */
  currentSessionId: string | null;
  /** Opens a conversation. */
  onOpenSession: (sessionId: string) => void;
  /** A conversation was deleted (the screen clears it when it was the current one). */
  onSessionDeleted: (sessionId: string) => void;
  /** Closes the sidebar (its × button). */
  onClose: () => void;
  /** The first load waits the agent's spacing (spec 2 §9). @default 3000 ms for the Commander, 2000 ms for others */
  initialDelayMs?: number;
}

/**
 * 'Conversas' (spec 2 §2): the agent's sessions (pinned first) with their title and tokens ('—'
 * when none), each with pin, rename in place, 'Compartilhar' (issue 29) and 'Deletar sessão'
 * after a confirmation, or 'Nenhuma conversa ainda / Crie uma nova conversa para começar'.
 */
export function ConversationSidebar({
  agent,
  currentSessionId,
  onOpenSession,
  onSessionDeleted,
  onClose,
  initialDelayMs,
}: ConversationSidebarProps) {
  const messages = useChatMessages();
  const titleId = useId();
  const delay = initialDelayMs ?? spacingMs(agent);
  const [ready, setReady] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) {
      setReady(true);
      return;
    }
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  const list = useChatSessions(agent, { enabled: ready });
  const remover = useDeleteChatSession();
  const pinner = useUpdateConversation();
  const actions = useConversationsMessages();
  const [toDelete, setToDelete] = useState<ChatSession | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toShare, setToShare] = useState<ChatSession | null>(null);

  const togglePin = async (session: ChatSession) => {
    const pinned = !session.pinned_at;
    try {
      await pinner.mutateAsync({ sessionId: session.id, pinned });
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success(pinned ? actions.pinned : actions.unpinned);
  };

  const confirmDelete = async () => {
    if (!toDelete || remover.isPending) {
      return;
    }
    try {
      const answer = await remover.mutateAsync({ sessionId: toDelete.id, agent });
      toast.success(answer.message);
      onSessionDeleted(toDelete.id);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  };

  const sessions = list.data?.sessions ?? [];
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <div className={styles.sidebarHeader}>
        <h2 className={styles.sidebarTitle} id={titleId}>
          {messages.sidebarTitle}
        </h2>
        <IconButton
          size="sm"
          variant="ghost"
          label={messages.closeSidebar}
          icon={<X size={16} />}
          onClick={onClose}
        />
      </div>
      {list.isError ? (
        <div className={styles.sidebarEmpty}>
          <LoadError
            title={messages.sidebarLoadError}
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : !list.data ? (
        <div className={styles.sidebarEmpty}>
          <Spinner label={messages.sidebarTitle} />
        </div>
      ) : sessions.length === 0 ? (
        <div className={styles.sidebarEmpty}>
          <MessagesSquare size={22} aria-hidden />
          <p>
            <strong>{messages.sidebarEmptyTitle}</strong>
            <br />
            {messages.sidebarEmptyText}
          </p>
        </div>
      ) : (
        <ul className={styles.sessionList}>
          {sessions.map((session) => {
            const current = session.id === currentSessionId;
            return (
              <li key={session.id} className={styles.sessionItem} data-current={current}>
                {renaming === session.id ? (
                  <div className={styles.sessionRename}>
                    <ConversationTitleForm
                      sessionId={session.id}
                      agent={agent}
                      title={session.title}
                      onDone={() => setRenaming(null)}
                    />
                  </div>
                ) : (
                  <button
                    type="button"
                    className={styles.sessionButton}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onOpenSession(session.id)}
                  >
                    <span className={styles.sessionTitle}>
                      {session.pinned_at ? (
                        <>
                          <Pin size={12} className={styles.sessionPin} aria-hidden="true" />
                          <span className={visuallyHidden}>{actions.pinnedMark}: </span>
                        </>
                      ) : null}
                      {session.title}
                    </span>
                    <span className={styles.sessionMeta}>
                      {messages.sessionTokens(session.total_tokens_used)}
                    </span>
                  </button>
                )}
                {renaming === session.id ? null : (
                  <>
                    <Tooltip content={session.pinned_at ? actions.unpin : actions.pin}>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        label={
                          session.pinned_at
                            ? actions.unpinConversation(session.title)
                            : actions.pinConversation(session.title)
                        }
                        icon={session.pinned_at ? <PinOff size={14} /> : <Pin size={14} />}
                        onClick={() => void togglePin(session)}
                      />
                    </Tooltip>
                    <Tooltip content={actions.rename}>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        label={actions.renameConversation(session.title)}
                        icon={<Pencil size={14} />}
                        onClick={() => setRenaming(session.id)}
                      />
                    </Tooltip>
                    <Tooltip content={actions.share}>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        label={actions.shareConversation(session.title)}
                        icon={<Share2 size={14} />}
                        onClick={() => setToShare(session)}
                      />
                    </Tooltip>
                    <Tooltip content={messages.deleteSession}>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        label={messages.deleteSessionOf(session.title)}
                        icon={<Trash2 size={14} />}
                        onClick={() => setToDelete(session)}
                      />
                    </Tooltip>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ShareConversationDialog
        conversation={toShare ? { source: 'agent', sessionId: toShare.id, title: toShare.title } : null}
        open={toShare !== null}
        onOpenChange={(next) => {
          if (!next) {
            setToShare(null);
          }
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => {
          if (!next) {
            setToDelete(null);
          }
        }}
        tone="danger"
        title={messages.deleteConfirmTitle}
        description={messages.deleteConfirmDescription}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        onConfirm={confirmDelete}
      >
        {toDelete ? <p>“{toDelete.title}”</p> : null}
      </ConfirmDialog>
    </aside>
  );
}
