// Measures the FAQ chatbot on its question sets: `faq-eval.json` (the tuning set, used while
// writing the articles and the search) and `faq-eval-held-out.json` (never used to tune anything).
// A case is right when the bot answers with confidence and its answer contains the expected fact,
// or, for a question the knowledge base does not answer, when it says it is not sure. The unit
// test holds the figure at 90 % or more; `npm run eval:faq` prints it with the misses.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SESSION_MAX_HOURS } from '../../config.ts';
import { packagePath } from '../../package-root.ts';
import { PLAN_CATALOG, type PlanRow } from '../payments/plans.ts';
import type { KnowledgeSettings } from './knowledge-facts.ts';
import type { FaqIndex } from './search.ts';

export interface FaqEvalCase {
  question: string;
  /** Text (or every text of a list) the answer must contain; null when the bot must not answer. */
  fact: string | string[] | null;
}

export interface FaqMiss {
  question: string;
  expected: string;
  /** The article answered, or how the bot replied when it did not answer from one. */
  got: string;
  confidence: number;
}

export interface FaqEvaluation {
  total: number;
  right: number;
  accuracy: number;
  misses: FaqMiss[];
}

// From the package root, so the same path serves src/ (tsx) and the built dist/.
const HERE = packagePath('src', 'modules', 'chatbot');

/** The two question sets, by name. */
export const FAQ_EVAL_SETS = {
  tuning: path.join(HERE, 'faq-eval.json'),
  heldOut: path.join(HERE, 'faq-eval-held-out.json'),
} as const;

function isCase(value: unknown): value is FaqEvalCase {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { question, fact } = value as Record<string, unknown>;
  const factOk =
    fact === null ||
    (typeof fact === 'string' && fact !== '') ||
    (Array.isArray(fact) && fact.length > 0 && fact.every((item) => typeof item === 'string' && item !== ''));
  return typeof question === 'string' && question.trim() !== '' && factOk;
}

/** Reads a question set (`{ description, cases: [{ question, fact }] }`); a malformed one says where. */
export function readEvalSet(file: string): FaqEvalCase[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { cases?: unknown };
  if (!Array.isArray(data.cases)) {
    throw new Error(`${file}: falta a lista 'cases'.`);
  }
  return data.cases.map((item, position) => {
    if (!isCase(item)) {
      throw new Error(
        `${file}: o caso ${position + 1} precisa de 'question' e 'fact' (texto, lista ou null).`,
      );
    }
    return item;
  });
}

/** The plans as the seed writes them: the figures the question sets expect. */
export function seededPlans(change: (plan: PlanRow) => PlanRow = (plan) => plan): Map<string, PlanRow> {
  return new Map(
    PLAN_CATALOG.map((plan) => [
      plan.type,
      change({ ...plan, createdAt: new Date('2026-01-01T00:00:00Z') } as unknown as PlanRow),
    ]),
  );
}

/** The configuration a server started without SESSION_MAX_HOURS has. */
export const DEFAULT_KNOWLEDGE_SETTINGS: KnowledgeSettings = { sessionMaxHours: DEFAULT_SESSION_MAX_HOURS };

const factsOf = (fact: string | string[]) => (Array.isArray(fact) ? fact : [fact]);

/** Asks every question of the set and counts the right answers. */
export function evaluateFaq(index: FaqIndex, cases: readonly FaqEvalCase[]): FaqEvaluation {
  const misses: FaqMiss[] = [];
  for (const { question, fact } of cases) {
    const decision = index.decide(question);
    const expected = fact === null ? '(não tenho certeza)' : factsOf(fact).join(' + ');
    switch (decision.kind) {
      case 'article': {
        const answer = decision.article.answer;
        if (fact === null || !factsOf(fact).every((item) => answer.includes(item))) {
          misses.push({
            question,
            expected,
            got: decision.article.id,
            confidence: decision.retrieval.confidence,
          });
        }
        break;
      }
      case 'not_sure':
        if (fact !== null) {
          misses.push({
            question,
            expected,
            got: `não tenho certeza (mais perto: ${decision.closest?.id ?? '—'})`,
            confidence: decision.retrieval.confidence,
          });
        }
        break;
      case 'small_talk':
        misses.push({ question, expected, got: `conversa (${decision.talk})`, confidence: 0 });
        break;
      default:
        return decision satisfies never;
    }
  }
  const right = cases.length - misses.length;
  return { total: cases.length, right, accuracy: cases.length ? right / cases.length : 0, misses };
}

const pct = (value: number) => `${(value * 100).toFixed(1).replace('.', ',')} %`;

/** "ajuste: 94,6 % (158/167)" and, when asked, one line per miss. */
export function formatFaqEvaluation(
  name: string,
  evaluation: FaqEvaluation,
  options: { misses?: boolean } = {},
): string {
  const lines = [`${name}: ${pct(evaluation.accuracy)} (${evaluation.right}/${evaluation.total})`];
  if (options.misses) {
    for (const miss of evaluation.misses) {
      lines.push(
        `  ✗ ${miss.question}\n      esperado: ${miss.expected} · respondeu: ${miss.got} (confiança ${miss.confidence})`,
      );
    }
  }
  return lines.join('\n');
}
