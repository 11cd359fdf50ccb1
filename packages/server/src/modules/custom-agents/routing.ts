// The Commander's choice among a team's custom agents (issue 21): the agent's name, description
// and starter prompts are its routing examples; a request is scored against each example by the
// share of its stemmed words that the example holds (and the other way round), so a request that
// clearly matches one agent goes there with the same orchestration fields as a built-in agent.

import { searchTerms } from '../files/passages.ts';
import { LOW_CONFIDENCE_THRESHOLD, MAX_ROUTED_CHARS } from '../routing/index.ts';
import { stemPortuguese } from '../routing/stemmer.ts';
import type { CustomAgentRow } from './access.ts';

export interface CustomRoute {
  agent: CustomAgentRow;
  confidence: number;
}

function stems(text: string): Set<string> {
  return new Set(searchTerms(text).map((word) => stemPortuguese(word)));
}

/** How well a request matches one example, 0 to 1 (harmonic mean of both coverages). */
export function similarity(request: Set<string>, example: Set<string>): number {
  if (request.size === 0 || example.size === 0) {
    return 0;
  }
  const shared = [...request].filter((stem) => example.has(stem)).length;
  if (shared === 0) {
    return 0;
  }
  const ofRequest = shared / request.size;
  const ofExample = shared / example.size;
  return (2 * ofRequest * ofExample) / (ofRequest + ofExample);
}

/** Agents whose examples' stems are kept between requests; past it the oldest is dropped. */
const REMEMBERED_AGENTS = 1000;

/**
 * Each agent's examples, stemmed once for as long as they read the same: an agent's name,
 * description and eight starter prompts are up to 2,600 characters, a team's 50 agents 130,000,
 * which every Commander message would otherwise stem again (40 ms of random words).
 */
const stemmedExamples = new Map<string, { source: string; examples: Set<string>[] }>();

function examplesOf(agent: CustomAgentRow): Set<string>[] {
  const texts = [`${agent.name} ${agent.description}`, agent.description, ...agent.starterPrompts];
  const source = texts.join('\u0000');
  const known = stemmedExamples.get(agent.id);
  if (known?.source === source) {
    return known.examples;
  }
  const examples = texts.map(stems);
  stemmedExamples.delete(agent.id);
  stemmedExamples.set(agent.id, { source, examples });
  if (stemmedExamples.size > REMEMBERED_AGENTS) {
    const oldest = stemmedExamples.keys().next().value;
    if (oldest !== undefined) {
      stemmedExamples.delete(oldest);
    }
  }
  return examples;
}

function agentScore(request: Set<string>, agent: CustomAgentRow): number {
  return examplesOf(agent).reduce((best, example) => Math.max(best, similarity(request, example)), 0);
}

/**
 * The custom agent a request goes to (read up to {@link MAX_ROUTED_CHARS}), when one clearly matches: its score at least the router's
 * low-confidence threshold scaled to example similarity (0.45), and clearly ahead of the next.
 * The confidence reported is mapped onto the router's scale (0.6 to 1).
 */
export function routeToCustomAgent(text: string, agents: readonly CustomAgentRow[]): CustomRoute | null {
  // As the built-in router does: a request says what it wants in its first lines, and a message of
  // 20,000 characters would cost 50 agents' worth of comparisons for each of its words.
  const request = stems(text.slice(0, MAX_ROUTED_CHARS));
  const ranked = agents
    .map((agent) => ({ agent, score: agentScore(request, agent) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = ranked;
  if (!best || best.score < MATCH_THRESHOLD || (second && best.score - second.score < MARGIN)) {
    return null;
  }
  const confidence =
    LOW_CONFIDENCE_THRESHOLD +
    ((1 - LOW_CONFIDENCE_THRESHOLD) * (best.score - MATCH_THRESHOLD)) / (1 - MATCH_THRESHOLD);
  return { agent: best.agent, confidence: Math.round(confidence * 100) / 100 };
}

export const MATCH_THRESHOLD = 0.45;
const MARGIN = 0.1;
