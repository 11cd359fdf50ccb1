// Measures the router on a labelled set: per-agent precision and recall, latency percentiles, a
// calibration table (does 80 % confidence mean right 8 times in 10?) with its expected calibration
// error, how often the Commander would ask a question back and whether the right agent is among
// the two it offers, and top-1 accuracy. Printed by `npm run -s eval:routing -- FILE.tsv`
// (scripts/eval-routing.ts).
import { clarification } from './clarification.ts';
import type { RoutingDecision } from './index.ts';
import { ROUTED_AGENTS, type RoutedAgent } from './labels.ts';
import type { LabelledMessage } from './training.ts';

export interface AgentMetrics {
  agent: RoutedAgent;
  /** Of the messages routed to this agent, the share that belonged to it (null when none was). */
  precision: number | null;
  /** Of the messages that belong to this agent, the share routed to it (null when none does). */
  recall: number | null;
  /** Messages labelled with this agent. */
  support: number;
}

export interface CalibrationBin {
  /** Lower and upper bound of the confidence in this bin (upper excluded, except 1). */
  from: number;
  to: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

/** The question back (clarification.ts) over a set. */
export interface QuestionMetrics {
  /** Messages the Commander would ask about. */
  asked: number;
  /** `asked` over all the messages. */
  rate: number;
  /** Asked messages whose right agent is one of the two offered. */
  hits: number;
  /** `hits` over `asked` (null when nothing was asked). */
  hitRate: number | null;
}

export interface RoutingEvaluation {
  total: number;
  right: number;
  accuracy: number;
  agents: AgentMetrics[];
  latency: { p50: number; p95: number };
  calibration: CalibrationBin[];
  /** Expected calibration error: the bins' |confidence − accuracy|, weighted by their share of messages. */
  expectedCalibrationError: number;
  /** Null when the router gives no scores to choose two agents from (the SDK's keyword guess). */
  questions: QuestionMetrics | null;
  /** Messages routed wrongly, for reading. */
  mistakes: { text: string; expected: RoutedAgent; got: RoutedAgent; confidence: number }[];
}

/** The value at quantile q of sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

const CALIBRATION_EDGES = [0, 0.4, 0.6, 0.7, 0.8, 0.9, 0.95, 1];

function calibrationTable(decisions: { confidence: number; right: boolean }[]): CalibrationBin[] {
  const bins: CalibrationBin[] = [];
  for (let i = 0; i + 1 < CALIBRATION_EDGES.length; i += 1) {
    const from = CALIBRATION_EDGES[i] ?? 0;
    const to = CALIBRATION_EDGES[i + 1] ?? 1;
    const inBin = decisions.filter(
      ({ confidence }) => confidence >= from && (confidence < to || (to === 1 && confidence <= 1)),
    );
    if (inBin.length === 0) {
      continue;
    }
    bins.push({
      from,
      to,
      count: inBin.length,
      meanConfidence: inBin.reduce((sum, d) => sum + d.confidence, 0) / inBin.length,
      accuracy: inBin.filter((d) => d.right).length / inBin.length,
    });
  }
  return bins;
}

/** The weighted mean gap between confidence and accuracy over the bins of the calibration table. */
export function expectedCalibrationError(bins: readonly CalibrationBin[]): number {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) {
    return 0;
  }
  return bins.reduce(
    (sum, bin) => sum + (bin.count / total) * Math.abs(bin.meanConfidence - bin.accuracy),
    0,
  );
}

function questionMetrics(decisions: { asked: boolean; offered: boolean }[]): QuestionMetrics {
  const asked = decisions.filter((d) => d.asked);
  const hits = asked.filter((d) => d.offered).length;
  return {
    asked: asked.length,
    rate: decisions.length > 0 ? asked.length / decisions.length : 0,
    hits,
    hitRate: asked.length > 0 ? hits / asked.length : null,
  };
}

/** Timings per message; the median of them is the message's latency. */
export const LATENCY_REPEATS = 3;

/** The median wall time of `repeats` calls: one preemption by another process is not the router's cost. */
function medianLatency(text: string, route: (text: string) => RoutingDecision, repeats: number): number {
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const started = performance.now();
    route(text);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/**
 * Routes every message with `route` and measures the result. Latency is the wall time of each
 * call (the median of `repeats`), measured here so a caller's `latencyMs` is not trusted blindly.
 */
export function evaluateRouting(
  messages: readonly LabelledMessage[],
  route: (text: string) => RoutingDecision,
  repeats = LATENCY_REPEATS,
): RoutingEvaluation {
  const latencies: number[] = [];
  const decisions: {
    expected: RoutedAgent;
    got: RoutedAgent;
    confidence: number;
    right: boolean;
    text: string;
    /** Null when the decision has no second agent to offer. */
    question: { asked: boolean; offered: boolean } | null;
  }[] = [];
  for (const { text, label } of messages) {
    const decision = route(text);
    latencies.push(medianLatency(text, route, repeats));
    const question = decision.scores.length >= 2 ? clarification(decision) : null;
    decisions.push({
      text,
      expected: label,
      got: decision.agent,
      confidence: decision.confidence,
      right: decision.agent === label,
      question: question && { asked: question.ask, offered: question.candidates.includes(label) },
    });
  }
  latencies.sort((a, b) => a - b);
  const agents = ROUTED_AGENTS.map((agent) => {
    const routed = decisions.filter((d) => d.got === agent);
    const labelled = decisions.filter((d) => d.expected === agent);
    const rightOnes = decisions.filter((d) => d.got === agent && d.right).length;
    return {
      agent,
      precision: routed.length > 0 ? rightOnes / routed.length : null,
      recall: labelled.length > 0 ? rightOnes / labelled.length : null,
      support: labelled.length,
    };
  });
  const right = decisions.filter((d) => d.right).length;
  const calibration = calibrationTable(decisions);
  const questions = decisions.flatMap((d) => (d.question ? [d.question] : []));
  return {
    total: decisions.length,
    right,
    accuracy: decisions.length > 0 ? right / decisions.length : 0,
    agents,
    latency: { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95) },
    calibration,
    expectedCalibrationError: expectedCalibrationError(calibration),
    questions:
      questions.length === decisions.length && decisions.length > 0 ? questionMetrics(questions) : null,
    mistakes: decisions
      .filter((d) => !d.right)
      .map(({ text, expected, got, confidence }) => ({ text, expected, got, confidence })),
  };
}

const percent = (value: number | null) =>
  value === null ? '   —  ' : `${(value * 100).toFixed(1).padStart(5)}%`;

/** The report as printed by the eval script; the last line is always `accuracy: 0.xxx (n/N)`. */
export function formatEvaluation(
  evaluation: RoutingEvaluation,
  options: { mistakes?: boolean } = {},
): string {
  const lines: string[] = [];
  lines.push('agente               precisão  revocação  exemplos');
  for (const { agent, precision, recall, support } of evaluation.agents) {
    lines.push(
      `${agent.padEnd(20)} ${percent(precision)}    ${percent(recall)}   ${String(support).padStart(5)}`,
    );
  }
  lines.push('');
  lines.push(
    `latência por mensagem: p50 ${evaluation.latency.p50.toFixed(3)} ms, p95 ${evaluation.latency.p95.toFixed(3)} ms (mediana de ${LATENCY_REPEATS} medições)`,
  );
  lines.push('');
  lines.push('calibração: confiança → acerto observado');
  for (const bin of evaluation.calibration) {
    lines.push(
      `  [${bin.from.toFixed(2)}, ${bin.to.toFixed(2)}${bin.to === 1 ? ']' : ')'}  n=${String(bin.count).padStart(4)}  confiança média ${percent(bin.meanConfidence)}  acerto ${percent(bin.accuracy)}`,
    );
  }
  lines.push(
    `erro de calibração esperado (ECE, sobre as faixas acima): ${evaluation.expectedCalibrationError.toFixed(3)}`,
  );
  if (evaluation.questions) {
    const { asked, rate, hits, hitRate } = evaluation.questions;
    lines.push('');
    lines.push(
      `pergunta de volta: ${percent(rate).trim()} das mensagens (${asked}/${evaluation.total}); agente certo entre os dois oferecidos: ${percent(hitRate).trim()} (${hits}/${asked})`,
    );
  }
  if (options.mistakes && evaluation.mistakes.length > 0) {
    lines.push('');
    lines.push('erros:');
    for (const mistake of evaluation.mistakes) {
      lines.push(
        `  ${mistake.expected} → ${mistake.got} (${mistake.confidence.toFixed(2)}): ${mistake.text}`,
      );
    }
  }
  lines.push('');
  lines.push(`accuracy: ${evaluation.accuracy.toFixed(3)} (${evaluation.right}/${evaluation.total})`);
  return lines.join('\n');
}
