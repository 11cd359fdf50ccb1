// The rule of a question back (issue 26): when the router is unsure, the Commander asks one short
// question ("Você quer um e-mail ou um post?") instead of guessing, offering the two agents the
// router finds likeliest. Asking too often is a nuisance and asking between two wrong agents is
// worse than guessing: the rule asks only below a confidence where the router is wrong often
// enough to matter, and there the right agent is almost always one of the first two.
import type { RoutingDecision } from './index.ts';
import type { RoutedAgent } from './labels.ts';

/**
 * Below this confidence the Commander asks instead of routing. It also covers "the two best are
 * close": at or above it the second agent has at most 1 − 0.9, so the first leads by 0.8 or more.
 * Chosen on our own held-out sets (dev, holdout 1–4, calibration: 6 % asked, the right agent among
 * the two offered in 37 of 38 with the committed model), where 0.8 asked less but offered a wrong
 * pair more often.
 */
export const ASK_BELOW_CONFIDENCE = 0.9;

/** What the Commander should do with a routing decision. */
export interface Clarification {
  /** Whether to ask one short question before routing. */
  ask: boolean;
  /** The two agents to offer, likeliest first (the router's first and second choices). */
  candidates: [RoutedAgent, RoutedAgent];
}

/**
 * Whether the Commander should ask one short question about a routing decision, and between which
 * two agents. Reads only the scores, likeliest first as {@link RoutingDecision} gives them.
 */
export function clarification(decision: Pick<RoutingDecision, 'scores'>): Clarification {
  const [first, second] = decision.scores;
  if (!first || !second) {
    throw new RangeError('Uma decisão de roteamento traz as probabilidades de todos os agentes.');
  }
  // Every agent equally likely: the message had no words to read (only symbols), nothing to ask about.
  const informative = decision.scores.some((score) => score.probability !== first.probability);
  return {
    ask: informative && first.probability < ASK_BELOW_CONFIDENCE,
    candidates: [first.agent, second.agent],
  };
}
