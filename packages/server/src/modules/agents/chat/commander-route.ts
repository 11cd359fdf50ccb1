// One decision for a Commander message (issue 27): who pays is resolved once (the plan state the
// rest of the send uses), the router runs once, and the team's custom agents are in the same
// decision (issue 21): a new request that clearly matches a custom agent (its description and
// starter prompts, against the router's own pick) is answered by that agent, with the
// orchestration fields and confidence of any routed answer, and the conversation it starts goes
// on with that agent when the client sends its session_id back. A partner site's visitor (issue
// 25) is routed among the agents published to that site only. Otherwise the Commander's turn
// (turn.ts) takes the same plan state and the router's result, and runs neither again.
import { confidenceRangeLabel } from '@sppock/sdk';
import { and, eq } from 'drizzle-orm';
import { retryAfter } from '../../../contract/define.ts';
import type { components } from '../../../contract/generated.ts';
import type { PartnerVisitor, StreamedResult } from '../../../contract/types.ts';
import type { Services } from '../../../services.ts';
import { type CustomAgentRow, isFail, type TeamAccess, teamAccessOf } from '../../custom-agents/access.ts';
import { usableAgents } from '../../custom-agents/agents.ts';
import { answerCustomTurn, customAnswerParts, prepareCustomTurn } from '../../custom-agents/chat.ts';
import { CUSTOM_AGENT_MESSAGES as M } from '../../custom-agents/messages.ts';
import { agentsForVisitors } from '../../custom-agents/publications.ts';
import { routeToCustomAgent } from '../../custom-agents/routing.ts';
import { customAgentSessions } from '../../custom-agents/schema.ts';
import type { CarriedConversation } from '../../llm/memory.ts';
import { type PlanState, planState } from '../../payer/plan-state.ts';
import { type RoutingDecision, routeMessage } from '../../routing/index.ts';
import { COMMANDER } from '../catalog.ts';
import { findConversation } from '../conversations.ts';
import { providerFailureOf } from './answer.ts';
import { confidencePercent } from './orchestration.ts';
import { recordedAnswer } from './resumable.ts';
import { sessionMessages } from './sessions.ts';

type MessageResult = components['schemas']['MessageResult'];

export interface CommanderSend {
  userId: number;
  message: string;
  sessionId?: string | undefined;
  stream: boolean;
  /** A partner site's visitor writing in the owner's (`userId`) name. */
  partner?: PartnerVisitor | undefined;
  /** What an API client carried before the message (llm/memory.ts). */
  carried?: CarriedConversation | undefined;
}

/** A Commander send refused once a custom agent took it (limits, spacing, budget, provider, a server too busy to read its documents). */
interface Refused {
  status: 400 | 403 | 404 | 409 | 429 | 502 | 503 | 504;
  body: { success: false; error: string };
  headers?: Record<string, string>;
}

/** What a custom agent made of a Commander send: its answer, or why the send is refused. */
export type CustomAgentReply = { status: 200; body: MessageResult } | StreamedResult | Refused;

/** Whether the send opens a conversation: none named, or one that has no message yet. */
async function opensConversation(services: Services, send: CommanderSend): Promise<boolean> {
  if (!send.sessionId) {
    return true;
  }
  const conversation = await findConversation(services.db, send.userId, COMMANDER, send.sessionId);
  if (send.partner) {
    // The visitor's conversation is created by its first message, whichever engine answers it.
    return conversation === null;
  }
  return conversation !== null && (await sessionMessages(services.db, conversation)).length === 0;
}

/** The one decision for a Commander send: a custom agent answers it, or the Commander's turn does. */
export type CommanderRoute =
  | {
      kind: 'custom-agent';
      state: PlanState;
      access: TeamAccess;
      agent: CustomAgentRow;
      confidence: number;
      intent: string;
      /** The send goes on with the custom agent's conversation it names. */
      continued: boolean;
    }
  | {
      kind: 'commander';
      state: PlanState;
      /** The router's result for the message when it was read here, so the turn does not read it again. */
      routed?: RoutingDecision;
    };

/**
 * Decides who answers a Commander send (a plain message: no file, form or choice). Once a custom
 * agent takes the send, its refusals (limits, spacing, a visitor's site budget) are the send's:
 * the Commander does not try again.
 */
export async function routeCommanderSend(services: Services, send: CommanderSend): Promise<CommanderRoute> {
  const state = await planState(services, send.userId);
  const text = send.message.trim();
  if (!text) {
    return { kind: 'commander', state };
  }
  const access = await teamAccessOf(services, send.userId, state);
  if (isFail(access)) {
    return { kind: 'commander', state };
  }
  const { partner } = send;
  // A visitor reaches only what the owner published to their site; the owner's own agents never.
  const reachable = partner
    ? partner.siteId === null
      ? []
      : await agentsForVisitors(services, access, partner.siteId)
    : await usableAgents(services, access);
  let agentId = '';
  let confidence = 0;
  let intent = '';
  if (send.sessionId) {
    const [session] = await services.db
      .select()
      .from(customAgentSessions)
      .where(and(eq(customAgentSessions.id, send.sessionId), eq(customAgentSessions.userId, send.userId)));
    if (session) {
      agentId = session.agentId;
      confidence = 1;
      intent = '';
    }
  }
  const fresh = !agentId && (await opensConversation(services, send));
  let routed: RoutingDecision | undefined;
  if (!agentId) {
    if (!fresh) {
      return { kind: 'commander', state };
    }
    const custom = routeToCustomAgent(text, reachable);
    routed = routeMessage(text);
    if (!custom || (routed.agent !== COMMANDER && routed.confidence > custom.confidence)) {
      return { kind: 'commander', state, routed };
    }
    agentId = custom.agent.id;
    confidence = custom.confidence;
    intent = M.intent(custom.agent.name);
  }
  const agent = reachable.find((row) => row.id === agentId);
  if (!agent) {
    return { kind: 'commander', state, ...(routed ? { routed } : {}) };
  }
  return { kind: 'custom-agent', state, access, agent, confidence, intent, continued: !fresh };
}

/** The answer of the custom agent the decision picked, or why the send is refused. */
export async function answerByCustomAgent(
  services: Services,
  route: Extract<CommanderRoute, { kind: 'custom-agent' }>,
  send: CommanderSend,
  connectionGone: AbortSignal = new AbortController().signal,
): Promise<CustomAgentReply> {
  const { access, agent, confidence, continued, state, partner } = { ...route, partner: send.partner };
  const intent = continued ? `continuação da conversa com ${agent.name}` : route.intent;
  const percent = confidencePercent(confidence);
  const fields = {
    orchestrated: true,
    agent_used: COMMANDER,
    agent_name: agent.name,
    confidence: percent,
    confidenceRange: confidenceRangeLabel(percent) as MessageResult['confidenceRange'],
    intent_detected: intent,
    description: M.routed(agent.name),
  } satisfies Partial<MessageResult>;
  const text = send.message.trim();
  let answer: Awaited<ReturnType<typeof answerCustomTurn>>;
  try {
    const turn = await prepareCustomTurn(services, access, agent, {
      message: text,
      sessionId: continued ? send.sessionId : undefined,
      spacing: { subject: partner?.id ?? send.userId, agent: COMMANDER },
      partner,
      state,
      carried: continued ? undefined : send.carried,
    });
    if (isFail(turn)) {
      return turn;
    }
    if (send.stream) {
      // Recorded like the Commander's own answers: a reload or another tab follows it, Stop ends it.
      const stream = await recordedAnswer(
        services,
        { sessionId: turn.session.id, streamId: turn.answerId, fallbackStop: connectionGone },
        (stopSignal) =>
          customAnswerParts(services, turn, stopSignal, [{ type: 'data-orchestration', data: fields }]),
      );
      return { status: 200, stream };
    }
    answer = await answerCustomTurn(services, turn);
  } catch (error) {
    // The provider failed (metered already): the send fails as a Commander answer would.
    services.log.warn({ err: error }, 'Agente personalizado falhou');
    const failure = providerFailureOf(error);
    return {
      status: failure.status,
      body: { success: false, error: failure.error },
      ...(failure.retryAfterSeconds === undefined
        ? {}
        : { headers: retryAfter(failure.retryAfterSeconds * 1000) }),
    };
  }
  if (isFail(answer)) {
    return answer;
  }
  const tokens = {
    input: answer.call.inputTokens,
    output: answer.call.outputTokens,
    total: answer.call.inputTokens + answer.call.outputTokens,
  };
  return {
    status: 200,
    body: {
      success: true,
      action: 'send_message',
      message: answer.answer,
      content: answer.answer,
      session_id: answer.sessionId,
      message_id: answer.messageId,
      verbose_log: `Roteamento: agente personalizado; ${intent}; confiança ${percent}%; modelo ${answer.call.provider}/${answer.call.model}.`,
      ...fields,
      tokens,
      provider: answer.call.provider as MessageResult['provider'],
      model: answer.call.model,
      offline: answer.offline,
    },
  };
}
