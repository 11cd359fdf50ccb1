import type { Schema } from '@sppock/sdk';
import {
  type ChatStreamState,
  useChatStream,
  useCustomAgent,
  useCustomAgentSession,
  useCustomAgentSessions,
  useDeleteCustomAgentSession,
  useSelectCustomAgentBranch,
  useUpdateCustomAgentSession,
} from '@sppock/sdk/react';
import { Pencil, Pin, PinOff, Plus, RefreshCw, Send, Share2, Square, Trash2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BranchSwitcher } from '../chat/BranchSwitcher';
import { MessageEditor } from '../chat/MessageEditor';
import { useChatMessages } from '../chat/useChatMessages';
import { ConversationTitleForm } from '../conversations/ConversationTitleForm';
import { ShareConversationDialog } from '../conversations/ShareConversationDialog';
import { useConversationsMessages } from '../conversations/useConversationsMessages';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/styles.css';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { IconButton } from '../primitives/IconButton/IconButton';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './customAgents.css';
import { useCustomAgentsMessages } from './useCustomAgentsMessages';

type Citation = Schema<'CustomAgentCitation'>;

// The markdown renderer (react-markdown) is a chunk of its own, loaded with the first answer.
const Markdown = lazy(() =>
  import('../primitives/Markdown/Markdown').then((module) => ({ default: module.Markdown })),
);

interface Entry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: Citation[];
  /** The versions of this message (issue 29, `< 1/2 >`), oldest first; absent while not read back. */
  siblingIds?: string[];
  siblingIndex?: number;
}

/** The branch shown of a conversation read from the server, as the screen lists it. */
function entriesOf(detail: Schema<'CustomAgentSessionDetail'>): Entry[] {
  return detail.messages.map(({ id, role, content, citations, sibling_ids, sibling_index }) => ({
    id,
    role,
    content,
    citations,
    siblingIds: sibling_ids,
    siblingIndex: sibling_index,
  }));
}

/** A message stored on the server (not the question shown while it is being sent). */
const stored = (entry: Entry) => !entry.id.startsWith('pending-');

export interface CustomAgentChatProps {
  /** The agent's id (`cag_…`). */
  agentId: string;
  /** The conversation to open (the `?session=` parameter). */
  sessionId?: string | null;
  /** The conversation shown changed (created by the first message, opened, new): keep `?session=` in step. */
  onSessionChange?: (sessionId: string | null) => void;
  /** A message of that conversation to scroll to and outline (a search result's `?message=`). */
  messageId?: string | null;
}

/**
 * The chat of a team's custom agent (issue 21): its starter prompts, the answers with the
 * passages of its documents they cite, and the caller's own conversations with it (members never
 * see each other's). Reads and writes through the SDK, so it sits inside `<SppockProvider>`.
 */
export function CustomAgentChat({
  agentId,
  sessionId: initialSession = null,
  onSessionChange,
  messageId = null,
}: CustomAgentChatProps) {
  const M = useCustomAgentsMessages();
  const chatTexts = useChatMessages();
  // A search result's message comes into view once, when it is rendered.
  const scrollToFound = useCallback((element: HTMLLIElement | null) => {
    element?.scrollIntoView?.({ block: 'center' });
  }, []);
  const agent = useCustomAgent(agentId);
  const sessions = useCustomAgentSessions(agentId, { enabled: agent.isSuccess });
  // The answer arrives as a stream, recorded on the server: a reload or another tab follows it
  // again, a dropped connection reattaches, and Stop ends it from any tab (issue 29).
  const stream = useChatStream({ resume: true });
  const answering = stream.status === 'submitted' || stream.status === 'streaming';
  const deleteSession = useDeleteCustomAgentSession();
  const pinner = useUpdateCustomAgentSession();
  const brancher = useSelectCustomAgentBranch();
  const [editing, setEditing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(initialSession);
  const shareTexts = useConversationsMessages();
  const [toShare, setToShare] = useState<{ id: string; title: string } | null>(null);
  // The conversation whose messages are on screen: a session read from the server, or one this
  // screen started (its messages are already here, so it is not read again).
  const [shownSession, setShownSession] = useState<string | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const detail = useCustomAgentSession(agentId, sessionId ?? '', {
    enabled: agent.isSuccess && Boolean(sessionId) && shownSession !== sessionId,
  });
  const form = useSppockForm<{ message: string }>({ defaultValues: { message: '' } });

  useEffect(() => {
    if (detail.data && detail.data.session_id === sessionId && shownSession !== sessionId) {
      setEntries(entriesOf(detail.data));
      setShownSession(sessionId);
    }
  }, [detail.data, sessionId, shownSession]);

  /** The answer that ended (whole or stopped) joins the conversation shown. */
  const appendAnswer = useCallback((result: ChatStreamState) => {
    if ((result.status !== 'ready' && result.status !== 'stopped') || !result.metadata) {
      return;
    }
    const { message_id: id, citations = [] } = result.metadata;
    setEntries((current) =>
      current.some((entry) => entry.id === id)
        ? current
        : [...current, { id, role: 'assistant', content: result.text, citations }],
    );
  }, []);

  // A conversation read from the server may have an answer still on its way (a reload, another
  // tab): it is followed from its start. Once per conversation shown.
  const followed = useRef<string | null>(null);
  const resumeStream = stream.resume;
  useEffect(() => {
    if (!shownSession || followed.current === shownSession) {
      return;
    }
    followed.current = shownSession;
    void resumeStream(shownSession).then(appendAnswer);
  }, [shownSession, resumeStream, appendAnswer]);

  // A new conversation is named by the answer's start: kept at once, so a reload reopens it (and
  // again at the answer's end, for an answer that ended before the screen rendered its start).
  const current = useRef(sessionId);
  current.current = sessionId;
  const adopt = useCallback(
    (told: string | null) => {
      if (!told || told === current.current) {
        return;
      }
      current.current = told;
      followed.current = told;
      setShownSession(told);
      setSessionId(told);
      onSessionChange?.(told);
    },
    [onSessionChange],
  );
  const told = stream.sessionId;
  useEffect(() => {
    if (answering) {
      adopt(told);
    }
  }, [told, answering, adopt]);

  const togglePin = async (session: { id: string; pinned_at?: string | null }) => {
    const pinned = !session.pinned_at;
    try {
      await pinner.mutateAsync({ id: agentId, sessionId: session.id, pinned });
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success(pinned ? shareTexts.pinned : shareTexts.unpinned);
  };

  const openSession = (id: string | null) => {
    stream.reset();
    setSessionId(id);
    if (id === null) {
      setEntries([]);
      setShownSession(null);
    }
    onSessionChange?.(id);
    form.reset({ message: '' });
    form.setFocus('message');
  };

  /** Shows the branch of `messageId` (issue 29): the conversation as the server reads it now. */
  const showBranch = async (conversation: string, messageId: string) => {
    try {
      const shown = await brancher.mutateAsync({ id: agentId, sessionId: conversation, messageId });
      if (current.current === conversation) {
        setEntries(entriesOf(shown));
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  /**
   * Sends a message, an edit (`edit_of`) or an answer generated again (`regenerate_of`): the
   * messages after the one changed leave the screen while it is answered, and the answer's branch
   * is read back (its `< 1/2 >`, the ids to edit).
   */
  const send = async (
    text: string,
    place: { before: number; editOf?: string; regenerateOf?: string } = { before: entries.length },
  ) => {
    const kept = entries;
    const pendingId = `pending-${Date.now()}`;
    const shownBefore = kept.slice(0, place.before);
    setEntries(
      place.regenerateOf
        ? shownBefore
        : [...shownBefore, { id: pendingId, role: 'user', content: text, citations: [] }],
    );
    const result = await stream.sendToCustomAgent({
      agentId,
      message: text,
      ...(sessionId ? { session_id: sessionId } : {}),
      ...(place.editOf ? { edit_of: place.editOf } : {}),
      ...(place.regenerateOf ? { regenerate_of: place.regenerateOf } : {}),
    });
    if (result.status === 'error' && result.text === '') {
      // Refused before any answer (limits, spacing, a server too busy): the screen comes back.
      setEntries(kept);
      return result.error ?? M.answerFailed;
    }
    adopt(result.sessionId);
    appendAnswer(result);
    void sessions.refetch();
    const answered = result.metadata?.message_id;
    if (result.sessionId && answered) {
      await showBranch(result.sessionId, answered);
    }
    return null;
  };

  const submit = async ({ message }: { message: string }) => {
    const text = message.trim();
    form.reset({ message: '' });
    const refused = await send(text);
    if (refused) {
      form.reset({ message: text });
      showServerErrors(form, { message: refused });
    }
    form.setFocus('message');
  };

  const edit = async (entry: Entry, text: string) => {
    setEditing(null);
    const refused = await send(text, { before: entries.indexOf(entry), editOf: entry.id });
    if (refused) {
      toast.error(refused);
    }
  };

  const regenerate = async (answer: Entry, question: Entry) => {
    const refused = await send(question.content, {
      before: entries.indexOf(answer),
      regenerateOf: answer.id,
    });
    if (refused) {
      toast.error(refused);
    }
  };

  if (agent.isPending) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size="md" />
        <span>{M.chatLoading}</span>
      </div>
    );
  }
  if (agent.isError) {
    return (
      <div className={styles.page}>
        <LoadError
          title={M.chatLoadError}
          message={agent.error.message}
          onRetry={() => void agent.refetch()}
          retrying={agent.isFetching}
        />
      </div>
    );
  }

  const { name, description, starter_prompts: starters } = agent.data.agent;
  const loadingSession = Boolean(sessionId) && shownSession !== sessionId && !detail.isError;

  return (
    <div className={styles.chat}>
      <section className={styles.chatColumn} aria-labelledby="custom-agent-chat-title">
        <header className={styles.header}>
          <div>
            <h1 id="custom-agent-chat-title" className={styles.title}>
              {name}
            </h1>
            <p className={styles.intro}>{description}</p>
          </div>
          <div className={styles.badges}>
            <Badge tone="info">{M.teamBadge}</Badge>
            <Badge>{agent.data.agent.category}</Badge>
          </div>
        </header>
        {detail.isError ? (
          <LoadError title={M.conversationsError} message={detail.error.message} size="sm" />
        ) : null}
        {loadingSession ? (
          <p className={styles.muted} role="status">
            {M.chatLoading}
          </p>
        ) : null}
        {entries.length === 0 && !loadingSession && starters.length > 0 ? (
          <ul className={styles.starters} aria-label={M.starterLabel}>
            {starters.map((starter) => (
              <li key={starter}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    form.setValue('message', starter);
                    form.setFocus('message');
                  }}
                >
                  {starter}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <ol className={styles.messages} aria-label={M.messagesLabel} aria-live="polite">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              ref={entry.id === messageId ? scrollToFound : undefined}
              className={cx(
                entry.role === 'user' ? styles.userMessage : styles.message,
                entry.id === messageId && styles.messageFound,
              )}
              data-message-id={entry.id}
              data-found={entry.id === messageId ? '' : undefined}
            >
              <span className={styles.author}>{entry.role === 'user' ? M.you : name}</span>
              {editing === entry.id ? (
                <MessageEditor
                  defaultValue={entry.content}
                  onCancel={() => setEditing(null)}
                  onSubmit={(text) => void edit(entry, text)}
                />
              ) : entry.role === 'user' ? (
                <p className={styles.content}>{entry.content}</p>
              ) : (
                <Suspense fallback={<p className={styles.content}>{entry.content}</p>}>
                  <Markdown>{entry.content}</Markdown>
                </Suspense>
              )}
              {entry.citations.length > 0 ? (
                <>
                  <span className={styles.muted}>{M.sources}</span>
                  <ul className={styles.citations}>
                    {entry.citations.map((citation) => (
                      <li key={`${citation.document_id}-${citation.excerpt}`}>
                        <strong>{citation.filename}</strong>: {citation.excerpt}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {editing !== entry.id && stored(entry) ? (
                <div className={styles.messageActions}>
                  {entry.siblingIds && entry.siblingIndex !== undefined ? (
                    <BranchSwitcher
                      index={entry.siblingIndex}
                      count={entry.siblingIds.length}
                      disabled={answering || brancher.isPending}
                      onSelect={(index) => {
                        const version = entry.siblingIds?.[index];
                        if (version && sessionId) {
                          void showBranch(sessionId, version);
                        }
                      }}
                    />
                  ) : null}
                  {entry.role === 'user' && !answering ? (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      label={chatTexts.editMessage}
                      icon={<Pencil size={14} />}
                      onClick={() => setEditing(entry.id)}
                    />
                  ) : null}
                  {entry.role === 'assistant' &&
                  !answering &&
                  index === entries.length - 1 &&
                  entries[index - 1] ? (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      label={chatTexts.regenerate}
                      icon={<RefreshCw size={14} />}
                      onClick={() => {
                        const question = entries[index - 1];
                        if (question) {
                          void regenerate(entry, question);
                        }
                      }}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        {answering && stream.text !== '' ? (
          <div className={styles.message} data-streaming="">
            <span className={styles.author}>{name}</span>
            <p className={styles.content}>{stream.text}</p>
          </div>
        ) : null}
        {answering && stream.text === '' ? (
          <p className={styles.muted} role="status">
            <Spinner size="sm" /> {M.waiting}
          </p>
        ) : null}
        {stream.status === 'error' && stream.error && stream.text !== '' ? (
          <p className={styles.muted} role="alert">
            {stream.error}
          </p>
        ) : null}
        <Form form={form} onSubmit={submit} className={styles.composer}>
          <FormError />
          <FormTextarea
            control={form.control}
            name="message"
            label={M.messageLabel}
            placeholder={M.messagePlaceholder(name)}
            maxLength={4000}
            minHeight={72}
            maxHeight={240}
            rules={{ validate: checks(required(M.messageRequired)) }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className={styles.actions}>
            {answering ? (
              <Button
                variant="secondary"
                leadingIcon={<Square size={16} aria-hidden="true" />}
                onClick={() => stream.stop()}
              >
                {M.stop}
              </Button>
            ) : (
              <SubmitButton leadingIcon={<Send size={16} aria-hidden="true" />} pendingLabel={M.sending}>
                {M.send}
              </SubmitButton>
            )}
            <Button
              variant="secondary"
              leadingIcon={<Plus size={16} aria-hidden="true" />}
              onClick={() => openSession(null)}
              disabled={answering}
            >
              {M.newConversation}
            </Button>
          </div>
        </Form>
      </section>
      <nav className={styles.sidebar} aria-labelledby="custom-agent-sessions-title">
        <h2 id="custom-agent-sessions-title" className={styles.sidebarTitle}>
          {M.conversations}
        </h2>
        {sessions.isPending ? (
          <Spinner size="sm" />
        ) : sessions.isError ? (
          <LoadError
            title={M.conversationsError}
            message={sessions.error.message}
            size="sm"
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.data.sessions.length === 0 ? (
          <p className={styles.muted}>{M.conversationsEmpty}</p>
        ) : (
          <ul className={styles.sessions}>
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className={styles.session}>
                {renaming === session.id ? (
                  <ConversationTitleForm
                    sessionId={session.id}
                    customAgentId={agentId}
                    title={session.title}
                    onDone={() => setRenaming(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className={styles.sessionButton}
                    aria-current={session.id === sessionId ? 'true' : undefined}
                    // The list cuts long titles; the whole one shows on hover.
                    title={session.title}
                    onClick={() => openSession(session.id)}
                  >
                    {session.pinned_at ? (
                      <>
                        <Pin size={12} aria-hidden="true" />
                        <span className={visuallyHidden}>{shareTexts.pinnedMark}: </span>
                      </>
                    ) : null}
                    {session.title}
                  </button>
                )}
                <IconButton
                  label={
                    session.pinned_at
                      ? shareTexts.unpinConversation(session.title)
                      : shareTexts.pinConversation(session.title)
                  }
                  icon={session.pinned_at ? <PinOff size={14} /> : <Pin size={14} />}
                  size="sm"
                  variant="ghost"
                  onClick={() => void togglePin(session)}
                />
                <IconButton
                  label={shareTexts.renameConversation(session.title)}
                  icon={<Pencil size={14} />}
                  size="sm"
                  variant="ghost"
                  onClick={() => setRenaming(session.id)}
                />
                <IconButton
                  label={shareTexts.shareConversation(session.title)}
                  icon={<Share2 size={14} />}
                  size="sm"
                  variant="ghost"
                  onClick={() => setToShare(session)}
                />
                <IconButton
                  label={M.deleteConversation(session.title)}
                  icon={<Trash2 size={14} />}
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void deleteSession
                      .mutateAsync({ id: agentId, sessionId: session.id })
                      .then((result) => {
                        toast.success(result.message);
                        if (session.id === sessionId) {
                          openSession(null);
                        }
                        return result;
                      })
                      .catch((error: Error) => toast.error(error.message))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
      <ShareConversationDialog
        conversation={
          toShare ? { source: 'custom_agent', sessionId: toShare.id, title: toShare.title } : null
        }
        open={toShare !== null}
        onOpenChange={(next) => {
          if (!next) {
            setToShare(null);
          }
        }}
      />
    </div>
  );
}
