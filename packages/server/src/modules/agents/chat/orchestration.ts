// The Commander's decision for one message (spec 2 §3 "Orchestration info", §5; issue 10
// "Routing"; issue 26 "a question back"): the local router first; when it is unsure, the
// session's current specialist keeps a follow-up, or a configured model is asked to classify
// (structured output over the nine labels), or the Commander asks the user one short question
// between the router's two likeliest agents (clarifications.ts). An agent outside the user's plan
// is never run: the Commander answers and names the plan that unlocks it (spec 1 §6).
import { confidenceRangeLabel } from '@sppock/sdk';
import { generateText, jsonSchema, Output } from 'ai';
import type { Services } from '../../../services.ts';
import { chooseModel, modelRouteFor } from '../../llm/choose-model.ts';
import { callModel } from '../../llm/gateway.ts';
import { PLAN_LABELS, type PlanType } from '../../payments/plans.ts';
import {
  ASK_BELOW_CONFIDENCE,
  clarification,
  LOW_CONFIDENCE_THRESHOLD,
  ROUTED_AGENTS,
  type RoutedAgent,
  type RoutingDecision,
  routeMessage,
} from '../../routing/index.ts';
import { type AgentType, agentName, COMMANDER, canAccess, requiredPlan } from '../catalog.ts';
import { looksLikeFollowUp } from '../registry/follow-up.ts';
import type { PlanState } from './limits.ts';

export interface Orchestration {
  /** The agent that answers (the Commander when the pick is unsure or outside the plan). */
  agent: AgentType;
  /** The agent the decision picked for the message (may differ from `agent`). */
  picked: AgentType;
  /** 0 to 1. */
  confidence: number;
  intent: string;
  /**
   * How the pick was made: `clarification` asks the user between two agents first; `choice` is
   * the agent the user tapped in answer.
   */
  source: 'router' | 'model' | 'follow-up' | 'commander' | 'clarification' | 'choice';
  /** For the Commander's answer: the specialist it would hand over to, and the plan that unlocks it. */
  suggestion?: { agent: AgentType; requiredPlan?: PlanType };
  /** A question back: the two agents to offer, likeliest first. */
  candidates?: [RoutedAgent, RoutedAgent];
}

/** The contract's orchestration fields (MessageResult and the stream's `data-orchestration`). */
export interface OrchestrationFields {
  orchestrated: boolean;
  agent_used: AgentType;
  agent_name: string;
  confidence: number | null;
  confidenceRange: '90% a 98%' | '80% a 89%' | '70% a 79%' | '60% a 69%' | null;
  intent_detected: string | null;
  description: string | null;
}

const CLASSIFY_SCHEMA = jsonSchema<{ agent: RoutedAgent; confidence: number }>({
  type: 'object',
  properties: {
    agent: { type: 'string', enum: [...ROUTED_AGENTS] },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
  },
  required: ['agent', 'confidence'],
  additionalProperties: false,
});

const CLASSIFY_SYSTEM = `Você classifica pedidos de usuários brasileiros para o agente certo da plataforma Sppock.
Agentes: chatsppock (conversa geral e explicações), brainstorm (ideias de negócio), content_generator (textos e posts), email_writer (e-mails), competition (análise de concorrentes), lead_finder (encontrar clientes potenciais), supplier_finder (encontrar fornecedores), funil_vendas (funil de vendas), meeting (preparar reuniões).
Responda com o agente e a sua confiança de 0 a 1.`;

export interface DecideInput {
  userId: number;
  sessionId: string;
  /** Whose plan pays (its type picks the model and the agents a suggestion may name). */
  payer: PlanState;
  text: string;
  /** The router's reading of `text`, when the Commander's decision already has it. */
  routed?: RoutingDecision;
  /** The specialist that answered the session's last turn, if any. */
  previousAgent: AgentType | null;
  /**
   * Whether an unsure pick may be asked back. False for a request about a file or a web page, or
   * in a conversation about a document: the material is the task, and the Commander answers (or
   * routes) as before.
   */
  mayAsk: boolean;
  abortSignal?: AbortSignal;
}

async function classifyWithModel(services: Services, input: DecideInput) {
  const choice = chooseModel(services.config, {
    plan: input.payer.plan,
    agent: COMMANDER,
    offline: () => {
      throw new Error('classificação sem provedor configurado');
    },
  });
  const classified = await callModel(
    services,
    {
      userId: input.userId,
      sessionId: input.sessionId,
      agent: COMMANDER,
      choice,
      payer: input.payer,
      prompt: [
        { role: 'system', content: CLASSIFY_SYSTEM },
        { role: 'user', content: input.text },
      ],
    },
    async (limited) => {
      const result = await generateText({
        model: limited.model,
        system: CLASSIFY_SYSTEM,
        prompt: input.text,
        output: Output.object({ schema: CLASSIFY_SCHEMA }),
        ...limited.callSettings,
        ...(input.abortSignal ? { abortSignal: input.abortSignal } : {}),
      });
      return { answer: result.text, usage: result.usage, outcome: 'ok', value: result.output };
    },
  );
  if (!classified.ok) {
    services.log.warn({ err: classified.error }, 'Classificação pelo modelo falhou; o Commander responde');
    return null;
  }
  const output = classified.value;
  return (ROUTED_AGENTS as readonly string[]).includes(output.agent) ? output : null;
}

function followUp(routed: RoutingDecision, previous: AgentType, plan: PlanType): Orchestration {
  const share = routed.scores.find((score) => score.agent === previous)?.probability ?? 0;
  return withPlan(
    {
      picked: previous,
      confidence: Math.max(share, routed.confidence),
      intent: `continuação da conversa com ${agentName(previous)}`,
      source: 'follow-up',
    },
    plan,
  );
}

function withPlan(
  decision: Omit<Orchestration, 'agent' | 'suggestion' | 'candidates'>,
  plan: PlanType,
): Orchestration {
  if (decision.picked === COMMANDER) {
    return { ...decision, agent: COMMANDER };
  }
  if (!canAccess(plan, decision.picked)) {
    return {
      ...decision,
      agent: COMMANDER,
      suggestion: { agent: decision.picked, requiredPlan: requiredPlan(decision.picked) },
    };
  }
  return { ...decision, agent: decision.picked };
}

/** Above this confidence a new request wins over a follow-up of the current specialist. */
const FOLLOW_UP_OVERRIDE = 0.8;

/**
 * Decides who answers a message sent to the Commander: the router when it is sure; else a
 * follow-up stays with the session's specialist, a configured model may classify, and the user
 * is asked between the router's two likeliest agents.
 */
export async function decide(services: Services, input: DecideInput): Promise<Orchestration> {
  const routed = input.routed ?? routeMessage(input.text);
  const previous = input.previousAgent && input.previousAgent !== COMMANDER ? input.previousAgent : null;
  if (previous && looksLikeFollowUp(input.text) && routed.confidence < FOLLOW_UP_OVERRIDE) {
    return followUp(routed, previous, input.payer.plan);
  }
  const unsure = clarification(routed);
  if (!unsure.ask) {
    return withPlan(
      { picked: routed.agent, confidence: routed.confidence, intent: routed.intent, source: 'router' },
      input.payer.plan,
    );
  }
  // An unclear message in a conversation with a specialist stays with that specialist.
  if (previous && routed.confidence < LOW_CONFIDENCE_THRESHOLD) {
    return followUp(routed, previous, input.payer.plan);
  }
  if (modelRouteFor(services.config, { plan: input.payer.plan, agent: COMMANDER }).provider !== 'offline') {
    const classified = await classifyWithModel(services, input);
    // The model's pick is taken on the same bar as the router's: sure enough not to ask.
    if (classified && classified.confidence >= ASK_BELOW_CONFIDENCE) {
      return withPlan(
        {
          picked: classified.agent,
          confidence: classified.confidence,
          intent: `${routed.intent}; classificado pelo modelo`,
          source: 'model',
        },
        input.payer.plan,
      );
    }
  }
  // A short follow-up of any answer (the Commander's too) leans on the conversation: not asked.
  const followsUp = input.previousAgent !== null && looksLikeFollowUp(input.text);
  if (input.mayAsk && !followsUp) {
    return {
      agent: COMMANDER,
      picked: COMMANDER,
      confidence: routed.confidence,
      intent: routed.intent,
      source: 'clarification',
      candidates: unsure.candidates,
    };
  }
  if (routed.confidence >= LOW_CONFIDENCE_THRESHOLD) {
    return withPlan(
      { picked: routed.agent, confidence: routed.confidence, intent: routed.intent, source: 'router' },
      input.payer.plan,
    );
  }
  const decision: Orchestration = {
    agent: COMMANDER,
    picked: COMMANDER,
    confidence: routed.confidence,
    intent: routed.intent,
    source: 'commander',
  };
  if (routed.agent !== COMMANDER) {
    decision.suggestion = canAccess(input.payer.plan, routed.agent)
      ? { agent: routed.agent }
      : { agent: routed.agent, requiredPlan: requiredPlan(routed.agent) };
  }
  return decision;
}

/**
 * The user's answer to a question back: the chosen agent answers the original request, within
 * the plan's rules (an agent outside it makes the Commander answer and name the plan). The user
 * said which agent they want, so the routing is certain.
 */
export function chosenRoute(agent: RoutedAgent, label: string, plan: PlanType): Orchestration {
  return withPlan(
    { picked: agent, confidence: 1, intent: `escolha do usuário: ${label}`, source: 'choice' },
    plan,
  );
}

function describeDecision(decision: Orchestration): string {
  if (decision.source === 'clarification') {
    return 'O Sppock Commander quer confirmar o que você precisa antes de encaminhar.';
  }
  const locked = decision.suggestion?.requiredPlan;
  if (decision.agent === COMMANDER && decision.suggestion && locked && decision.picked !== COMMANDER) {
    return `O ${agentName(decision.picked)} está disponível a partir do plano ${PLAN_LABELS[locked]}; o Sppock Commander vai responder e explicar.`;
  }
  if (decision.agent === COMMANDER) {
    return 'O Sppock Commander vai responder diretamente.';
  }
  return `O ${agentName(decision.agent)} vai cuidar do seu pedido.`;
}

/**
 * The confidence shown to people, in percent: never 100, since no routing is certain; 98 is the
 * top of the highest band ('90% a 98%', spec 2 §5), so the percent and its band always agree.
 */
export function confidencePercent(confidence: number): number {
  return Math.min(MAX_SHOWN_CONFIDENCE, Math.round(confidence * 100));
}
const MAX_SHOWN_CONFIDENCE = 98;

/** The fields every Commander answer carries. */
export function orchestrationFields(decision: Orchestration): OrchestrationFields {
  const percent = confidencePercent(decision.confidence);
  return {
    orchestrated: true,
    agent_used: decision.agent,
    agent_name: agentName(decision.agent),
    confidence: percent,
    confidenceRange: confidenceRangeLabel(percent) as OrchestrationFields['confidenceRange'],
    intent_detected: decision.intent,
    description: describeDecision(decision),
  };
}

/** A specialised agent called directly: no orchestration. */
export function directFields(agent: AgentType): OrchestrationFields {
  return {
    orchestrated: false,
    agent_used: agent,
    agent_name: agentName(agent),
    confidence: null,
    confidenceRange: null,
    intent_detected: null,
    description: null,
  };
}

/** For the Commander's own answer: the system-prompt note about the specialist it would use. */
export function suggestionBlock(decision: Orchestration): string | null {
  const suggestion = decision.suggestion;
  if (decision.agent !== COMMANDER || !suggestion) {
    return null;
  }
  const name = agentName(suggestion.agent);
  return suggestion.requiredPlan
    ? `## Agente fora do plano\nO pedido é do agente ${name}, liberado no plano ${PLAN_LABELS[suggestion.requiredPlan]}, que o plano atual do usuário não inclui. Ajude no que puder e diga claramente que o ${name} está disponível a partir do plano ${PLAN_LABELS[suggestion.requiredPlan]}.`
    : `## Agente sugerido\nSe o pedido ficar mais claro, o agente ${name} pode ajudar; diga isso ao usuário.`;
}
