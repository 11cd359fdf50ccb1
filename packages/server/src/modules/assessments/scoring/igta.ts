// IGTA scoring rubric (documented in packages/server/README.md, "Avaliações"). The answers are
// free text, so the score does not judge the company: it measures how complete, detailed and
// concrete the diagnosis is, the same way with or without a language model.
//
// Each of the 8 questions of a dimension (4 stages × 2) is worth up to 1.25 points:
//   0     blank;
//   0.5   answered;
//   +0.25 with at least 15 words (a described situation, not a label);
//   +0.25 with at least 40 words (causes, examples, context);
//   +0.25 concrete: it carries a figure (a number, percentage, amount, date or deadline).
// A dimension's score is the sum (0-10, 1 decimal); the overall score is the mean of the three
// dimensions (an unanswered dimension counts 0: the diagnosis covers all three), 1 decimal.
import {
  IGTA_DIMENSIONS,
  IGTA_QUESTIONS,
  IGTA_STAGES,
  type IgtaDimension,
  type IgtaStage,
} from '../questions/igta.ts';
import { round1 } from './bands.ts';

export type IgtaAnswers = Partial<Record<IgtaDimension, Partial<Record<IgtaStage, readonly string[]>>>>;

export interface IgtaScores {
  overall: number;
  by_dimension: Record<IgtaDimension, number>;
  /** Questions answered (non-blank) out of the 24. */
  answered: number;
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The points of one answer (0 … 1.25). */
export function answerPoints(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') {
    return 0;
  }
  const words = wordCount(trimmed);
  let points = 0.5;
  if (words >= 15) {
    points += 0.25;
  }
  if (words >= 40) {
    points += 0.25;
  }
  if (/\d/u.test(trimmed)) {
    points += 0.25;
  }
  return points;
}

export function hasAnyAnswer(answers: IgtaAnswers): boolean {
  return IGTA_DIMENSIONS.some((d) =>
    IGTA_STAGES.some((s) => (answers[d]?.[s] ?? []).some((t) => t.trim() !== '')),
  );
}

export function scoreIgta(answers: IgtaAnswers): IgtaScores {
  const byDimension = {} as Record<IgtaDimension, number>;
  let answered = 0;
  for (const dimension of IGTA_DIMENSIONS) {
    let points = 0;
    for (const stage of IGTA_STAGES) {
      const texts = answers[dimension]?.[stage] ?? [];
      const questions = IGTA_QUESTIONS[dimension][stage].length;
      for (const text of texts.slice(0, questions)) {
        points += answerPoints(text);
        answered += text.trim() === '' ? 0 : 1;
      }
    }
    byDimension[dimension] = round1(points);
  }
  const overall = round1(
    IGTA_DIMENSIONS.reduce((sum, d) => sum + byDimension[d], 0) / IGTA_DIMENSIONS.length,
  );
  return { overall, by_dimension: byDimension, answered };
}
