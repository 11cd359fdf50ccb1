// The Commander's conversation on a partner page: the messages of this visit, the answer
// streaming in (over the SDK's streamMessage), and what the host page is told of each answer.
import { COMMANDER_AGENT } from '@sppock/sdk';
import type { ChatClarification } from '@sppock/sdk/chat';
import { useChatStream } from '@sppock/sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spacingMs } from '../chat/chatAgents';
import type { ChatEntry, PendingAnswer } from '../chat/chatEntries';
import type { EmbedAnswer } from './protocol';

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `embed-${keys}`;
};

export interface EmbeddedConversationOptions {
  /** A change starts a new conversation (`setUser`: another visitor or user). */
  conversation: number;
  /** An answer arrived. */
  onAnswer: (detail: EmbedAnswer) => void;
}

export function useEmbeddedConversation({ conversation, onAnswer }: EmbeddedConversationOptions) {
  // A dropped connection mid-answer follows the answer again; Stop stops it on the server (issue 29).
  const stream = useChatStream({ rerenderOnText: false, resume: true });
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionId = useRef<string | null>(null);
  /** When the last message left: the Commander's spacing (spec 2 §9) counts from it. */
  const lastSentAt = useRef(0);
  const { reset } = stream;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation number is the trigger.
  useEffect(() => {
    reset();
    setEntries([]);
    setPending(null);
    setError(null);
    sessionId.current = null;
  }, [conversation, reset]);

  const send = useCallback(
    async (
      message: string,
      choice?: { questionId: string; agent: ChatClarification['choices'][number]['agent'] },
    ): Promise<boolean> => {
      const started = conversation;
      setError(null);
      // A choice answers the question: it is not a new message of the visitor's.
      if (!choice) {
        setEntries((current) => [
          ...current,
          { key: nextKey(), role: 'user', content: message, timestamp: new Date().toISOString() },
        ]);
      }
      setPending({ agent: COMMANDER_AGENT, guess: null, startedAt: Date.now(), elsewhere: false });
      lastSentAt.current = Date.now();
      const result = await stream.send({
        message,
        ...(sessionId.current ? { session_id: sessionId.current } : {}),
        ...(choice ? { choice: { question_id: choice.questionId, agent: choice.agent } } : {}),
      });
      if (started !== conversation) {
        return false;
      }
      setPending(null);
      if (result.status === 'error') {
        setError(result.error);
        return false;
      }
      sessionId.current = result.metadata?.session_id ?? sessionId.current;
      // Costs stay out of the entry (the visitor's page shows none), and ids too but a question's,
      // which its choice names: with no session of the visitor's own, no rating shows.
      const questionId = result.clarification ? result.metadata?.message_id : undefined;
      setEntries((current) => [
        ...current,
        {
          key: nextKey(),
          role: 'assistant',
          content: result.text,
          timestamp: new Date().toISOString(),
          ...(result.orchestration?.agent_used ? { agentUsed: result.orchestration.agent_used } : {}),
          ...(result.status === 'stopped' ? { stopped: true } : {}),
          ...(result.clarification && questionId
            ? { id: questionId, clarification: result.clarification }
            : {}),
        },
      ]);
      onAnswer({ question: message, message: result.text, message_id: result.metadata?.message_id ?? '' });
      return true;
    },
    [conversation, onAnswer, stream.send],
  );

  /**
   * Answers the Commander's question back with one of its choices (issue 26): the original
   * request goes to that agent. The choice shows at once; the send waits for the spacing.
   */
  const choose = useCallback(
    async (question: ChatEntry, choice: ChatClarification['choices'][number]) => {
      if (!question.id || !question.clarification || question.clarification.chosen_agent !== null) {
        return;
      }
      const mark = (chosen: ChatClarification['chosen_agent']) =>
        setEntries((current) =>
          current.map((entry) =>
            entry.key === question.key && entry.clarification
              ? { ...entry, clarification: { ...entry.clarification, chosen_agent: chosen } }
              : entry,
          ),
        );
      mark(choice.agent);
      const wait = lastSentAt.current + spacingMs(COMMANDER_AGENT) - Date.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      if (!(await send(choice.label, { questionId: question.id, agent: choice.agent }))) {
        mark(null);
      }
    },
    [send],
  );

  return {
    entries,
    pending,
    error,
    stream,
    busy: pending !== null,
    send,
    choose,
    stop: stream.stop,
  };
}
