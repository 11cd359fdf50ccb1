// Quality bands of assessment results (spec 3 §4).
import type { components } from '../generated/openapi';

/** The quality label of a history score. */
export type ScoreBand = 'Excelente' | 'Bom' | 'Regular' | 'Baixo';

/** A 0–10 score: 8 or more Excelente, 6 or more Bom, 4 or more Regular, below that Baixo. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) {
    return 'Excelente';
  }
  if (score >= 6) {
    return 'Bom';
  }
  if (score >= 4) {
    return 'Regular';
  }
  return 'Baixo';
}

/** The label of an MBTI dimension bar. */
export type MbtiDimensionBand = 'Excelente' | 'Bom' | 'Moderado' | 'Baixo';

/** An MBTI dimension percent: 80 or more Excelente, 60 or more Bom, 40 or more Moderado, else Baixo. */
export function mbtiDimensionBand(percent: number): MbtiDimensionBand {
  if (percent >= 80) {
    return 'Excelente';
  }
  if (percent >= 60) {
    return 'Bom';
  }
  if (percent >= 40) {
    return 'Moderado';
  }
  return 'Baixo';
}

/**
 * The quality label of an MBTI result on its history card (spec 3 §2 "score or MBTI type with a
 * quality label"): the band of how clear the type's four preferences are, the mean percent of
 * its letters ('INTJ' with I 75, N 72, T 75, J 69 → 72.75 → 'Bom'). Each letter of a type holds
 * at least half of its dimension, so the label is Excelente, Bom or Moderado.
 */
export function mbtiTypeBand(result: components['schemas']['MbtiData']): MbtiDimensionBand {
  const scores = result.dimension_scores as Record<string, number | undefined>;
  const percents = [...result.mbti_type.toUpperCase()]
    .map((letter) => scores[letter])
    .filter((percent): percent is number => typeof percent === 'number');
  const mean =
    percents.length === 0 ? 0 : percents.reduce((sum, percent) => sum + percent, 0) / percents.length;
  return mbtiDimensionBand(mean);
}
