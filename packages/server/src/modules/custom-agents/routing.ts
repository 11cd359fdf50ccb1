// The Commander's choice among a team's custom agents (issue 21): the agent's name, description
// and starter prompts are its routing examples; a request is scored against each example by the
// share of its stemmed words that the example holds (and the other way round), so a request that
// clearly matches one agent goes there with the same orchestration fields as a built-in agent.

import { searchTerms } from '../files/passages.ts';
import { LOW_CONFIDENCE_THRESHOLD } from '../routing/index.ts';
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

function agentScore(request: Set<string>, agent: CustomAgentRow): number {
  const examples = [`${agent.name} ${agent.description}`, agent.description, ...agent.starterPrompts].map(
    stems,
  );
  return Math.max(0, ...examples.map((example) => similarity(request, example)));
}

/**
 * The custom agent a request goes to, when one clearly matches: its score at least the router's
 * low-confidence threshold scaled to example similarity (0.45), and clearly ahead of the next.
 * The confidence reported is mapped onto the router's scale (0.6 to 1).
 */
export function routeToCustomAgent(text: string, agents: readonly CustomAgentRow[]): CustomRoute | null {
  const request = stems(text);
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
