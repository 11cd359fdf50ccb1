// The Commander's conversation on a partner page: the messages of this visit, the answer
// streaming in (over the SDK's streamMessage), and what the host page is told of each answer.
import { COMMANDER_AGENT } from '@sppock/sdk';
import { useChatStream } from '@sppock/sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatEntry, PendingAnswer } from '../chat/useCommanderChat';
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
  const stream = useChatStream();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionId = useRef<string | null>(null);
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
    async (message: string) => {
      const started = conversation;
      setError(null);
      setEntries((current) => [
        ...current,
        { key: nextKey(), role: 'user', content: message, timestamp: new Date().toISOString() },
      ]);
      setPending({ agent: COMMANDER_AGENT, guess: null, startedAt: Date.now(), elsewhere: false });
      const result = await stream.send({
        message,
        ...(sessionId.current ? { session_id: sessionId.current } : {}),
      });
      if (started !== conversation) {
        return;
      }
      setPending(null);
      if (result.status === 'error') {
        setError(result.error);
        return;
      }
      sessionId.current = result.metadata?.session_id ?? sessionId.current;
      // Ids and costs stay out of the entry: the visitor's page offers no rating and shows no cost.
      setEntries((current) => [
        ...current,
        {
          key: nextKey(),
          role: 'assistant',
          content: result.text,
          timestamp: new Date().toISOString(),
          ...(result.orchestration?.agent_used ? { agentUsed: result.orchestration.agent_used } : {}),
          ...(result.status === 'stopped' ? { stopped: true } : {}),
        },
      ]);
      onAnswer({ question: message, message: result.text, message_id: result.metadata?.message_id ?? '' });
    },
    [conversation, onAnswer, stream.send],
  );

  return {
    entries,
    pending,
    error,
    stream,
    busy: pending !== null,
    send,
    stop: stream.stop,
  };
}
