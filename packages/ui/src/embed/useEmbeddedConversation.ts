// The Commander's conversation on a partner page: the messages of this visit, the answer
// streaming in (over the SDK's streamMessage), and what the host page is told of each answer.
import { COMMANDER_AGENT } from '@sppock/sdk';
import type { ChatClarification } from '@sppock/sdk/chat';
import { type ChatStreamState, useChatStream } from '@sppock/sdk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spacingMs } from '../chat/chatAgents';
import type { ChatEntry, PendingAnswer } from '../chat/chatEntries';
import type { EmbedAnswer } from './protocol';
import type { VisitStorage } from './visitStorage';

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
  /**
   * The visit kept across a reload (issue 29): its messages show again and an answer still on
   * its way is followed to its end. @default none
   */
  visit?: VisitStorage | null;
}

/** An answer's entry: costs stay out (the visitor's page shows none), and ids but a question's. */
function answerEntry(result: ChatStreamState): ChatEntry {
  // A question's id is kept: its choice names it. With no session of the visitor's own, no rating shows.
  const questionId = result.clarification ? result.metadata?.message_id : undefined;
  return {
    key: nextKey(),
    role: 'assistant',
    content: result.text,
    timestamp: new Date().toISOString(),
    ...(result.orchestration?.agent_used ? { agentUsed: result.orchestration.agent_used } : {}),
    ...(result.status === 'stopped' ? { stopped: true } : {}),
    ...(result.clarification && questionId ? { id: questionId, clarification: result.clarification } : {}),
  };
}

export function useEmbeddedConversation({ conversation, onAnswer, visit }: EmbeddedConversationOptions) {
  // A dropped connection mid-answer follows the answer again; Stop stops it on the server (issue 29).
  const stream = useChatStream({ rerenderOnText: false, resume: true });
  const [kept] = useState(() => visit?.read() ?? null);
  const [entries, setEntries] = useState<ChatEntry[]>(kept?.entries ?? []);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionId = useRef<string | null>(kept?.sessionId ?? null);
  /** When the last message left: the Commander's spacing (spec 2 §9) counts from it. */
  const lastSentAt = useRef(0);
  const shownConversation = useRef(conversation);
  const { reset, resume } = stream;

  // A reload mid-answer: the answer still on its way in the kept conversation is followed from
  // its start (nothing happens when none is). Once: `resume` changes with the stream's state,
  // and following it again would add the same answer again.
  const followed = useRef(false);
  useEffect(() => {
    if (!kept || followed.current) {
      return;
    }
    followed.current = true;
    const showPending = () =>
      setPending({ agent: COMMANDER_AGENT, guess: null, startedAt: Date.now(), elsewhere: false });
    void resume(kept.sessionId, { onFirstPart: showPending }).then((result) => {
      setPending(null);
      if (result.status === 'ready' || result.status === 'stopped') {
        setEntries((current) => [...current, answerEntry(result)]);
      }
    });
  }, [kept, resume]);

  // What the visitor sees is kept with their visit (once their session exists: its start names it).
  const told = stream.sessionId;
  useEffect(() => {
    if (told || entries.length > 0) {
      visit?.save({ entries });
    }
  }, [entries, told, visit]);

  useEffect(() => {
    if (shownConversation.current === conversation) {
      return;
    }
    shownConversation.current = conversation;
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
      setEntries((current) => [...current, answerEntry(result)]);
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
