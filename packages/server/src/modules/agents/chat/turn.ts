// Everything an answer needs before the model is called (issue 10 "Sessions and messages"; issue
// 20 "Memory"): the checks in the order a caller meets them (plan access, form, session, limits,
// spacing), the stored user message, the Commander's decision, the memory and the profile, and
// the model chosen for the answering agent.
import { randomUUID } from 'node:crypto';
import type { ModelMessage } from 'ai';
import type { Services } from '../../../services.ts';
import { findUserById } from '../../accounts/users.ts';
import { chooseModel, type ModelChoice } from '../../llm/choose-model.ts';
import type { CountableMessage } from '../../llm/tokens.ts';
import { type AgentType, agentName, COMMANDER, canAccess } from '../catalog.ts';
import {
  appendUserMessage,
  type ChatSessionRow,
  findConversation,
  startConversation,
} from '../conversations.ts';
import {
  type AgentProfile,
  agentProfileOf,
  type FormValues,
  formToPrompt,
  isFormAgent,
  offlineAnswer,
  systemPromptFor,
  validateForm,
} from '../registry/index.ts';
import { limitRefusal, type PlanState, planState, spacingWait } from './limits.ts';
import { sessionMemory, summaryBlock } from './memory.ts';
import { DEFAULT_SESSION_TITLE, CHAT_MESSAGES as M } from './messages.ts';
import {
  confidencePercent,
  decide,
  directFields,
  type Orchestration,
  type OrchestrationFields,
  orchestrationFields,
  suggestionBlock,
} from './orchestration.ts';
import { sessionMessages, titleSessionFromMessage } from './sessions.ts';

export interface SendRequest {
  userId: number;
  /** The agent of the path (`chatsppock` for the Commander). */
  agent: AgentType;
  sessionId?: string | undefined;
  message: string;
  /** `extras.form` of a form agent: the form's values, validated by the registry. */
  form?: unknown;
}

export interface EngineOptions {
  /** Pause between words of a streamed offline answer (tests stop a stream midway). Default 0. */
  offlineChunkDelayMs?: number;
}

export interface Turn {
  session: ChatSessionRow;
  state: PlanState;
  /** The user's message as stored and sent (for a form, the prompt built from its values). */
  userText: string;
  fields: OrchestrationFields;
  orchestration: Orchestration | null;
  /** The agent that answers. */
  agent: AgentType;
  choice: ModelChoice;
  system: string;
  messages: ModelMessage[];
  /** System prompt and messages, as metering counts them. */
  prompt: CountableMessage[];
  /** Id of the answer, known before it is written (the stream announces it first). */
  answerId: string;
  verboseLog: string | null;
}

export type Refusal =
  | { status: 400 | 403 | 404; error: string }
  | { status: 429; error: string; retryAfterMs: number };

function searchAvailability(state: PlanState) {
  // No web-search provider exists on this server yet: plans with search are told it is not set up.
  return state.row.searchTool ? ('not_configured' as const) : ('not_in_plan' as const);
}

async function formMessage(request: SendRequest): Promise<{ text: string; form?: FormValues } | Refusal> {
  if (request.form === undefined || !isFormAgent(request.agent)) {
    return { text: request.message.trim() };
  }
  const validation = validateForm(request.agent, request.form);
  if (!validation.ok) {
    return { status: 400, error: validation.errors[0]?.message ?? M.invalidRequest };
  }
  return { text: formToPrompt(request.agent, validation.values), form: validation.values };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value;
}

function verboseLogOf(orchestration: Orchestration | null, choice: ModelChoice): string | null {
  if (!orchestration) {
    return null;
  }
  const percent = confidencePercent(orchestration.confidence);
  const how = {
    router: 'roteador local',
    model: 'classificação pelo modelo',
    'follow-up': 'continuação da conversa',
    commander: 'confiança baixa, o Commander respondeu',
  }[orchestration.source];
  return `Roteamento: ${how}; ${orchestration.intent}; agente ${orchestration.agent}; confiança ${percent}%; modelo ${choice.provider}/${choice.modelId}.`;
}

/**
 * Runs the checks and prepares the answer. The user's message is stored only once every check
 * has passed, so a refused send loses nothing and leaves nothing behind.
 */
export async function prepareTurn(
  services: Services,
  request: SendRequest,
  options: EngineOptions & { abortSignal?: AbortSignal },
): Promise<Turn | Refusal> {
  const { db } = services;
  const state = await planState(services, request.userId);
  if (request.agent !== COMMANDER && !canAccess(state.plan, request.agent)) {
    return { status: 403, error: M.agentNotInPlan(agentName(request.agent), state.plan) };
  }
  const built = await formMessage(request);
  if (isRefusal(built)) {
    return built;
  }
  if (!built.text) {
    return { status: 400, error: M.emptyMessage };
  }
  let session: ChatSessionRow | null = null;
  if (request.sessionId) {
    session = await findConversation(db, request.userId, request.agent, request.sessionId);
    if (!session) {
      return { status: 404, error: M.sessionNotFound };
    }
  }
  const refusal = await limitRefusal(services, request.userId, state, { newConversation: !session });
  if (refusal) {
    return { status: 403, error: refusal };
  }
  const wait = await spacingWait(services, request.userId, request.agent);
  if (wait !== null) {
    return { status: 429, error: M.spacing, retryAfterMs: wait };
  }
  const now = services.clock.now();
  session ??= await startConversation(db, {
    userId: request.userId,
    agent: request.agent,
    title: DEFAULT_SESSION_TITLE,
    at: now,
  });
  const history = (await sessionMessages(db, session.id)).filter((message) => message.content.trim() !== '');
  await appendUserMessage(db, session, built.text, now);
  session = await titleSessionFromMessage(db, session, built.text);

  const lastAnswer = history.findLast((message) => message.role === 'assistant');
  const orchestration =
    request.agent === COMMANDER
      ? await decide(services, {
          userId: request.userId,
          sessionId: session.id,
          plan: state.plan,
          text: built.text,
          previousAgent: (lastAnswer?.agentUsed as AgentType | null | undefined) ?? null,
          ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
        })
      : null;
  const agent = orchestration?.agent ?? request.agent;
  const user = await findUserById(db, request.userId);
  const profile: AgentProfile | undefined = user ? agentProfileOf(user) : undefined;
  const memory = sessionMemory(history.map(({ role, content }) => ({ role, content })));
  const system = [
    systemPromptFor(agent, profile, { search: searchAvailability(state) }),
    summaryBlock(memory.summary),
    orchestration ? suggestionBlock(orchestration) : null,
  ]
    .filter((block): block is string => Boolean(block))
    .join('\n\n');
  const offlineHistory = memory.summary
    ? [
        { role: 'assistant' as const, content: `Resumo do início da conversa:\n${memory.summary}` },
        ...memory.turns,
      ]
    : memory.turns;
  const choice = chooseModel(services.config, {
    plan: state.plan,
    agent,
    offline: () =>
      offlineAnswer(agent, {
        message: built.text,
        ...(built.form ? { form: built.form } : {}),
        ...(profile ? { profile } : {}),
        history: offlineHistory,
        ...(orchestration?.suggestion ? { suggestion: orchestration.suggestion } : {}),
      }),
    ...(options.offlineChunkDelayMs === undefined
      ? {}
      : { offlineChunkDelayMs: options.offlineChunkDelayMs }),
  });
  const messages: ModelMessage[] = [
    ...memory.turns.map((turn) => ({ role: turn.role, content: turn.content }) as ModelMessage),
    { role: 'user', content: built.text },
  ];
  return {
    session,
    state,
    userText: built.text,
    fields: orchestration ? orchestrationFields(orchestration) : directFields(request.agent),
    orchestration,
    agent,
    choice,
    system,
    messages,
    prompt: [
      { role: 'system', content: system },
      ...messages.map((m) => ({ role: m.role, content: m.content as string })),
    ],
    answerId: randomUUID(),
    verboseLog: verboseLogOf(orchestration, choice),
  };
}

export function isTurn(value: Turn | Refusal): value is Turn {
  return 'session' in value;
}
