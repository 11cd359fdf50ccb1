// The state of one chat screen: the conversation shown (useChatConversation), the answer on its
// way, the spacing between messages, and every action the screen offers (spec 2 §4, §5, §9).
import { browserTimeZone, COMMANDER_AGENT, chatLocation, guessAgent } from '@sppock/sdk';
import type { ChatClarification } from '@sppock/sdk/chat';
import {
  ANSWER_ENDED_WHILE_AWAY,
  type ChatStreamState,
  invalidatedBy,
  useAgentCatalogue,
  useChatStream,
  useCreateChatSession,
  useSelectChatBranch,
  useSession,
  useUsage,
} from '@sppock/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import { type AgentType, agentName, spacingMs } from './chatAgents';
import { type ChatEntry, entriesFromServer, nextEntryKey, type PendingAnswer } from './chatEntries';
import { announceOrchestration, useServerDecisionAnnouncement } from './orchestrationEvent';
import { useChatConversation } from './useChatConversation';
import { useChatMessages } from './useChatMessages';

export interface SendOptions {
  /** Send to another agent than the screen's ('Perguntar a outro agente'). */
  agent?: AgentType;
  /** The agent's own fields (a form agent's `{ form }`). */
  extras?: Record<string, unknown>;
  /** Do not add the user message again (regenerate, ask another agent). */
  resend?: boolean;
  /** A document to analyse with the message (the file panel). */
  file?: File;
  /** The answer to a question back: the question's message id and the agent tapped. */
  choice?: { questionId: string; agent: AgentType };
  /** 'Perguntar a outro agente': the Commander answer this send asks again elsewhere. */
  insteadOf?: string;
  /** An edit (issue 29): the user message this text is a new version of. */
  editOf?: string;
  /** The answer generated again (issue 29): the new one is its sibling version. */
  regenerateOf?: string;
}

/** An edit waits this much past the spacing: the server counted it from the send's arrival. */
const SPACING_MARGIN_MS = 300;
/** The longest wait the server may ask of an edit before it goes once more on its own. */
const MAX_EDIT_RETRY_WAIT_MS = 5000;

/** The last user message, not stored when it was added, gets its id (and is its only version). */
function withStoredQuestion(list: ChatEntry[], id: string): ChatEntry[] {
  const index = list.findLastIndex((entry) => entry.role === 'user');
  const question = list[index];
  if (!question || question.id) {
    return list;
  }
  return list.with(index, { ...question, id, versionIds: [id], versionIndex: 0 });
}

export interface UseCommanderChatOptions {
  agent: AgentType;
  /** The conversation to open (the `?session=` parameter). */
  sessionId?: string | null;
  /** Called when the conversation shown changes (a new one created by the first message, one opened, none). */
  onSessionChange?: (sessionId: string | null) => void;
}

/** Everything the Commander screen needs, for one agent. */
export function useCommanderChat({
  agent,
  sessionId: requested = null,
  onSessionChange,
}: UseCommanderChatOptions) {
  const messages = useChatMessages();
  const catalogue = useAgentCatalogue();
  const usage = useUsage();
  const stream = useChatStream({ rerenderOnText: false, resume: true });
  const createSession = useCreateChatSession();
  const selectBranch = useSelectChatBranch();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const conversation = useChatConversation({ agent, requested, onSessionChange });
  const { sessionId, loading, entries, setEntries, created: sessionCreated } = conversation;
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [readyAt, setReadyAt] = useState(0);
  const [retryAt, setRetryAt] = useState<{ at: number; seconds: number | null } | null>(null);
  /** The id of the last answer this screen received (an edit's answer, one generated again). */
  const latestAnswerId = useRef<string | null>(null);
  /** How long the server asked the last refused send to wait (its spacing, counted on arrival). */
  const refusedForMs = useRef<number | null>(null);

  const agents = catalogue.data?.agents;
  const nameOf = useCallback((type: string) => agentName(type, agents), [agents]);
  const metadata = agents?.find((entry) => entry.agent_type === agent);

  useServerDecisionAnnouncement(stream.orchestration, pending, agent, messages);

  const busy = pending !== null;

  /**
   * The finished answer joins the conversation at low priority (issue 28): React renders it in
   * slices instead of one long task. An answer already there (followed again after a reload, as
   * it was being stored) replaces its copy.
   */
  const appendAnswer = useCallback(
    (result: ChatStreamState, agentUsed: AgentType, elsewhere: boolean, asked?: string) => {
      const decided = result.orchestration;
      const id = result.metadata?.message_id;
      const entry: ChatEntry = {
        key: nextEntryKey(),
        ...(id ? { id } : {}),
        role: 'assistant',
        content: result.text,
        timestamp: new Date().toISOString(),
        agentUsed,
        ...(decided?.confidence != null ? { confidence: decided.confidence } : {}),
        orchestration: decided,
        metadata: result.metadata,
        stopped: result.status === 'stopped' || Boolean(result.metadata?.stopped),
        elsewhere,
        ...(result.clarification ? { clarification: result.clarification } : {}),
        ...(result.metadata?.timing ? { timing: result.metadata.timing } : {}),
        ...(result.metadata?.context ? { context: result.metadata.context } : {}),
      };
      startTransition(() =>
        setEntries((current) => {
          const list = asked ? withStoredQuestion(current, asked) : current;
          return id && list.some((other) => other.id === id)
            ? list.map((other) => (other.id === id ? { ...entry, key: other.key } : other))
            : [...list, entry];
        }),
      );
    },
    [setEntries],
  );

  const { show } = conversation;

  /** Reads the conversation again from the server (its answer was stored while the page was away). */
  const reloadConversation = useCallback(
    (id: string) => {
      void Promise.all(
        invalidatedBy(['post', '/api/agents/{agent}/api/']).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ).then(() => show(id));
    },
    [queryClient, show],
  );

  const deliver = useCallback(
    async (text: string, options: SendOptions = {}): Promise<boolean> => {
      const message = text.trim();
      const now = Date.now();
      refusedForMs.current = null;
      const target = options.agent ?? agent;
      const elsewhere = target !== agent;
      // The spacing is per agent (spec 2 §9): asking another agent need not wait for this one's.
      if (busy || loading || message === '' || (!elsewhere && now < readyAt)) {
        return false;
      }
      const guess = target === COMMANDER_AGENT ? guessAgent(message) : null;
      if (guess) {
        announceOrchestration({
          source: 'guess',
          agent_used: guess.agent,
          confidence: guess.confidence,
          confidenceRange: guess.confidenceRange,
        });
      }
      startTransition(() => {
        if (!options.resend) {
          setEntries((list) => [
            ...list,
            {
              key: nextEntryKey(),
              role: 'user',
              content: message,
              timestamp: new Date(now).toISOString(),
              ...(options.file ? { attachmentName: options.file.name } : {}),
            },
          ]);
        }
        setRetryAt(null);
        setPending({ agent: target, guess, startedAt: now, elsewhere, uploading: Boolean(options.file) });
        if (!elsewhere) {
          setReadyAt(now + spacingMs(target));
        }
      });
      // A new conversation is created before its first message (spec 2 §4), so it is in
      // 'Conversas' and in the address while the answer is on its way, not only after it.
      let session = elsewhere ? null : sessionId;
      if (!elsewhere && !session) {
        const created = await createSession
          .mutateAsync({ agent: target, surface: target === COMMANDER_AGENT ? 'chat' : 'toast' })
          .catch((error: Error) => {
            toast.error(error.message);
            return null;
          });
        if (!created) {
          setPending(null);
          setReadyAt(0);
          return false;
        }
        session = created.session_id;
        sessionCreated(session);
        toast.success(messages.sessionCreated(nameOf(agent)));
      }
      // The stream's first state ('submitted') joins the transition too: the key press renders the
      // input bar alone (issue 28).
      // startTransition runs its callback at once: `streamed` is set when it returns.
      let streamed!: Promise<ChatStreamState>;
      startTransition(() => {
        streamed = stream.send({
          agent: target,
          message,
          // Spec 2 §7: the place the agents search from; a document goes with the text 'Brasil'.
          location: chatLocation(user),
          ...(session ? { session_id: session } : {}),
          ...(options.extras ? { extras: options.extras } : {}),
          ...(options.file ? { file: options.file } : {}),
          ...(options.choice
            ? { choice: { question_id: options.choice.questionId, agent: options.choice.agent } }
            : {}),
          ...(options.insteadOf ? { instead_of: options.insteadOf } : {}),
          ...(options.editOf ? { edit_of: options.editOf } : {}),
          ...(options.regenerateOf ? { regenerate_of: options.regenerateOf } : {}),
        });
      });
      const result = await streamed;
      // The answer moves from the stream into the conversation at low priority (issue 28): React
      // renders the finished message in slices instead of one long task.
      startTransition(() => setPending(null));
      // The conversation lists and the usage follow a reply 500 ms later (spec 2 §4).
      setTimeout(() => {
        for (const queryKey of invalidatedBy(['post', '/api/agents/{agent}/api/'])) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }, 500);
      if (result.status === 'error' && result.error === ANSWER_ENDED_WHILE_AWAY && session) {
        // The connection dropped and the answer ended meanwhile: it is stored, so the
        // conversation is read again.
        toast(result.error);
        reloadConversation(session);
        return true;
      }
      if (result.status === 'error') {
        // The placeholder goes; the user's message stays (spec 2 §4).
        toast.error(result.error || metadata?.error_message || 'Erro ao processar mensagem');
        if (result.retryAfter !== null) {
          refusedForMs.current = result.retryAfter * 1000;
          setRetryAt({ at: Date.now() + result.retryAfter * 1000, seconds: result.retryAfter });
          setReadyAt(Date.now() + result.retryAfter * 1000);
        }
        return false;
      }
      latestAnswerId.current = result.metadata?.message_id ?? null;
      // The question sent is stored now: its id (the answer's parent) lets it be edited.
      const asked = !options.resend && !options.choice ? result.metadata?.parent_id : undefined;
      appendAnswer(result, result.orchestration?.agent_used ?? target, elsewhere, asked);
      if (options.extras?.form) {
        // A form agent's answer replaces its form: the spec's generic success toast (spec 2 §4).
        toast.success(messages.messageProcessed);
      }
      return true;
    },
    [
      busy,
      loading,
      readyAt,
      agent,
      sessionId,
      stream,
      createSession,
      sessionCreated,
      user,
      metadata,
      messages,
      nameOf,
      queryClient,
      setEntries,
      appendAnswer,
      reloadConversation,
    ],
  );

  // One send at a time, decided when it is asked for: what shows it (the question, the answer
  // awaited) renders in transitions, in slices, so the key press that sent it stays short (issue 28).
  const sending = useRef(false);
  const send = useCallback(
    async (text: string, options: SendOptions = {}): Promise<boolean> => {
      if (sending.current) {
        return false;
      }
      sending.current = true;
      try {
        return await deliver(text, options);
      } finally {
        sending.current = false;
      }
    },
    [deliver],
  );

  const lastUser = [...entries].reverse().find((entry) => entry.role === 'user');
  const last = entries.at(-1);

  /**
   * Shows the branch of a message as the server keeps it (issue 29): the versions of every message
   * on it, what this visit knew of each kept. False when it could not be shown.
   */
  const showBranch = useCallback(
    async (messageId: string): Promise<boolean> => {
      if (!sessionId) {
        return false;
      }
      try {
        const shown = await selectBranch.mutateAsync({ sessionId, messageId, agent });
        startTransition(() => setEntries((list) => entriesFromServer(shown.messages, list)));
        return true;
      } catch (error) {
        toast.error((error as Error).message);
        return false;
      }
    },
    [sessionId, agent, selectBranch, setEntries],
  );

  /**
   * Generates the last answer again (issue 29): the new answer is a version of the earlier one,
   * which stays a click away (`< 1/2 >`). An answer the server never stored is sent again.
   */
  const regenerate = useCallback(async () => {
    if (!lastUser?.content || busy) {
      return false;
    }
    const answer = last?.role === 'assistant' ? last : undefined;
    if (answer) {
      setEntries((list) => list.slice(0, -1));
    }
    const regenerateOf = answer?.id && !answer.elsewhere && sessionId ? answer.id : undefined;
    const sent = await send(lastUser.content, { resend: true, ...(regenerateOf ? { regenerateOf } : {}) });
    if (regenerateOf) {
      const newest = latestAnswerId.current;
      await showBranch(sent && newest ? newest : regenerateOf);
    }
    return sent;
  }, [lastUser, last, busy, send, setEntries, sessionId, showBranch]);

  /**
   * Sends an edit of a user message (issue 29): the conversation continues from the edit, and the
   * message as first sent stays as a version (`< 1/2 >`) with everything that followed it.
   */
  const edit = useCallback(
    async (entry: ChatEntry, text: string) => {
      if (!entry.id || busy || !sessionId) {
        return false;
      }
      const at = entries.findIndex((item) => item.key === entry.key);
      if (at < 0) {
        return false;
      }
      // An edit is a message (spec 2 §9): it waits for the agent's spacing, as a choice does, and
      // for the previous send's trip to the server, where the spacing is counted.
      const wait = readyAt + SPACING_MARGIN_MS - Date.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      setEntries((list) => list.slice(0, at));
      let sent = await send(text, { editOf: entry.id });
      // The server counts the spacing from the previous send's arrival, which the screen only
      // estimates: asked to wait, the edit waits and goes once more.
      const asked = refusedForMs.current;
      if (!sent && asked !== null && asked <= MAX_EDIT_RETRY_WAIT_MS) {
        await new Promise((resolve) => setTimeout(resolve, asked + SPACING_MARGIN_MS));
        setEntries((list) => list.slice(0, at));
        sent = await send(text, { editOf: entry.id });
      }
      const newest = latestAnswerId.current;
      // Either way the server's tree decides what shows: the edit and its answer, or (refused)
      // the message as it was.
      await showBranch(sent && newest ? newest : entry.id);
      return sent;
    },
    [busy, readyAt, sessionId, entries, send, setEntries, showBranch],
  );

  /** Shows another version of a message (`< 1/2 >`). */
  const showVersion = useCallback(
    async (entry: ChatEntry, index: number) => {
      const id = entry.versionIds?.[index];
      if (!id || busy || id === entry.id) {
        return false;
      }
      return showBranch(id);
    },
    [busy, showBranch],
  );

  /** How much of the model's window the last answer's prompt used (issue 29). */
  const contextUse = useMemo(
    () =>
      [...entries].reverse().find((entry) => entry.role === 'assistant' && entry.context)?.context ?? null,
    [entries],
  );

  const lastAnswer = [...entries].reverse().find((entry) => entry.role === 'assistant');

  /**
   * Sends the last question to another agent, in a new conversation with it. Asked about a
   * Commander answer, the server keeps the request with that agent as the user's routing example.
   */
  const askAgent = useCallback(
    async (other: AgentType) => {
      if (!lastUser?.content) {
        return false;
      }
      const insteadOf =
        agent === COMMANDER_AGENT && lastAnswer?.id && !lastAnswer.elsewhere ? lastAnswer.id : undefined;
      const sent = await send(lastUser.content, {
        resend: true,
        agent: other,
        ...(insteadOf ? { insteadOf } : {}),
      });
      if (sent) {
        toast(messages.answerElsewhere(nameOf(other)));
      }
      return sent;
    },
    [lastUser, lastAnswer, agent, send, messages, nameOf],
  );

  /**
   * Answers the Commander's question back with one of its choices: the original request goes to
   * that agent, nothing is retyped. The choice shows at once; the send waits for the agent's
   * spacing (spec 2 §9) when the tap came sooner. A refused send opens the question again.
   */
  const choose = useCallback(
    async (question: ChatEntry, choice: ChatClarification['choices'][number]) => {
      const asked = question.clarification;
      if (!question.id || !asked || asked.chosen_agent !== null || busy) {
        return false;
      }
      const mark = (chosen: ChatClarification['chosen_agent']) =>
        setEntries((list) =>
          list.map((entry) =>
            entry.key === question.key && entry.clarification
              ? { ...entry, clarification: { ...entry.clarification, chosen_agent: chosen } }
              : entry,
          ),
        );
      mark(choice.agent);
      const wait = readyAt - Date.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const sent = await send(choice.label, {
        resend: true,
        choice: { questionId: question.id, agent: choice.agent },
      });
      if (!sent) {
        mark(null);
      }
      return sent;
    },
    [busy, readyAt, send, setEntries],
  );

  // The message's location reads the browser's time zone (Intl), whose first use loads the
  // runtime's time-zone data: done while the page is idle, not in the key press that sends (at 4×
  // CPU slowdown it was 19 ms of that task; issue 28).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      return;
    }
    const id = requestIdleCallback(() => browserTimeZone());
    return () => cancelIdleCallback(id);
  }, []);

  // A reload, a second tab or a conversation opened again while its answer is on its way: the
  // answer is followed from its first part to its end (issue 29), once per conversation opened.
  const followed = useRef<string | null>(null);
  const resumeStream = stream.resume;
  useEffect(() => {
    if (!sessionId || loading !== null || followed.current === sessionId) {
      return;
    }
    followed.current = sessionId;
    if (sending.current) {
      // This screen's own send is the one on its way in it.
      return;
    }
    let shown = false;
    const startedAt = Date.now();
    const showPending = () => {
      if (!shown) {
        shown = true;
        setPending({ agent, guess: null, startedAt, elsewhere: false });
      }
    };
    sending.current = true;
    void resumeStream(sessionId, { onFirstPart: showPending })
      .then((result) => {
        if (result.status === 'idle') {
          return;
        }
        startTransition(() => setPending(null));
        if (result.status === 'error') {
          if (result.error === ANSWER_ENDED_WHILE_AWAY) {
            reloadConversation(sessionId);
          } else if (result.error) {
            toast.error(result.error);
          }
          return;
        }
        appendAnswer(result, result.orchestration?.agent_used ?? agent, false);
      })
      .finally(() => {
        sending.current = false;
      });
  }, [sessionId, loading, agent, resumeStream, appendAnswer, reloadConversation]);

  /** Opens a conversation (the sidebar). */
  const openSession = useCallback(
    (id: string) => {
      if (busy || id === sessionId) {
        return;
      }
      show(id);
    },
    [busy, sessionId, show],
  );

  /** Starts over: no session until the next message creates one. */
  const newConversation = useCallback(() => {
    stream.stop();
    setPending(null);
    show(null);
  }, [stream, show]);

  const remainingTokens = useMemo(() => {
    const data = usage.data;
    if (!data) {
      return null;
    }
    return Math.max(0, data.limits.max_tokens + data.limits.flex_tokens - data.usage.tokens_used_this_month);
  }, [usage.data]);

  return {
    agent,
    metadata,
    agents,
    plan: usage.data?.package_type,
    nameOf,
    sessionId,
    sessionTitle: conversation.sessionTitle,
    loadingSession: loading !== null,
    entries,
    pending,
    stream,
    busy,
    readyAt,
    retryAt,
    remainingTokens,
    send,
    stop: stream.stop,
    regenerate,
    edit,
    showVersion,
    showBranch,
    contextUse,
    askAgent,
    choose,
    openSession,
    newConversation,
    sessionDeleted: conversation.deleted,
    canRegenerate: !busy && Boolean(lastUser?.content) && last?.role === 'assistant',
  };
}

export type CommanderChatState = ReturnType<typeof useCommanderChat>;
