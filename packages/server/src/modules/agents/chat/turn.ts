// Everything an answer needs before the model is called (issue 10 "Sessions and messages"; issue
// 20 "Memory"): the checks in the order a caller meets them (plan access, form, session, limits,
// spacing), the stored user message, the Commander's decision, the memory and the profile, and
// the model chosen for the answering agent.
import { randomUUID } from 'node:crypto';
import type { ModelMessage, ToolSet, UserContent } from 'ai';
import type { AuthUser, PartnerVisitor } from '../../../contract/types.ts';
import { BUSY_RETRY_AFTER_MS } from '../../../infra/work-slots.ts';
import type { Services } from '../../../services.ts';
import { findUserById } from '../../accounts/users.ts';
import { branchTo, MAX_MESSAGE_VERSIONS, versionsUnder } from '../../conversations/branches.ts';
import { extractionQueueFull, FILES_MESSAGES, IMAGE_KINDS, type SpooledUpload } from '../../files/index.ts';
import { chooseModel, type ModelChoice, modelRouteFor, supportsVision } from '../../llm/choose-model.ts';
import {
  type CarriedConversation,
  carriedInstructionsBlock,
  sessionMemory,
  summaryBlock,
} from '../../llm/memory.ts';
import { createOfflineModel, OFFLINE_MODEL_ID } from '../../llm/offline-model.ts';
import type { CountableMessage } from '../../llm/tokens.ts';
import {
  memoryPromptBlock,
  proposeFromMessage,
  recallAnswerOf,
  rememberedBusiness,
  rememberedFacts,
  rememberFromMessage,
} from '../../memory/chat.ts';
import type { RoutingDecision } from '../../routing/index.ts';
import { isRoutedAgent, type RoutedAgent } from '../../routing/labels.ts';
import type { SearchLocation, SearchLog } from '../../search/index.ts';
import { pageRequest } from '../../web/index.ts';
import { type AgentType, COMMANDER } from '../catalog.ts';
import { COMPANY_AGENTS, companyFactsOf, companyFactsPromptBlock } from '../companies/facts.ts';
import { appendUserMessage, type ChatSessionRow, startConversation } from '../conversations.ts';
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
import { findCommanderAnswer, keepRoutingExample } from '../routing-examples.ts';
import {
  type ChatClarification,
  claimQuestion,
  clarificationOf,
  findQuestion,
  type OpenQuestion,
} from './clarifications.ts';
import {
  type FileAttachment,
  type GroundingOptions,
  groundTurn,
  locationOf,
  type OfflinePlan,
  offlineAnswerOf,
} from './grounding.ts';
import {
  agentRefusal,
  limitRefusal,
  type PlanState,
  planState,
  spacingWait,
  startWithinConversationLimit,
} from './limits.ts';
import { DEFAULT_SESSION_TITLE, CHAT_MESSAGES as M } from './messages.ts';
import {
  chosenRoute,
  confidencePercent,
  decide,
  directFields,
  type Orchestration,
  type OrchestrationFields,
  orchestrationFields,
  suggestionBlock,
} from './orchestration.ts';
import { conversationWithTree, type StoredMessage, titleSessionFromMessage } from './sessions.ts';

export interface SendRequest {
  userId: number;
  /** The agent of the path (`chatsppock` for the Commander). */
  agent: AgentType;
  sessionId?: string | undefined;
  message: string;
  /** `extras.form` of a form agent: the form's values, validated by the registry. */
  form?: unknown;
  /** A file sent with the message, spooled; stored once every check has passed. */
  upload?: SpooledUpload | null;
  /** `location` as sent (spec 2 §7); absent, Brasil / America/Sao_Paulo. */
  location?: unknown;
  /**
   * A partner site's visitor writing in the owner's (`userId`) name: their spacing is their own,
   * their conversation is created with the id reserved for them, each message is counted in the
   * site's budget, and the owner's profile stays out of the prompt.
   */
  partner?: PartnerVisitor | undefined;
  /**
   * The signed-in caller when the send comes from one (the chat's endpoint): the profile the
   * prompt uses is their user row as authentication read it (kept per node, dropped on every
   * node when the row changes: accounts/session-cache.ts), not read again.
   */
  caller?: AuthUser | undefined;
  /**
   * The answer to a question back of the Commander (`choice`): the question's message id and
   * the agent tapped. The original request is answered; `message` (the button's label) is not.
   */
  choice?: { questionId: string; agent: AgentType } | undefined;
  /** 'Perguntar a outro agente' (`instead_of`): the Commander answer this send asks again elsewhere. */
  insteadOf?: string | undefined;
  /** An edit (`edit_of`, issue 29): the user message this one is a new version of. */
  editOf?: string | undefined;
  /** An answer generated again (`regenerate_of`, issue 29): the answer this one is a new version of. */
  regenerateOf?: string | undefined;
  /**
   * What the Commander's decision (commander-route.ts) already resolved for this send: who pays
   * (the plan state) and the router's reading of the message, so neither is resolved again.
   */
  decided?: { state: PlanState; routed?: RoutingDecision } | undefined;
  /**
   * What an API client (issue 30: `/v1/chat/completions` sends the whole conversation each time)
   * carried before the message, for a new conversation: its system messages as extra
   * instructions and its earlier turns as the history the answer sees. Not stored: the
   * conversation holds the message and its answer.
   */
  carried?: CarriedConversation | undefined;
}

export interface EngineOptions extends GroundingOptions {
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
  /** The message the answer follows in the session's tree (the user's, or the question back chosen in). */
  parentId: string;
  verboseLog: string | null;
  /** Written before the model's text (the page analysed, a statement about search). */
  preface: string;
  /** Tools of the model call (web search). */
  tools?: ToolSet;
  /** What the search tool found during the answer, cited at its end. */
  searchLog?: SearchLog;
  /** The file sent with the message. */
  file?: FileAttachment;
  /** What a job needs to rebuild the model call elsewhere (long runs; see long-runs.ts). */
  restore: TurnRestore;
  /** The answer is a question back: the question and its two choices, stored with the answer. */
  clarification?: { asked: ChatClarification; requestId: string; candidates: [RoutedAgent, RoutedAgent] };
  /** The turn answers a question back the user chose in: reopened if the answer fails. */
  answersQuestion?: string;
}

/** The parts of a turn that are not plain data, as data: how the answer is produced. */
export interface TurnRestore {
  /** A fixed answer (a file that could not be read, a refused page). */
  fixed?: string;
  /** The offline provider's answer when the route is offline. */
  offline: OfflinePlan;
  /** Web search as a tool of the model call, from this location. */
  search?: { location: SearchLocation };
}

export type Refusal =
  | { status: 400 | 403 | 404 | 409; error: string }
  | { status: 429 | 503; error: string; retryAfterMs: number };

/** The offline model answering a fixed text (a file that could not be read, a refused page). */
export function fixedChoice(services: Services, text: string, chunkDelayMs: number | undefined): ModelChoice {
  return {
    provider: 'offline',
    modelId: OFFLINE_MODEL_ID,
    model: createOfflineModel({
      respond: () => text,
      ...(chunkDelayMs === undefined ? {} : { chunkDelayMs }),
    }),
    supportsVision: false,
    callSettings: { timeout: services.config.llm.timeoutMs, maxRetries: services.config.llm.maxRetries },
  };
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
    clarification: 'pergunta de volta',
    choice: 'escolha do usuário',
  }[orchestration.source];
  return `Roteamento: ${how}; ${orchestration.intent}; agente ${orchestration.agent}; confiança ${percent}%; modelo ${choice.provider}/${choice.modelId}.`;
}

/** A choice's question, open, and the agent tapped (one of the two offered); else the refusal. */
async function openQuestion(
  executor: Services['db'],
  session: ChatSessionRow,
  choice: NonNullable<SendRequest['choice']>,
): Promise<{ open: OpenQuestion; agent: RoutedAgent; label: string } | Refusal> {
  const found = await findQuestion(executor, session.id, choice.questionId);
  switch (found.kind) {
    case 'missing':
      return { status: 404, error: M.questionNotFound };
    case 'closed':
      return { status: 409, error: M.questionClosed };
    case 'open': {
      const offered = clarificationOf(found.question.candidates).choices.find(
        (option) => option.agent === choice.agent,
      );
      if (!offered) {
        return { status: 400, error: M.choiceNotOffered };
      }
      return { open: found.question, agent: offered.agent as RoutedAgent, label: offered.label };
    }
    default:
      return found satisfies never;
  }
}

/**
 * The Commander's question back as a turn: a fixed answer from the offline model (no model call,
 * whatever the provider), its prompt only the request, so it is metered as the cheap turn it is.
 */
function questionTurn(
  services: Services,
  input: {
    session: ChatSessionRow;
    state: PlanState;
    userText: string;
    userMessageId: string;
    orchestration: Orchestration;
    candidates: [RoutedAgent, RoutedAgent];
    offlineChunkDelayMs: number | undefined;
  },
): Turn {
  const asked = clarificationOf(input.candidates);
  const choice = fixedChoice(services, asked.question, input.offlineChunkDelayMs);
  return {
    session: input.session,
    state: input.state,
    userText: input.userText,
    fields: orchestrationFields(input.orchestration),
    orchestration: input.orchestration,
    agent: COMMANDER,
    choice,
    system: '',
    messages: [{ role: 'user', content: input.userText }],
    prompt: [{ role: 'user', content: input.userText }],
    answerId: randomUUID(),
    parentId: input.userMessageId,
    verboseLog: verboseLogOf(input.orchestration, choice),
    preface: '',
    restore: { fixed: asked.question, offline: { kind: 'text', text: asked.question } },
    clarification: { asked, requestId: input.userMessageId, candidates: input.candidates },
  };
}

/** Where a send goes in the conversation's tree, and the history its answer sees. */
interface SendPlace {
  /** The new user message's parent (null: a first message). */
  parentId: string | null;
  /** The messages before it, on its branch. */
  history: StoredMessage[];
  /** An answer generated again: the stored user message it answers (no new message is stored). */
  regenerates?: StoredMessage;
}

/**
 * A plain send follows the branch shown; an edit becomes a sibling of the edited message and sees
 * the history before it; an answer generated again becomes a sibling of the earlier answer and
 * answers the stored question. Ids of another session (another person's included) are 404.
 */
function placeOfSend(
  tree: StoredMessage[],
  session: ChatSessionRow | null,
  request: SendRequest,
): SendPlace | Refusal {
  const before = (parentId: string | null) => (parentId === null ? [] : branchTo(tree, parentId));
  const full = (parentId: string | null): Refusal | null =>
    versionsUnder(tree, parentId) >= MAX_MESSAGE_VERSIONS
      ? { status: 409, error: M.tooManyVersions(MAX_MESSAGE_VERSIONS) }
      : null;
  if (request.editOf) {
    const edited = tree.find((message) => message.id === request.editOf);
    if (!edited) {
      return { status: 404, error: M.messageNotFound };
    }
    if (edited.role !== 'user') {
      return { status: 400, error: M.editOnlyUserMessage };
    }
    return full(edited.parentId) ?? { parentId: edited.parentId, history: before(edited.parentId) };
  }
  if (request.regenerateOf) {
    const answer = tree.find((message) => message.id === request.regenerateOf);
    if (!answer) {
      return { status: 404, error: M.messageNotFound };
    }
    if (answer.role !== 'assistant') {
      return { status: 400, error: M.regenerateOnlyAnswer };
    }
    const asked = tree.find((message) => message.id === answer.parentId);
    if (asked?.role !== 'user') {
      return { status: 400, error: M.regenerateNotHere };
    }
    return (
      full(asked.id) ?? { parentId: asked.parentId, history: before(asked.parentId), regenerates: asked }
    );
  }
  const history = session ? branchTo(tree, session.leafMessageId) : [];
  return { parentId: history.at(-1)?.id ?? null, history };
}

/**
 * A message that only asks to remember something (issue 29), or asks offline what is remembered:
 * the confirmation (or the facts) as a fixed answer from the offline model (no model call), metered
 * as the cheap turn it is.
 */
function rememberedTurn(
  services: Services,
  input: {
    session: ChatSessionRow;
    state: PlanState;
    agent: AgentType;
    userText: string;
    reply: string;
    /** The message the answer follows in the session's tree. */
    parentId: string;
    offlineChunkDelayMs: number | undefined;
  },
): Turn {
  const { reply } = input;
  return {
    session: input.session,
    state: input.state,
    userText: input.userText,
    fields: directFields(input.agent),
    orchestration: null,
    agent: input.agent,
    choice: fixedChoice(services, reply, input.offlineChunkDelayMs),
    system: '',
    messages: [{ role: 'user', content: input.userText }],
    prompt: [{ role: 'user', content: input.userText }],
    answerId: randomUUID(),
    parentId: input.parentId,
    verboseLog: null,
    preface: '',
    restore: { fixed: reply, offline: { kind: 'text', text: reply } },
  };
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
  const state = request.decided?.state ?? (await planState(services, request.userId));
  const notInPlan = agentRefusal(state.plan, request.agent);
  if (notInPlan) {
    return { status: 403, error: notInPlan };
  }
  const built = await formMessage(request);
  if (isRefusal(built)) {
    return built;
  }
  if (!built.text) {
    return { status: 400, error: M.emptyMessage };
  }
  const { partner } = request;
  if (request.choice && (request.agent !== COMMANDER || !request.sessionId)) {
    return { status: 400, error: request.agent !== COMMANDER ? M.choiceOnlyCommander : M.choiceNeedsSession };
  }
  if ((request.editOf || request.regenerateOf) && !request.sessionId) {
    return { status: 400, error: M.branchNeedsSession };
  }
  if (request.editOf && (request.regenerateOf || request.choice)) {
    return { status: 400, error: M.editOrRegenerate };
  }
  if (request.regenerateOf && request.choice) {
    return { status: 400, error: M.editOrRegenerate };
  }
  let session: ChatSessionRow | null = null;
  // Every message of the conversation, every branch, read with it: the branch the answer sees;
  // and the user's remembered facts, which a visitor of a partner site does not use.
  let tree: StoredMessage[] = [];
  let factsRead: string[] | null = null;
  if (request.sessionId) {
    const found = await conversationWithTree(db, request.userId, request.agent, request.sessionId, {
      facts: !partner,
    });
    session = found?.session ?? null;
    tree = found?.tree ?? [];
    factsRead = found?.facts ?? null;
    // A visitor's reserved conversation does not exist before their first message.
    if (!session && (request.sessionId !== partner?.sessionId || request.choice)) {
      return { status: 404, error: M.sessionNotFound };
    }
  }
  const question = session && request.choice ? await openQuestion(db, session, request.choice) : null;
  if (isRefusal(question)) {
    return question;
  }
  const place = placeOfSend(tree, session, request);
  if (isRefusal(place)) {
    return place;
  }
  // A visitor reaches only the answers of their own conversation.
  const rejected = request.insteadOf
    ? await findCommanderAnswer(db, request.userId, request.insteadOf, partner?.sessionId)
    : null;
  if (request.insteadOf && !rejected) {
    return { status: 404, error: M.messageNotFound };
  }
  const refusal = await limitRefusal(services, request.userId, state, { newConversation: !session });
  if (refusal) {
    return { status: 403, error: partner ? partner.quotaRefusal : refusal };
  }
  // A document that could not be read now: refused before the spacing counts the send or anything
  // is stored, so sending it again later is all the user has to do.
  if (request.upload && !IMAGE_KINDS.has(request.upload.kind) && extractionQueueFull()) {
    return { status: 503, error: FILES_MESSAGES.busy, retryAfterMs: BUSY_RETRY_AFTER_MS };
  }
  const wait = await spacingWait(services, partner?.id ?? request.userId, request.agent);
  if (wait !== null) {
    return { status: 429, error: M.spacing, retryAfterMs: wait };
  }
  const overBudget = partner ? await partner.admitMessage() : null;
  if (overBudget) {
    return { status: 403, error: overBudget };
  }
  const now = services.clock.now();
  if (!session) {
    const started = await startWithinConversationLimit(services, state, (tx) =>
      startConversation(tx, {
        userId: request.userId,
        agent: request.agent,
        title: partner?.title ?? DEFAULT_SESSION_TITLE,
        at: now,
        ...(partner ? { id: partner.sessionId } : {}),
      }),
    );
    if ('refusal' in started) {
      return { status: 403, error: partner ? partner.quotaRefusal : started.refusal };
    }
    session = started.started;
  }
  let history = place.history.filter((message) => message.content.trim() !== '');
  let userMessageId: string;
  if (place.regenerates) {
    userMessageId = place.regenerates.id;
  } else if (question) {
    const { open, agent: chosen } = question;
    // Two taps at once: one answers, the other is told the question is answered.
    if (!(await claimQuestion(db, open, { userId: request.userId, agent: chosen, at: now }))) {
      return { status: 409, error: M.questionClosed };
    }
    // The answer follows the request as if the question had not been asked.
    history = history.filter((message) => message.id !== open.messageId && message.id !== open.requestId);
    userMessageId = open.requestId;
  } else {
    userMessageId = await appendUserMessage(db, session, built.text, now, place.parentId);
    session = await titleSessionFromMessage(db, session, built.text);
  }
  const userText = place.regenerates
    ? place.regenerates.content
    : question
      ? question.open.requestText
      : built.text;
  // The answer to a choice follows the question chosen in, as the conversation shows it.
  const answerParent = question ? question.open.messageId : userMessageId;
  const configuredDelay = services.config.llm.offlineStreamDelayMs;
  const offlineChunkDelayMs =
    options.offlineChunkDelayMs ?? (configuredDelay > 0 ? configuredDelay : undefined);
  // The memory is the signed-in user's own: a partner site's visitor writes in the owner's name
  // and neither saves to nor reads from the owner's memory.
  const remembered =
    partner || question || place.regenerates
      ? null
      : await rememberFromMessage(services, request.userId, userText);
  if (remembered && remembered.rest === '') {
    return rememberedTurn(services, {
      session,
      state,
      agent: request.agent,
      userText,
      reply: remembered.reply,
      parentId: answerParent,
      offlineChunkDelayMs,
    });
  }
  if (!partner && !question && !place.regenerates && !remembered) {
    await proposeFromMessage(services, request.userId, userText);
  }
  // Read with the conversation unless this message remembered something (or there was none yet).
  const facts = partner
    ? []
    : remembered === null && factsRead !== null
      ? factsRead
      : await rememberedFacts(db, request.userId);
  // Offline, the Commander answers "você lembra…?" from the facts themselves (a model reads them
  // in its prompt); the router would otherwise hand the question to a specialist's template.
  const recall =
    request.agent === COMMANDER &&
    !question &&
    modelRouteFor(services.config, { plan: state.plan, agent: COMMANDER }).provider === 'offline'
      ? recallAnswerOf(facts, userText)
      : null;
  if (recall) {
    return rememberedTurn(services, {
      session,
      state,
      agent: COMMANDER,
      userText,
      reply: recall,
      parentId: answerParent,
      offlineChunkDelayMs,
    });
  }
  if (rejected && isRoutedAgent(request.agent)) {
    await keepRoutingExample(db, {
      userId: request.userId,
      messageId: rejected.messageId,
      text: rejected.requestText,
      label: request.agent,
      routedAgent: rejected.agent,
      confidence: rejected.confidence,
      source: 'ask_another_agent',
      at: now,
    });
  }

  const lastAnswer = history.findLast((message) => message.role === 'assistant');
  const orchestration = question
    ? chosenRoute(question.agent, question.label, state.plan)
    : request.agent === COMMANDER
      ? await decide(services, {
          userId: request.userId,
          sessionId: session.id,
          payer: state,
          text: userText,
          ...(request.decided?.routed ? { routed: request.decided.routed } : {}),
          previousAgent: (lastAnswer?.agentUsed as AgentType | null | undefined) ?? null,
          mayAsk:
            !request.upload &&
            pageRequest(userText) === null &&
            !history.some((message) => message.file !== undefined),
          ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
        })
      : null;
  if (orchestration?.candidates) {
    return questionTurn(services, {
      session,
      state,
      userText,
      userMessageId,
      orchestration,
      candidates: orchestration.candidates,
      offlineChunkDelayMs,
    });
  }
  const agent = orchestration?.agent ?? request.agent;
  // A visitor writes in the owner's name but is not the owner: the owner's profile is not theirs.
  const user = partner
    ? undefined
    : request.caller?.id === request.userId && !request.caller.partnerVisitor
      ? await services.tokens.currentUser(request.caller)
      : await findUserById(db, request.userId);
  const profile: AgentProfile | undefined = user ? agentProfileOf(user) : undefined;
  // The offline templates name the business the user told the memory about when the profile does not.
  const business = profile?.company ? undefined : rememberedBusiness(facts);
  const offlineProfile: AgentProfile | undefined = business ? { ...profile, company: business } : profile;
  // A new conversation an API client carried (issue 30): its turns come before the stored ones.
  const carried = place.history.length === 0 ? request.carried : undefined;
  const memory = sessionMemory([
    ...(carried?.turns ?? []),
    ...history.map(({ role, content }) => ({ role, content })),
  ]);
  const offlineHistory = memory.summary
    ? [
        { role: 'assistant' as const, content: `Resumo do início da conversa:\n${memory.summary}` },
        ...memory.turns,
      ]
    : memory.turns;
  // The lead and supplier agents validate the CNPJs a request names and, with a lookup
  // configured, read the companies' public records (issue 31 §4), for the model and offline alike.
  const companies = COMPANY_AGENTS.includes(agent)
    ? await companyFactsOf(userText, { baseUrl: services.config.companyLookupUrl })
    : null;
  const agentOffline = () =>
    offlineAnswer(agent, {
      message: userText,
      ...(built.form ? { form: built.form } : {}),
      ...(offlineProfile ? { profile: offlineProfile } : {}),
      ...(companies ? { companies } : {}),
      history: offlineHistory,
      ...(orchestration?.suggestion ? { suggestion: orchestration.suggestion } : {}),
    });
  const route = modelRouteFor(services.config, { plan: state.plan, agent });
  const grounding = await groundTurn(
    services,
    {
      upload: request.upload ?? null,
      session,
      userMessageId,
      userText: userText,
      agent,
      state,
      vision: supportsVision(route.provider, route.model),
      offline: route.provider === 'offline',
      location: locationOf(request.location),
      agentOffline,
      sessionHasFiles: tree.some((message) => message.file !== undefined),
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    },
    options,
  );
  const system = [
    systemPromptFor(agent, profile, grounding.search ? { search: grounding.search } : {}),
    memoryPromptBlock(facts),
    carriedInstructionsBlock(carried?.instructions ?? null),
    companyFactsPromptBlock(companies),
    summaryBlock(memory.summary),
    orchestration ? suggestionBlock(orchestration) : null,
    ...grounding.systemBlocks,
  ]
    .filter((block): block is string => Boolean(block))
    .join('\n\n');
  const offlinePlan = grounding.offline;
  const choice =
    grounding.fixed !== undefined
      ? fixedChoice(services, grounding.fixed, offlineChunkDelayMs)
      : chooseModel(services.config, {
          plan: state.plan,
          agent,
          offline: offlinePlan
            ? () => offlineAnswerOf(services, offlinePlan, options.abortSignal)
            : agentOffline,
          ...(offlineChunkDelayMs === undefined ? {} : { offlineChunkDelayMs }),
        });
  const userContent: UserContent =
    grounding.userParts.length > 0 ? [{ type: 'text', text: userText }, ...grounding.userParts] : userText;
  const messages: ModelMessage[] = [
    ...memory.turns.map((turn) => ({ role: turn.role, content: turn.content }) as ModelMessage),
    { role: 'user', content: userContent },
  ];
  const fixed = grounding.fixed !== undefined;
  const location = locationOf(request.location);
  const withTools = Boolean(grounding.tools) && !fixed && choice.provider !== 'offline';
  return {
    session,
    state,
    userText: userText,
    fields: orchestration ? orchestrationFields(orchestration) : directFields(request.agent),
    orchestration,
    agent,
    choice,
    system,
    messages,
    prompt: [
      { role: 'system', content: system },
      ...messages.map((m) => ({
        role: m.role,
        content: typeof m.content === 'string' ? m.content : userText,
      })),
    ],
    answerId: randomUUID(),
    parentId: answerParent,
    verboseLog: verboseLogOf(orchestration, choice),
    ...(question ? { answersQuestion: question.open.messageId } : {}),
    preface: fixed
      ? ''
      : `${remembered ? `> ${remembered.reply.split('\n')[0]}\n\n` : ''}${grounding.preface ?? ''}`,
    ...(withTools ? { tools: grounding.tools } : {}),
    ...(grounding.searchLog ? { searchLog: grounding.searchLog } : {}),
    ...(grounding.file ? { file: grounding.file } : {}),
    restore: {
      ...(fixed ? { fixed: grounding.fixed } : {}),
      offline: offlinePlan ?? { kind: 'text', text: route.provider === 'offline' ? agentOffline() : '' },
      ...(withTools ? { search: { location } } : {}),
    },
  };
}

export function isTurn(value: Turn | Refusal): value is Turn {
  return 'session' in value;
}
