// The state of one chat screen: the conversation shown, the answer on its way, the session, the
// spacing between messages, and every action the screen offers (spec 2 §4, §5, §9).
import { type AgentGuess, COMMANDER_AGENT, chatLocation, type components, guessAgent } from '@sppock/sdk';
import type { ChatAnswerMetadata, ChatClarification, ChatOrchestration } from '@sppock/sdk/chat';
import {
  invalidatedBy,
  useAgentCatalogue,
  useChatSession,
  useChatStream,
  useCreateChatSession,
  useSession,
  useUsage,
} from '@sppock/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import { type AgentType, agentName, spacingMs } from './chatAgents';
import { useChatMessages } from './useChatMessages';

type Schemas = components['schemas'];

/** One message of the conversation on screen. */
export interface ChatEntry {
  /** Stable key for the list. */
  key: string;
  /** The server's message id, when known. */
  id?: string;
  role: 'user' | 'assistant';
  /** The text (markdown); `undefined` shows 'Conteúdo não disponível'. */
  content: string | undefined;
  timestamp: string;
  /** The agent that answered (assistant messages). */
  agentUsed?: string;
  /** Routing confidence of the answer, in percent. */
  confidence?: number;
  /** The Commander's decision for this answer, when it came with the stream. */
  orchestration?: ChatOrchestration | null;
  /** Tokens and cost of the answer, when it came with the stream. */
  metadata?: ChatAnswerMetadata | null;
  /** The user stopped the answer: the part received stays, marked. */
  stopped?: boolean;
  /** A file attached to a user message. */
  file?: Schemas['ChatFileAttachment'];
  /** The answer came from another agent ('Perguntar a outro agente'), saved in its own session. */
  elsewhere?: boolean;
  /** The name of a file sent with this message in this visit (before the server gave it an id). */
  attachmentName?: string;
  /** The Commander's question back: its two choices and, once made, the choice (issue 26). */
  clarification?: ChatClarification;
}

/** The answer being waited for or streamed. */
export interface PendingAnswer {
  agent: AgentType;
  /** The client-side guess of spec 2 §5 (Commander only), announced at once. */
  guess: AgentGuess | null;
  /** When the request left (epoch ms), for the elapsed seconds. */
  startedAt: number;
  elsewhere: boolean;
  /** A file goes with the message (the file panel shows the upload). */
  uploading?: boolean;
}

/** The event the chat dispatches on `window` when it announces an agent (spec 2 §4 "page-wide event"). */
export const ORCHESTRATION_EVENT = 'sppock:orchestration';

export interface OrchestrationEventDetail {
  source: 'guess' | 'server';
  agent_used: string;
  confidence: number;
  confidenceRange: string;
  description?: string;
}

function announce(detail: OrchestrationEventDetail) {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<OrchestrationEventDetail>(ORCHESTRATION_EVENT, { detail }));
  }
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `local-${keys}`;
};

function fromServer(message: Schemas['ChatMessage']): ChatEntry {
  return {
    key: message.id,
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    ...(message.agent_used ? { agentUsed: message.agent_used } : {}),
    ...(message.confidence !== undefined ? { confidence: message.confidence } : {}),
    ...(message.stopped ? { stopped: true } : {}),
    ...(message.file ? { file: message.file } : {}),
    ...(message.clarification ? { clarification: message.clarification } : {}),
  };
}

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
  const stream = useChatStream();
  const createSession = useCreateChatSession();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(requested);
  const [loading, setLoading] = useState<string | null>(requested);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [readyAt, setReadyAt] = useState(0);
  const [retryAt, setRetryAt] = useState<{ at: number; seconds: number | null } | null>(null);
  const session = useChatSession(agent, loading);
  const sessionChange = useRef(onSessionChange);
  sessionChange.current = onSessionChange;

  const agents = catalogue.data?.agents;
  const nameOf = useCallback((type: string) => agentName(type, agents), [agents]);
  const metadata = agents?.find((entry) => entry.agent_type === agent);

  // A `?session=` link (or the sidebar) asks for a conversation: load it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the requested id alone.
  useEffect(() => {
    if (requested && requested !== sessionId) {
      setSessionId(requested);
      setLoading(requested);
      setEntries([]);
    }
  }, [requested]);

  useEffect(() => {
    if (!loading) {
      return;
    }
    if (session.data && session.data.session.id === loading) {
      setEntries(session.data.messages.map(fromServer));
      setLoading(null);
    } else if (session.isError) {
      toast.error(session.error.message);
      setLoading(null);
      setSessionId(null);
      sessionChange.current?.(null);
    }
  }, [loading, session.data, session.isError, session.error]);

  // The server's decision: a toast with the description and the percent (spec 2 §2).
  const announced = useRef<ChatOrchestration | null>(null);
  useEffect(() => {
    const decision = stream.orchestration;
    if (!decision || !pending || announced.current === decision) {
      return;
    }
    announced.current = decision;
    announce({
      source: 'server',
      agent_used: decision.agent_used ?? agent,
      confidence: decision.confidence ?? 0,
      confidenceRange: decision.confidenceRange ?? '',
      ...(decision.description ? { description: decision.description } : {}),
    });
    if (decision.description && decision.confidence != null) {
      toast(messages.orchestrationToast(decision.description, Math.round(decision.confidence)));
    }
  }, [stream.orchestration, pending, agent, messages]);

  const busy = pending !== null;

  const send = useCallback(
    async (text: string, options: SendOptions = {}): Promise<boolean> => {
      const message = text.trim();
      const now = Date.now();
      const target = options.agent ?? agent;
      const elsewhere = target !== agent;
      // The spacing is per agent (spec 2 §9): asking another agent need not wait for this one's.
      if (busy || loading || message === '' || (!elsewhere && now < readyAt)) {
        return false;
      }
      const guess = target === COMMANDER_AGENT ? guessAgent(message) : null;
      if (guess) {
        announce({
          source: 'guess',
          agent_used: guess.agent,
          confidence: guess.confidence,
          confidenceRange: guess.confidenceRange,
        });
      }
      if (!options.resend) {
        setEntries((list) => [
          ...list,
          {
            key: nextKey(),
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
        setSessionId(session);
        sessionChange.current?.(session);
        toast.success(messages.sessionCreated(nameOf(agent)));
      }
      const result = await stream.send({
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
      });
      setPending(null);
      // The conversation lists and the usage follow a reply 500 ms later (spec 2 §4).
      setTimeout(() => {
        for (const queryKey of invalidatedBy(['post', '/api/agents/{agent}/api/'])) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }, 500);
      if (result.status === 'error') {
        // The placeholder goes; the user's message stays (spec 2 §4).
        toast.error(result.error || metadata?.error_message || 'Erro ao processar mensagem');
        if (result.retryAfter !== null) {
          setRetryAt({ at: Date.now() + result.retryAfter * 1000, seconds: result.retryAfter });
          setReadyAt(Date.now() + result.retryAfter * 1000);
        }
        return false;
      }
      const decision = result.orchestration;
      setEntries((list) => [
        ...list,
        {
          key: nextKey(),
          ...(result.metadata?.message_id ? { id: result.metadata.message_id } : {}),
          role: 'assistant',
          content: result.text,
          timestamp: new Date().toISOString(),
          agentUsed: decision?.agent_used ?? target,
          ...(decision?.confidence != null ? { confidence: decision.confidence } : {}),
          orchestration: decision,
          metadata: result.metadata,
          stopped: result.status === 'stopped' || Boolean(result.metadata?.stopped),
          elsewhere,
          ...(result.clarification ? { clarification: result.clarification } : {}),
        },
      ]);
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
      user,
      metadata,
      messages,
      nameOf,
      queryClient,
    ],
  );

  const lastUser = [...entries].reverse().find((entry) => entry.role === 'user');
  const last = entries.at(-1);

  /** Sends the last question again and replaces the last answer. */
  const regenerate = useCallback(async () => {
    if (!lastUser?.content || busy) {
      return false;
    }
    if (last?.role === 'assistant') {
      setEntries((list) => list.slice(0, -1));
    }
    return send(lastUser.content, { resend: true });
  }, [lastUser, last, busy, send]);

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
    [busy, readyAt, send],
  );

  /** Opens a conversation (the sidebar). */
  const openSession = useCallback(
    (id: string) => {
      if (busy || id === sessionId) {
        return;
      }
      setSessionId(id);
      setLoading(id);
      setEntries([]);
      sessionChange.current?.(id);
    },
    [busy, sessionId],
  );

  /** Starts over: no session until the next message creates one. */
  const newConversation = useCallback(() => {
    stream.stop();
    setPending(null);
    setSessionId(null);
    setLoading(null);
    setEntries([]);
    sessionChange.current?.(null);
  }, [stream]);

  /** The current session was deleted elsewhere (the sidebar): clear it (spec 2 §4). */
  const sessionDeleted = useCallback(
    (id: string) => {
      if (id === sessionId) {
        setSessionId(null);
        setEntries([]);
        sessionChange.current?.(null);
      }
    },
    [sessionId],
  );

  const [loadedTitle, setLoadedTitle] = useState<string | null>(null);
  useEffect(() => {
    if (session.data && session.data.session.id === sessionId) {
      setLoadedTitle(session.data.session.title);
    } else if (!sessionId) {
      setLoadedTitle(null);
    }
  }, [session.data, sessionId]);
  const sessionTitle =
    loadedTitle ?? entries.find((entry) => entry.role === 'user')?.content?.slice(0, 60) ?? null;

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
    sessionTitle,
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
    askAgent,
    choose,
    openSession,
    newConversation,
    sessionDeleted,
    canRegenerate: !busy && Boolean(lastUser?.content) && last?.role === 'assistant',
  };
}

export type CommanderChatState = ReturnType<typeof useCommanderChat>;
