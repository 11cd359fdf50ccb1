// Quality bands of assessment results (spec 3 §4).

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
