// The Commander's routing (issue 10 "Routing"; spec 2 §5): which agent should answer a message,
// how sure the router is, and why; and (issue 26) whether to ask the user first, between which two
// agents (clarification.ts). Local, deterministic and offline: a linear model over word and
// character n-grams (features.ts, model.ts), trained by scripts/build-routing-model.ts from
// data/train.tsv and loaded once, when this module is first imported.
import fs from 'node:fs';
import { type ConfidenceBand, confidenceBand as sdkConfidenceBand } from '@sppock/sdk';
import { routingDataPath } from './dataset.ts';
import { EXPLAIN_INTENT, INTENT_BY_AGENT, type RoutedAgent } from './labels.ts';
import { type LoadedModel, loadModel, predict, type RoutingModelFile } from './model.ts';
import { foldAccents } from './text.ts';

export { ASK_BELOW_CONFIDENCE, type Clarification, clarification } from './clarification.ts';
export { ROUTED_AGENTS, type RoutedAgent } from './labels.ts';
export { MAX_ROUTED_CHARS } from './text.ts';
export type { ConfidenceBand };

/**
 * Below this confidence the Commander answers the message itself (or, with an LLM provider
 * configured, asks the model to classify) instead of handing it to the agent the router picked.
 * Confidence is calibrated, so at 0.6 the router's pick is right about 6 times in 10: below that
 * a wrong specialist is too likely. It is also where the SDK's band turns to 'Baixa confiança'.
 */
export const LOW_CONFIDENCE_THRESHOLD = 0.6;

/** One agent's share of the routing decision. */
export interface AgentScore {
  agent: RoutedAgent;
  /** Calibrated probability, 0 to 1. */
  probability: number;
}

/** What {@link routeMessage} decided. */
export interface RoutingDecision {
  /** The agent that should answer: `chatsppock` (the Commander) or a specialised agent. */
  agent: RoutedAgent;
  /** Calibrated probability (0 to 1) that `agent` is right: at 0.8 it is right about 8 times in 10. */
  confidence: number;
  /** Every routed agent with its probability, most likely first; the probabilities sum to 1. */
  scores: AgentScore[];
  /** Short pt-BR phrase saying why, from the agent and the words that weighed most, e.g. 'pedido de e-mail (cobrança, boleto)'. */
  intent: string;
  /** Time the decision took, in milliseconds. */
  latencyMs?: number;
}

function readModel(): LoadedModel {
  return loadModel(JSON.parse(fs.readFileSync(routingDataPath('model.json'), 'utf8')) as RoutingModelFile);
}

const model = readModel();

const [COLON, TILDE, W, H, S] = [':', '~', 'w', 'h', 's'].map((char) => char.charCodeAt(0));

/** Words quoted in the intent phrase. */
const MAX_CUES = 2;
/** Words that weigh in the model but explain nothing to a reader. */
const QUIET_WORDS = new Set(
  'sobre quero preciso pode ajuda fazer faz favor porfavor pfv pra pro pras pros para com'.split(' '),
);

/** The user's words that pushed most towards `agent` (unigrams, head-clause copies merged). */
function strongestCues(
  features: ReturnType<typeof predict>['features'],
  vector: ReturnType<typeof predict>['vector'],
  agent: number,
  base: string,
): string[] {
  // A word the phrase already says is not news: 'pedido de e-mail (e-mail, …)'.
  const said = foldAccents(base);
  const width = model.labels.length;
  const weightByWord = new Map<string, number>();
  vector.names.forEach((name, i) => {
    // Only the single-word features ('w:', 'h:', 's:') can be quoted; the rest are skipped cheaply.
    const kind = name.charCodeAt(0);
    if (
      name.charCodeAt(1) !== COLON ||
      (kind !== W && kind !== H && kind !== S) ||
      name.charCodeAt(2) === TILDE
    ) {
      return;
    }
    const row = model.index.get(name);
    const surface = features.surfaces.get(`w:${name.slice(2)}`);
    if (row === undefined || !surface || QUIET_WORDS.has(surface) || said.includes(foldAccents(surface))) {
      return;
    }
    // What the word adds to this agent beyond the average agent.
    const offset = row * width;
    let mean = 0;
    for (let k = 0; k < width; k += 1) {
      mean += model.weights[offset + k]! / width;
    }
    const push = vector.values[i]! * (model.weights[offset + agent]! - mean);
    weightByWord.set(surface, (weightByWord.get(surface) ?? 0) + push);
  });
  const inMessageOrder = [...features.surfaces.values()];
  return [...weightByWord]
    .filter(([, push]) => push > 0.02)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_CUES)
    .map(([surface]) => surface)
    .sort((a, b) => inMessageOrder.indexOf(a) - inMessageOrder.indexOf(b));
}

function intentBase(agent: RoutedAgent, explains: boolean): string {
  return agent === 'chatsppock' && explains ? EXPLAIN_INTENT : INTENT_BY_AGENT[agent];
}

/** No words at all (blank, only symbols): the Commander answers, and no agent is favoured. */
function nothingToRoute(started: number): RoutingDecision {
  const probability = 1 / model.labels.length;
  return {
    agent: 'chatsppock',
    confidence: probability,
    scores: [...model.labels]
      .sort((a, b) => Number(b === 'chatsppock') - Number(a === 'chatsppock'))
      .map((agent) => ({ agent, probability })),
    intent: 'mensagem sem texto para analisar',
    latencyMs: performance.now() - started,
  };
}

/**
 * Decides which agent should answer a message. Never throws: an empty or unreadable message goes
 * to the Commander with low confidence; a long one is read up to {@link MAX_ROUTED_CHARS}
 * characters. Deterministic: the same text always gives the same decision.
 */
export function routeMessage(text: string): RoutingDecision {
  const started = performance.now();
  const { features, vector, probabilities } = predict(model, typeof text === 'string' ? text : '');
  if (vector.names.length === 0) {
    return nothingToRoute(started);
  }
  const scores = model.labels
    .map((agent, i) => ({ agent, probability: probabilities[i] ?? 0 }))
    .sort((a, b) => b.probability - a.probability || a.agent.localeCompare(b.agent));
  const best = scores[0] ?? { agent: 'chatsppock' as const, probability: 0 };
  const base = intentBase(best.agent, features.words.has('f:explain'));
  const cues = strongestCues(features, vector, model.labels.indexOf(best.agent), base);
  return {
    agent: best.agent,
    confidence: best.probability,
    scores,
    intent: cues.length > 0 ? `${base} (${cues.join(', ')})` : base,
    latencyMs: performance.now() - started,
  };
}

/**
 * The orchestration indicator's band for a confidence of 0 to 1: the SDK's `confidenceBand`
 * (80 % or more 'Alta confiança', 60 % or more 'Média confiança', else 'Baixa confiança').
 */
export function confidenceBand(confidence: number): ConfidenceBand {
  return sdkConfidenceBand(confidence * 100);
}

// The first messages would otherwise pay for compiling the code paths (milliseconds each).
for (const warmUp of [
  'bom dia! escreve um e-mail de cobrança pfv',
  'o que é um funil de vendas?',
  'reuniao',
]) {
  routeMessage(warmUp);
}
