// The Commander's question back (issue 26 item 3): when the router is unsure between two agents
// (routing/clarification.ts), the Commander asks one short question with the two as one-tap
// choices instead of guessing. The question is stored with the user's message it is about; a
// choice answers that message with the chosen agent, once, and leaves a labelled example.
import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../../contract/generated.ts';
import type { Executor } from '../../../db/client.ts';
import { chatMessages, chatSessions } from '../../conversations/schema.ts';
import type { RoutedAgent } from '../../routing/index.ts';
import type { AgentType } from '../catalog.ts';
import { keepRoutingExample } from '../routing-examples.ts';
import { chatClarifications } from '../schema.ts';

export type ChatClarification = components['schemas']['ChatClarification'];

/** How the question names each kind of request (after "Você quer que eu") and the button's label. */
const REQUEST_WORDS: Readonly<Record<RoutedAgent, { ask: string; label: string }>> = {
  chatsppock: { ask: 'responda aqui mesmo', label: 'Responder aqui mesmo' },
  brainstorm: { ask: 'gere ideias de negócio', label: 'Gerar ideias de negócio' },
  content_generator: { ask: 'escreva um conteúdo', label: 'Escrever um conteúdo' },
  email_writer: { ask: 'escreva um e-mail', label: 'Escrever um e-mail' },
  competition: { ask: 'analise concorrentes', label: 'Analisar concorrentes' },
  lead_finder: { ask: 'encontre clientes potenciais', label: 'Encontrar clientes potenciais' },
  supplier_finder: { ask: 'encontre fornecedores', label: 'Encontrar fornecedores' },
  funil_vendas: { ask: 'monte um funil de vendas', label: 'Montar um funil de vendas' },
  meeting: { ask: 'prepare uma reunião', label: 'Preparar uma reunião' },
};

/** The question and its two choices, likeliest first. */
export function clarificationOf(
  candidates: readonly [RoutedAgent, RoutedAgent],
  chosen: AgentType | null = null,
): ChatClarification {
  const [first, second] = candidates.map((agent) => REQUEST_WORDS[agent]) as [
    (typeof REQUEST_WORDS)[RoutedAgent],
    (typeof REQUEST_WORDS)[RoutedAgent],
  ];
  return {
    question: `Você quer que eu **${first.ask}** ou **${second.ask}** para isso?`,
    choices: candidates.map((agent) => ({ agent, label: REQUEST_WORDS[agent].label })),
    chosen_agent: chosen,
  };
}

/** Stores a question with the answer that asks it (same transaction). */
export async function recordQuestion(
  executor: Executor,
  question: {
    messageId: string;
    sessionId: string;
    requestId: string;
    candidates: readonly [RoutedAgent, RoutedAgent];
    confidence: number;
    at: Date;
  },
): Promise<void> {
  await executor.insert(chatClarifications).values({
    messageId: question.messageId,
    sessionId: question.sessionId,
    requestId: question.requestId,
    firstAgent: question.candidates[0],
    secondAgent: question.candidates[1],
    confidence: question.confidence,
    createdAt: question.at,
  });
}

/** A question a choice can still answer. */
export interface OpenQuestion {
  messageId: string;
  sessionId: string;
  /** The user's message the question is about, and its text. */
  requestId: string;
  requestText: string;
  candidates: [RoutedAgent, RoutedAgent];
  confidence: number;
}

export type QuestionLookup =
  | { kind: 'missing' }
  /** Answered already, or the conversation went on after it. */
  | { kind: 'closed' }
  | { kind: 'open'; question: OpenQuestion };

/** The question `messageId` of the session, and whether a choice can still answer it. */
export async function findQuestion(
  executor: Executor,
  sessionId: string,
  messageId: string,
): Promise<QuestionLookup> {
  const [row] = await executor
    .select({ question: chatClarifications, requestText: chatMessages.content })
    .from(chatClarifications)
    .innerJoin(chatMessages, eq(chatMessages.id, chatClarifications.requestId))
    .where(and(eq(chatClarifications.messageId, messageId), eq(chatClarifications.sessionId, sessionId)));
  if (!row) {
    return { kind: 'missing' };
  }
  if (row.question.chosenAgent !== null) {
    return { kind: 'closed' };
  }
  // The last message of the branch shown (issue 29): a question left behind by the conversation,
  // or on a branch not shown, is closed.
  const [shown] = await executor
    .select({ leaf: chatSessions.leafMessageId })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  if (shown?.leaf !== messageId) {
    return { kind: 'closed' };
  }
  const { question } = row;
  return {
    kind: 'open',
    question: {
      messageId: question.messageId,
      sessionId: question.sessionId,
      requestId: question.requestId,
      requestText: row.requestText,
      candidates: [question.firstAgent as RoutedAgent, question.secondAgent as RoutedAgent],
      confidence: question.confidence,
    },
  };
}

/**
 * Takes the choice for the question, once: false when another choice took it first (two taps at
 * once). The choice is kept as the user's labelled example in the same transaction.
 */
export async function claimQuestion(
  executor: Executor,
  question: OpenQuestion,
  choice: { userId: number; agent: RoutedAgent; at: Date },
): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const [claimed] = await tx
      .update(chatClarifications)
      .set({ chosenAgent: choice.agent, chosenAt: choice.at })
      .where(
        and(eq(chatClarifications.messageId, question.messageId), isNull(chatClarifications.chosenAgent)),
      )
      .returning({ messageId: chatClarifications.messageId });
    if (!claimed) {
      return false;
    }
    await keepRoutingExample(tx, {
      userId: choice.userId,
      messageId: question.messageId,
      text: question.requestText,
      label: choice.agent,
      routedAgent: question.candidates[0],
      confidence: question.confidence,
      source: 'clarification',
      at: choice.at,
    });
    return true;
  });
}

/**
 * Opens a claimed question again when the chosen agent's answer failed (the provider), so the
 * user can tap again. The labelled example stays: the choice was made.
 */
export async function reopenQuestion(executor: Executor, messageId: string): Promise<void> {
  await executor
    .update(chatClarifications)
    .set({ chosenAgent: null, chosenAt: null })
    .where(eq(chatClarifications.messageId, messageId));
}
