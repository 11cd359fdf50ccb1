// A conversation with a custom agent (issue 21): the team's plan limits and the chat's spacing
// apply (one pool), the agent's instructions are the system prompt, its knowledge passages ground
// the answer with citations, and the call is metered as `custom:<id>` like a built-in agent's. A
// partner site's visitor (issue 25) reaches a published agent through the Commander: the site's
// budget counts the message and the agent answers from its instructions and documents only.
import { randomUUID } from 'node:crypto';
import {
  createUIMessageStream,
  generateText,
  type ModelMessage,
  stepCountIs,
  type ToolSet,
  type UIMessageChunk,
} from 'ai';
import { and, eq, inArray } from 'drizzle-orm';
import { retryAfter } from '../../contract/define.ts';
import type { PartnerVisitor } from '../../contract/types.ts';
import type { Executor } from '../../db/client.ts';
import { WorkQueueFull } from '../../infra/work-slots.ts';
import type { Services } from '../../services.ts';
import { branchTo, MAX_MESSAGE_VERSIONS, versionsUnder } from '../conversations/branches.ts';
import { chooseModel, type ModelChoice, modelRouteFor } from '../llm/choose-model.ts';
import { describeProviderError, PlanLimitReached } from '../llm/errors.ts';
import { callModel, type MeasuredCall } from '../llm/gateway.ts';
import { type CarriedConversation, carriedInstructionsBlock, sessionMemory } from '../llm/memory.ts';
import { pipeModelText } from '../llm/ui-stream.ts';
import {
  memoryPromptBlock,
  proposeFromMessage,
  rememberedFacts,
  rememberFromMessage,
} from '../memory/chat.ts';
import { recordConversationStart } from '../metering/usage.ts';
import {
  limitRefusal,
  type PlanState,
  planState,
  startWithinConversationLimit,
} from '../payer/plan-state.ts';
import { PLAN_LABELS } from '../payments/plans.ts';
import {
  createSearchClient,
  DEFAULT_LOCATION,
  SEARCH_MESSAGES,
  SearchLog,
  searchTools,
  sourcesSection,
} from '../search/index.ts';
import { SPACING_MESSAGE, type SpacedAgent, spacingWait } from '../spacing/spacing.ts';
import { type FetchPageOptions, fetchPage, WebFetchError } from '../web/index.ts';
import { type CustomAgentRow, type Fail, fail, type TeamAccess } from './access.ts';
import { documentsOf } from './agents.ts';
import {
  type Busy,
  busy,
  knowledgeBlock,
  offlineKnowledgeAnswer,
  type Passage,
  passagesOfText,
  relevantPassages,
} from './knowledge.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgentMessages, customAgentSessions, customAgents, type StoredCitation } from './schema.ts';
import { sessionTree } from './sessions.ts';

/** The agent key in llm_calls and conversation_starts. */
export function meteringKey(agent: Pick<CustomAgentRow, 'id'>): `custom:${string}` {
  return `custom:${agent.id}`;
}

export interface CustomAnswer {
  sessionId: string;
  messageId: string;
  answer: string;
  citations: StoredCitation[];
  offline: boolean;
  call: MeasuredCall;
}

function titleOf(message: string): string {
  const line = message.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

export interface CustomChatOptions {
  /** The page fetcher's settings over the configuration's (tests allow their loopback server). */
  webFetch?: Partial<FetchPageOptions>;
}

export interface CustomChatSend {
  message: string;
  /** A conversation with this agent to go on with; absent, a new one. */
  sessionId?: string | undefined;
  /**
   * Whose sends the spacing counts, and for which agent (spec 2 §9). Default: the user, to this
   * agent; a send to the Commander is spaced as the Commander's, whoever answers it.
   */
  spacing?: { subject: number | string; agent: SpacedAgent };
  /** A partner site's visitor: their conversation, the site's budget, no web tools. */
  partner?: PartnerVisitor | undefined;
  /** The plan state already resolved for this request (the Commander's send); absent, read here. */
  state?: PlanState | undefined;
  /** What an API client carried before the message, for a new conversation (llm/memory.ts). */
  carried?: CarriedConversation | undefined;
  /** An edit (`edit_of`, issue 29): the user message this one is a new version of. */
  editOf?: string | undefined;
  /** An answer generated again (`regenerate_of`, issue 29): the answer this one is a new version of. */
  regenerateOf?: string | undefined;
}

type StoredCustomMessage = typeof customAgentMessages.$inferSelect;

/** Where a send goes in the conversation's tree, and the history its answer sees. */
interface SendPlace {
  /** The new question's parent (null: a first message). */
  parentId: string | null;
  /** The messages before it, on its branch. */
  history: StoredCustomMessage[];
  /** An answer generated again: the stored question it answers (no new question is stored). */
  regenerates?: StoredCustomMessage;
}

/**
 * As the Commander's chat (agents/chat/turn.ts): a plain send follows the branch shown; an edit
 * becomes a sibling of the edited question and sees the history before it; an answer generated
 * again becomes a sibling of the earlier answer and answers the stored question. Ids of another
 * conversation (another person's included) are 404.
 */
function placeOfSend(
  tree: StoredCustomMessage[],
  session: typeof customAgentSessions.$inferSelect | undefined,
  input: Pick<CustomChatSend, 'editOf' | 'regenerateOf'>,
): SendPlace | Fail<400 | 404 | 409> {
  const before = (parentId: string | null) => (parentId === null ? [] : branchTo(tree, parentId));
  const full = (parentId: string | null) =>
    versionsUnder(tree, parentId) >= MAX_MESSAGE_VERSIONS
      ? fail(409, M.tooManyVersions(MAX_MESSAGE_VERSIONS))
      : null;
  if (input.editOf) {
    const edited = tree.find((message) => message.id === input.editOf);
    if (!edited) {
      return fail(404, M.messageNotFound);
    }
    if (edited.role !== 'user') {
      return fail(400, M.editOnlyUserMessage);
    }
    return full(edited.parentId) ?? { parentId: edited.parentId, history: before(edited.parentId) };
  }
  if (input.regenerateOf) {
    const answer = tree.find((message) => message.id === input.regenerateOf);
    if (!answer) {
      return fail(404, M.messageNotFound);
    }
    const asked = tree.find((message) => message.id === answer.parentId);
    if (answer.role !== 'assistant' || asked?.role !== 'user') {
      return fail(400, M.regenerateOnlyAnswer);
    }
    return (
      full(asked.id) ?? { parentId: asked.parentId, history: before(asked.parentId), regenerates: asked }
    );
  }
  const history = session ? branchTo(tree, session.leafMessageId) : [];
  return { parentId: history.at(-1)?.id ?? null, history };
}

/** A send before the spacing: 429 with the wait. */
export interface TooSoon {
  status: 429;
  body: { success: false; error: string };
  headers: Record<string, string>;
}

function tooSoon(waitMs: number): TooSoon {
  return {
    status: 429,
    body: { success: false, error: SPACING_MESSAGE },
    headers: retryAfter(waitMs),
  };
}

const MAX_TOOL_STEPS = 5;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/i;

/** The page a message points to, read when the agent may read URLs; a note when it could not. */
async function pageGrounding(
  services: Services,
  agent: CustomAgentRow,
  message: string,
  options: CustomChatOptions & { visitor: boolean },
): Promise<{ passages: Passage[]; note: string | null }> {
  const url = URL_IN_TEXT.exec(message)?.[0];
  if (!url) {
    return { passages: [], note: null };
  }
  if (options.visitor) {
    // An anonymous visitor never has the server fetch what they point at.
    return { passages: [], note: M.visitorToolsOff };
  }
  if (!agent.tools.includes('url_reading')) {
    return { passages: [], note: M.urlReadingOff };
  }
  try {
    const page = await fetchPage(url, { ...services.config.webFetch, ...options.webFetch });
    const source = { document_id: page.finalUrl, filename: page.title || page.finalUrl };
    return { passages: await passagesOfText(page.text, message, source), note: null };
  } catch (error) {
    if (error instanceof WebFetchError) {
      return { passages: [], note: error.message };
    }
    throw error;
  }
}

/**
 * A send to a custom agent checked and ready for the model: the conversation (started when new),
 * the question stored in it, the prompt and the model chosen. Built once; answered whole
 * (`answerCustomTurn`) or as a stream (`customAnswerParts`).
 */
export interface CustomTurn {
  access: TeamAccess;
  agent: CustomAgentRow;
  partner: PartnerVisitor | undefined;
  state: PlanState;
  session: typeof customAgentSessions.$inferSelect;
  /** The id the answer is stored under (the stream's message id). */
  answerId: string;
  /** When the question was stored: the answer is stored after it. */
  askedAt: Date;
  /** The question answered (the answer's parent in the conversation's tree). */
  askedId: string;
  system: string;
  messages: ModelMessage[];
  prompt: { role: 'system' | 'user' | 'assistant'; content: string }[];
  tools: ToolSet | undefined;
  choice: ModelChoice;
  /** The notes before the answer (a fact remembered, a page not read, no search). */
  preface: string;
  passages: Passage[];
  searchLog: SearchLog;
}

/**
 * Checks a send (plan, spacing, the site's budget for a visitor), reads what the answer stands
 * on, starts the conversation when new and stores the question, so a reload mid-answer shows it.
 */
export async function prepareCustomTurn(
  services: Services,
  access: TeamAccess,
  agent: CustomAgentRow,
  input: CustomChatSend,
  options: CustomChatOptions = {},
): Promise<CustomTurn | Fail<400 | 403 | 404 | 409> | TooSoon | Busy> {
  const { partner } = input;
  if ((input.editOf || input.regenerateOf) && !input.sessionId) {
    return fail(400, M.branchNeedsSession);
  }
  if (input.editOf && input.regenerateOf) {
    return fail(400, M.editOrRegenerate);
  }
  const { db } = services;
  let session: typeof customAgentSessions.$inferSelect | undefined;
  if (input.sessionId) {
    [session] = await db
      .select()
      .from(customAgentSessions)
      .where(
        and(
          eq(customAgentSessions.id, input.sessionId),
          eq(customAgentSessions.userId, access.userId),
          eq(customAgentSessions.agentId, agent.id),
        ),
      );
    if (!session) {
      return fail(404, M.sessionNotFound);
    }
  }
  // Every message of the conversation, every branch, read once: the branch the answer sees.
  const place = placeOfSend(session ? await sessionTree(db, session.id) : [], session, input);
  if ('status' in place) {
    return place;
  }
  const message = (place.regenerates?.content ?? input.message).trim();
  if (!message) {
    return fail(400, M.emptyMessage);
  }
  const state = input.state ?? (await planState(services, access.userId));
  const refusal = await limitRefusal(services, access.userId, state, { newConversation: !session });
  if (refusal) {
    return fail(403, partner ? partner.quotaRefusal : refusal);
  }
  const spacing = input.spacing ?? { subject: access.userId, agent: meteringKey(agent) };
  const wait = await spacingWait(services, spacing.subject, spacing.agent);
  if (wait !== null) {
    return tooSoon(wait);
  }
  // What the answer stands on, before the site's budget is charged or a conversation started: a
  // server too busy to read the documents answers 503 and keeps nothing.
  const documents = await documentsOf(services, [agent.id]);
  let page: Awaited<ReturnType<typeof pageGrounding>>;
  let passages: Passage[];
  try {
    page = await pageGrounding(services, agent, message, { ...options, visitor: partner !== undefined });
    passages = [...page.passages, ...(await relevantPassages(services, documents, message))];
  } catch (error) {
    if (error instanceof WorkQueueFull) {
      return busy();
    }
    throw error;
  }
  const overBudget = partner ? await partner.admitMessage() : null;
  if (overBudget) {
    return fail(403, overBudget);
  }
  const now = services.clock.now();
  if (!session) {
    const started = await startWithinConversationLimit(services, state, async (tx) => {
      const [row] = await tx
        .insert(customAgentSessions)
        .values({
          // A visitor's conversation takes the id reserved in their token: their next message finds it.
          id: partner?.sessionId ?? randomUUID(),
          agentId: agent.id,
          userId: access.userId,
          title: partner?.title ?? titleOf(message),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) {
        throw new Error('Falha ao criar a conversa com o agente personalizado.');
      }
      await recordConversationStart(tx, {
        userId: access.userId,
        sessionId: row.id,
        agent: meteringKey(agent),
        at: now,
      });
      return row;
    });
    if ('refusal' in started) {
      return fail(403, partner ? partner.quotaRefusal : started.refusal);
    }
    session = started.started;
  }
  const current = session;
  // The memory is the person writing's own (a team member's, not the agent owner's), kept apart
  // from the agent's knowledge; a partner site's visitor has none and never touches the owner's.
  const remembered = partner ? null : await rememberFromMessage(services, access.userId, message);
  if (!partner && !remembered) {
    await proposeFromMessage(services, access.userId, message);
  }
  const facts = partner ? [] : await rememberedFacts(db, access.userId);
  const { history } = place;
  // The question is kept before the answer is asked for (a reload mid-answer shows it), and its
  // branch is the one shown; an answer generated again answers the stored question.
  const askedId = place.regenerates?.id ?? randomUUID();
  if (!place.regenerates) {
    await db.insert(customAgentMessages).values({
      id: askedId,
      sessionId: current.id,
      parentId: place.parentId,
      role: 'user',
      content: message,
      createdAt: now,
    });
  }
  await db
    .update(customAgentSessions)
    .set({ leafMessageId: askedId })
    .where(eq(customAgentSessions.id, current.id));
  const carried = history.length === 0 ? input.carried : undefined;
  const memory = sessionMemory([
    ...(carried?.turns ?? []),
    ...history.map((row) => ({ role: row.role as 'user' | 'assistant', content: row.content })),
  ]);
  const hasDocuments = documents.length > 0;
  const offlineRoute =
    modelRouteFor(services.config, { plan: state.plan, agent: 'custom' }).provider === 'offline';
  // Web search: the agent allows it, the plan has it, a search provider is configured, a model runs.
  let searchNote: string | null = null;
  let tools: ToolSet | undefined;
  const searchLog = new SearchLog();
  if (agent.tools.includes('web_search') && !partner) {
    const client = createSearchClient(services.config.search);
    if (!state.row.searchTool) {
      searchNote = SEARCH_MESSAGES.notInPlan(PLAN_LABELS[state.plan]);
    } else if (!client) {
      searchNote = SEARCH_MESSAGES.notConfigured;
    } else if (offlineRoute) {
      searchNote = M.searchOffline;
    } else {
      tools = searchTools(client, { location: DEFAULT_LOCATION, log: searchLog });
    }
  }
  const notes = [remembered?.reply.split('\n')[0], page.note, searchNote].filter((note): note is string =>
    Boolean(note),
  );
  const offlineChunkDelayMs = services.config.llm.offlineStreamDelayMs;
  const choice = chooseModel(services.config, {
    plan: state.plan,
    agent: 'custom',
    offline: () => offlineKnowledgeAnswer(passages, hasDocuments),
    ...(offlineChunkDelayMs > 0 ? { offlineChunkDelayMs } : {}),
  });
  const system = [
    `Você é ${agent.name}, um agente personalizado da equipe. ${agent.description}`,
    agent.instructions,
    memoryPromptBlock(facts),
    carriedInstructionsBlock(carried?.instructions ?? null),
    knowledgeBlock(passages),
  ]
    .filter((block): block is string => Boolean(block))
    .join('\n\n');
  return {
    access,
    agent,
    partner,
    state,
    session: current,
    answerId: randomUUID(),
    askedAt: now,
    askedId,
    system,
    messages: [
      ...memory.turns.map((turn) => ({ role: turn.role, content: turn.content }) as ModelMessage),
      { role: 'user', content: message },
    ],
    prompt: [{ role: 'system', content: system }, ...memory.turns, { role: 'user', content: message }],
    tools,
    choice,
    preface: notes.map((note) => `> ${note}\n\n`).join(''),
    passages,
    searchLog,
  };
}

function callSettingsOf(turn: CustomTurn, limited: ModelChoice, abortSignal?: AbortSignal) {
  return {
    model: limited.model,
    system: turn.system,
    messages: turn.messages,
    ...limited.callSettings,
    ...(turn.tools ? { tools: turn.tools, stopWhen: stepCountIs(MAX_TOOL_STEPS) } : {}),
    ...(abortSignal ? { abortSignal } : {}),
  };
}

function modelCallOf(turn: CustomTurn) {
  return {
    userId: turn.access.userId,
    sessionId: turn.session.id,
    agent: meteringKey(turn.agent),
    choice: turn.choice,
    payer: turn.state,
    prompt: turn.prompt,
  };
}

/** The passages the answer cites: all of them offline (it quotes them), else those it numbers. */
function citationsOf(turn: CustomTurn, answer: string): StoredCitation[] {
  return turn.choice.provider === 'offline' || /\[\d+\]/.test(answer) ? turn.passages : [];
}

/** Stores the answer after its question and moves the conversation up the list. */
async function keepCustomAnswer(
  services: Services,
  turn: CustomTurn,
  answer: string,
  citations: StoredCitation[],
): Promise<void> {
  const at = services.clock.now();
  await services.db.insert(customAgentMessages).values({
    id: turn.answerId,
    sessionId: turn.session.id,
    parentId: turn.askedId,
    role: 'assistant',
    content: answer,
    citations,
    createdAt: new Date(Math.max(at.getTime(), turn.askedAt.getTime() + 1)),
  });
  await services.db
    .update(customAgentSessions)
    .set({ updatedAt: at, leafMessageId: turn.answerId })
    .where(eq(customAgentSessions.id, turn.session.id));
}

/** The turn's answer at once (the JSON send, WhatsApp, a personal key's whole answer). */
export async function answerCustomTurn(
  services: Services,
  turn: CustomTurn,
): Promise<CustomAnswer | Fail<403>> {
  const called = await callModel(services, modelCallOf(turn), async (limited) => {
    const result = await generateText(callSettingsOf(turn, limited));
    return { answer: result.text, usage: result.totalUsage, outcome: 'ok', value: undefined };
  });
  if (!called.ok) {
    // The plan's tokens ran out between the check above and the call: refused as the check would.
    if (called.error instanceof PlanLimitReached) {
      return fail(403, turn.partner ? turn.partner.quotaRefusal : called.error.message);
    }
    throw called.error;
  }
  const answer = `${turn.preface}${called.answer}${sourcesSection(called.answer, turn.searchLog.results)}`;
  const citations = citationsOf(turn, answer);
  await keepCustomAnswer(services, turn, answer, citations);
  return {
    sessionId: turn.session.id,
    messageId: turn.answerId,
    answer,
    citations,
    offline: turn.choice.provider === 'offline',
    call: called.call,
  };
}

export async function chatWithCustomAgent(
  services: Services,
  access: TeamAccess,
  agent: CustomAgentRow,
  input: CustomChatSend,
  options: CustomChatOptions = {},
): Promise<CustomAnswer | Fail<400 | 403 | 404 | 409> | TooSoon | Busy> {
  const turn = await prepareCustomTurn(services, access, agent, input, options);
  return 'status' in turn ? turn : answerCustomTurn(services, turn);
}

/** What the stream's `finish` part carries: the chat's answer metadata, with the citations. */
export interface CustomAnswerMetadata {
  session_id: string;
  message_id: string;
  tokens: { input: number; output: number; total: number };
  cost_usd: number;
  cost_brl: number;
  provider: string;
  model: string;
  offline: boolean;
  stopped: boolean;
  citations: StoredCitation[];
}

/**
 * The turn's answer as the chat's UI message stream: `start` (with the conversation's id), the
 * caller's `lead` parts (the Commander's decision), the text as the model writes it, then
 * `finish` with usage, cost and citations (or an `error` part). A stop (`abortSignal`) ends the
 * call; the part received is stored and the finish says `stopped`.
 */
export function customAnswerParts(
  services: Services,
  turn: CustomTurn,
  abortSignal: AbortSignal,
  lead: UIMessageChunk[] = [],
): ReadableStream<UIMessageChunk> {
  return createUIMessageStream({
    execute: async ({ writer }) => {
      const write = (part: UIMessageChunk) => writer.write(part);
      write({ type: 'start', messageId: turn.answerId, messageMetadata: { session_id: turn.session.id } });
      for (const part of lead) {
        write(part);
      }
      const writeBlock = (id: string, delta: string) => {
        if (delta) {
          write({ type: 'text-start', id });
          write({ type: 'text-delta', id, delta });
          write({ type: 'text-end', id });
        }
      };
      writeBlock(`${turn.answerId}-preface`, turn.preface);
      let stopped = false;
      const called = await callModel(services, modelCallOf(turn), async (limited) => {
        const piped = await pipeModelText(
          callSettingsOf(turn, limited, abortSignal),
          write,
          (error) => describeProviderError(error).message,
          abortSignal,
        );
        stopped = piped.stopped;
        if (piped.failure !== undefined) {
          return { answer: piped.text, usage: undefined, error: piped.failure, value: undefined };
        }
        return {
          answer: piped.text,
          usage: piped.usage,
          ...(stopped ? { outcome: 'aborted' as const } : {}),
          value: undefined,
        };
      });
      if (!called.ok) {
        // A provider that failed mid-answer said so in the stream already; a refused call never ran.
        if (called.answer !== '' || called.error instanceof PlanLimitReached) {
          const { partner } = turn;
          write({
            type: 'error',
            errorText:
              called.error instanceof PlanLimitReached && partner
                ? partner.quotaRefusal
                : describeProviderError(called.error).message,
          });
        }
        return;
      }
      const closing = stopped ? '' : sourcesSection(called.answer, turn.searchLog.results);
      writeBlock(`${turn.answerId}-sources`, closing);
      const answer = `${turn.preface}${called.answer}${closing}`;
      const citations = citationsOf(turn, answer);
      await keepCustomAnswer(services, turn, answer, citations);
      const { call } = called;
      const metadata: CustomAnswerMetadata = {
        session_id: turn.session.id,
        message_id: turn.answerId,
        tokens: {
          input: call.inputTokens,
          output: call.outputTokens,
          total: call.inputTokens + call.outputTokens,
        },
        cost_usd: call.costUsd ?? 0,
        cost_brl: call.costBrl ?? 0,
        provider: turn.choice.provider,
        model: turn.choice.modelId,
        offline: turn.choice.provider === 'offline',
        stopped,
        citations,
      };
      write({ type: 'finish', finishReason: 'stop', messageMetadata: metadata });
    },
    onError: (error) => {
      services.log.error({ err: error }, 'Falha no streaming da resposta do agente personalizado');
      return describeProviderError(error).message;
    },
  });
}

/** The display names of custom agents by their metering keys (`custom:<id>`), for the console. */
export async function customAgentNames(
  executor: Executor,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(keys.filter((key) => key.startsWith('custom:')).map((key) => key.slice(7)))];
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ id: customAgents.id, name: customAgents.name })
    .from(customAgents)
    .where(inArray(customAgents.id, ids));
  return new Map(rows.map((row) => [meteringKey(row), `${row.name} (personalizado)`]));
}
