// The Commander routes to a team's custom agents (issue 21). A new Commander request that clearly
// matches a custom agent (its description and starter prompts, against the router's own pick) is
// answered by that agent, with the orchestration fields and confidence of any routed answer; the
// conversation it starts goes on with that agent when the client sends its session_id back.
import { confidenceRangeLabel } from '@sppock/sdk';
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { StreamedResult } from '../../contract/types.ts';
import type { Services } from '../../services.ts';
import { COMMANDER } from '../agents/catalog.ts';
import { confidencePercent } from '../agents/chat/orchestration.ts';
import { sessionMessages } from '../agents/chat/sessions.ts';
import { findConversation } from '../agents/conversations.ts';
import { routeMessage } from '../routing/index.ts';
import { isFail, teamAccess, usableAgent } from './access.ts';
import { usableAgents } from './agents.ts';
import { chatWithCustomAgent } from './chat.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { routeToCustomAgent } from './routing.ts';
import { customAgentSessions } from './schema.ts';

type MessageResult = components['schemas']['MessageResult'];

export interface CommanderSend {
  userId: number;
  message: string;
  sessionId?: string | undefined;
  stream: boolean;
}

/** The answer of a custom agent to a Commander send, or null when no custom agent takes it. */
export async function answerByCustomAgent(
  services: Services,
  send: CommanderSend,
): Promise<{ status: 200; body: MessageResult } | StreamedResult | null> {
  const text = send.message.trim();
  if (!text) {
    return null;
  }
  const access = await teamAccess(services, send.userId);
  if (isFail(access)) {
    return null;
  }
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
  // A new conversation: none yet, or a Commander session just created and still empty.
  const fresh =
    !send.sessionId ||
    (!agentId &&
      (await findConversation(services.db, send.userId, COMMANDER, send.sessionId)) !== null &&
      (await sessionMessages(services.db, send.sessionId)).length === 0);
  if (!agentId) {
    if (!fresh) {
      return null;
    }
    const custom = routeToCustomAgent(text, await usableAgents(services, access));
    const builtIn = routeMessage(text);
    if (!custom || (builtIn.agent !== COMMANDER && builtIn.confidence > custom.confidence)) {
      return null;
    }
    agentId = custom.agent.id;
    confidence = custom.confidence;
    intent = M.intent(custom.agent.name);
  }
  const agent = await usableAgent(services, access, agentId);
  if (isFail(agent)) {
    return null;
  }
  const continued = !fresh;
  let answer: Awaited<ReturnType<typeof chatWithCustomAgent>>;
  try {
    answer = await chatWithCustomAgent(services, access, agent, {
      message: text,
      sessionId: continued ? send.sessionId : undefined,
    });
  } catch (error) {
    // The provider failed (metered already): the Commander's own path answers instead.
    services.log.warn({ err: error }, 'Agente personalizado falhou; o Commander responde');
    return null;
  }
  if (isFail(answer)) {
    // Limits and the like: the Commander's own path refuses the send the same way.
    return null;
  }
  if (continued) {
    intent = `continuação da conversa com ${agent.name}`;
  }
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
  const tokens = {
    input: answer.call.inputTokens,
    output: answer.call.outputTokens,
    total: answer.call.inputTokens + answer.call.outputTokens,
  };
  const provider = answer.call.provider as MessageResult['provider'];
  if (!send.stream) {
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
        provider,
        model: answer.call.model,
        offline: answer.offline,
      },
    };
  }
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      writer.write({ type: 'start', messageId: answer.messageId });
      writer.write({ type: 'data-orchestration', data: fields });
      writer.write({ type: 'text-start', id: answer.messageId });
      writer.write({ type: 'text-delta', id: answer.messageId, delta: answer.answer });
      writer.write({ type: 'text-end', id: answer.messageId });
      writer.write({
        type: 'finish',
        finishReason: 'stop',
        messageMetadata: {
          session_id: answer.sessionId,
          message_id: answer.messageId,
          tokens,
          cost_usd: answer.call.costUsd ?? 0,
          cost_brl: answer.call.costBrl ?? 0,
          provider,
          model: answer.call.model,
          offline: answer.offline,
          stopped: false,
        },
      });
    },
  });
  return { status: 200, stream: createUIMessageStreamResponse({ stream }) };
}
