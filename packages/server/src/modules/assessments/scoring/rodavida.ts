// Roda da Vida scoring (documented in packages/server/README.md, "Avaliações"):
// - an area's score is the mean of its answers (integers 0-10), rounded to 1 decimal;
// - the overall score is the mean of the area scores shown (the rounded ones), rounded to 1
//   decimal — so the overall always matches the wheel the user sees;
// - areas come back in display order with their canonical names; an area not sent is left out.
import { RODA_ALIASES, RODA_AREAS, type RodaArea } from '../questions/rodavida.ts';
import { round1 } from './bands.ts';

export interface RodaResult {
  categories: RodaArea[];
  scores: number[];
  overall_score: number;
}

export function canonicalArea(name: string): RodaArea | null {
  if ((RODA_AREAS as readonly string[]).includes(name)) {
    return name as RodaArea;
  }
  return RODA_ALIASES[name] ?? null;
}

/**
 * The answers by canonical area: aliases (`crescimento_pessoal`, `contribuicao_social`) join
 * their area's list. Throws on an unknown area; empty areas are dropped.
 */
export function normaliseRodaAnswers(
  responses: Readonly<Record<string, readonly number[]>>,
): Map<RodaArea, number[]> {
  const byArea = new Map<RodaArea, number[]>();
  for (const [name, values] of Object.entries(responses)) {
    const area = canonicalArea(name);
    if (!area) {
      throw new RangeError(`Área desconhecida: ${name}`);
    }
    if (values.length > 0) {
      byArea.set(area, [...(byArea.get(area) ?? []), ...values]);
    }
  }
  return byArea;
}

/** The scale of every Roda da Vida answer (spec 3 §1 "scale 0-10"). */
export const RODA_SCALE = { min: 0, max: 10 } as const;

export function scoreRoda(answers: ReadonlyMap<RodaArea, readonly number[]>): RodaResult {
  const categories: RodaArea[] = [];
  const scores: number[] = [];
  for (const area of RODA_AREAS) {
    const values = answers.get(area);
    if (!values || values.length === 0) {
      continue;
    }
    for (const value of values) {
      if (!Number.isInteger(value) || value < RODA_SCALE.min || value > RODA_SCALE.max) {
        throw new RangeError(`Nota fora da escala: ${value}`);
      }
    }
    categories.push(area);
    scores.push(round1(values.reduce((sum, value) => sum + value, 0) / values.length));
  }
  if (scores.length === 0) {
    throw new RangeError('Nenhuma área respondida.');
  }
  const overall = round1(scores.reduce((sum, score) => sum + score, 0) / scores.length);
  return { categories, scores, overall_score: overall };
}
