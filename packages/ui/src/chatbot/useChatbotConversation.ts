// The chatbot's conversation for the widget: a signed-in user's session and history (spec 2 §7),
// or a visitor's anonymous session kept for the visit. Sending appends a temporary entry, then
// fills in the reply (spec 2 §4); a failure removes it and says why (spec 2 §8).
import { type ChatbotConversation, type ChatbotReply, SppockError } from '@sppock/sdk';
import {
  useChatbotHistory,
  useChatbotMessage,
  useChatbotSession,
  useChatbotVisitorMessage,
  useEndChatbotSession,
  useRateChatbotAnswer,
  useRateChatbotVisitorAnswer,
  useSession,
  useStartChatbotVisitorSession,
} from '@sppock/sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One exchange as the widget shows it. */
export interface ChatbotEntry {
  key: string;
  question: string;
  /** `null` while the answer is on its way. */
  answer: ChatbotReply | null;
  isHelpful: boolean | null;
}

export interface ChatbotConversationState {
  /** Whether the session is ready to take a question. */
  ready: boolean;
  /** The session failed to open: 'Erro ao conectar com o chatbot'. */
  sessionError: string | null;
  retrySession: () => void;
  entries: ChatbotEntry[];
  /** Whether an answer is on its way (sending is blocked meanwhile). */
  sending: boolean;
  /** Sends a question; rejects with the pt-BR message on failure. */
  send: (question: string) => Promise<void>;
  /** Rates an answer; rejects with 'Erro ao salvar avaliação'. */
  rate: (messageId: string, helpful: boolean) => Promise<void>;
  /** Whether the conversation is a visitor's (no account). */
  visitor: boolean;
  /** Ends the session and starts an empty one ('Nova conversa'). */
  restart: () => Promise<void>;
  /** Whether a restart is running. */
  restarting: boolean;
}

const fromHistory = (item: ChatbotConversation): ChatbotEntry => ({
  key: item.message_id,
  question: item.user_message,
  answer: {
    message: item.bot_response,
    message_id: item.message_id,
    confidence_score: item.confidence_score,
    suggestions: item.suggestions,
    ...(item.answer_source ? { answer_source: item.answer_source } : {}),
    ...(item.sources ? { sources: item.sources } : {}),
  },
  isHelpful: item.is_helpful,
});

export function useChatbotConversation(open: boolean): ChatbotConversationState {
  const authenticated = useSession().status === 'authenticated';
  const session = useChatbotSession({ enabled: open && authenticated, staleTime: Number.POSITIVE_INFINITY });
  const history = useChatbotHistory({
    enabled: open && authenticated && session.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const startVisitor = useStartChatbotVisitorSession();
  const [visitorSession, setVisitorSession] = useState<string | null>(null);
  const ask = useChatbotMessage();
  const visitorAsk = useChatbotVisitorMessage();
  const rateAnswer = useRateChatbotAnswer();
  const endSession = useEndChatbotSession();
  const visitorRate = useRateChatbotVisitorAnswer();
  const [entries, setEntries] = useState<ChatbotEntry[]>([]);
  const seeded = useRef(false);
  const counter = useRef(0);

  // The history seeds the widget once; later answers are added as they arrive.
  useEffect(() => {
    if (authenticated && history.data && !seeded.current) {
      seeded.current = true;
      setEntries(history.data.conversations.map(fromHistory));
    }
  }, [authenticated, history.data]);

  // A visitor's session opens on the first open of the widget.
  const { mutate: startVisitorSession, isIdle: visitorIdle } = startVisitor;
  useEffect(() => {
    if (open && !authenticated && visitorSession === null && visitorIdle) {
      startVisitorSession(undefined, { onSuccess: (info) => setVisitorSession(info.session_id) });
    }
  }, [open, authenticated, visitorSession, visitorIdle, startVisitorSession]);

  const sessionId = authenticated ? (session.data?.session_id ?? null) : visitorSession;
  const sending = ask.isPending || visitorAsk.isPending;

  const send = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text || sending || sessionId === null) {
        return;
      }
      counter.current += 1;
      const key = `pending-${counter.current}`;
      setEntries((previous) => [...previous, { key, question: text, answer: null, isHelpful: null }]);
      const askIn = (session: string) => {
        const body = { message: text, session_id: session };
        return authenticated ? ask.mutateAsync(body) : visitorAsk.mutateAsync(body);
      };
      try {
        let reply: ChatbotReply;
        try {
          reply = await askIn(sessionId);
        } catch (error) {
          // The session ended meanwhile (another tab's 'Nova conversa', a visitor's session that
          // expired): open a new one and ask once more.
          if (!(error instanceof SppockError) || error.status !== 404) {
            throw error;
          }
          const fresh = authenticated
            ? (await session.refetch({ throwOnError: true })).data?.session_id
            : (await startVisitor.mutateAsync()).session_id;
          if (!fresh) {
            throw error;
          }
          if (!authenticated) {
            setVisitorSession(fresh);
          }
          reply = await askIn(fresh);
        }
        setEntries((previous) =>
          previous.map((entry) =>
            entry.key === key ? { ...entry, key: reply.message_id, answer: reply } : entry,
          ),
        );
      } catch (error) {
        setEntries((previous) => previous.filter((entry) => entry.key !== key));
        throw error;
      }
    },
    [authenticated, ask, visitorAsk, sending, sessionId, session, startVisitor],
  );

  const rate = useCallback(
    async (messageId: string, helpful: boolean) => {
      if (authenticated) {
        await rateAnswer.mutateAsync({ message_id: messageId, is_helpful: helpful });
      } else if (visitorSession) {
        await visitorRate.mutateAsync({
          session_id: visitorSession,
          message_id: messageId,
          is_helpful: helpful,
        });
      }
      setEntries((previous) =>
        previous.map((entry) =>
          entry.answer?.message_id === messageId ? { ...entry, isHelpful: helpful } : entry,
        ),
      );
    },
    [authenticated, rateAnswer, visitorRate, visitorSession],
  );

  const sessionError = authenticated
    ? (session.error?.message ?? history.error?.message ?? null)
    : (startVisitor.error?.message ?? null);

  return {
    ready: sessionId !== null && (!authenticated || history.isSuccess),
    sessionError,
    retrySession: () => {
      if (authenticated) {
        void session.refetch();
        void history.refetch();
      } else {
        startVisitor.reset();
      }
    },
    entries,
    sending,
    send,
    rate,
    visitor: !authenticated,
    restart: async () => {
      if (authenticated) {
        // The session and the history reload (invalidated by the end call) into a new, empty session.
        await endSession.mutateAsync();
        seeded.current = false;
      } else {
        setVisitorSession(null);
        startVisitor.reset();
      }
      setEntries([]);
    },
    restarting: endSession.isPending,
  };
}
