// Quality bands of spec 3 §4.

/** One decimal, half up (7.25 → 7.3). */
export function round1(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * 10) / 10;
}

export type ScoreBand = 'Excelente' | 'Bom' | 'Regular' | 'Baixo';

/** History scores 0-10: 8 or more Excelente, 6 or more Bom, 4 or more Regular, below Baixo. */
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

export type PercentBand = 'Excelente' | 'Bom' | 'Moderado' | 'Baixo';

/** MBTI dimension percentages: 80 or more Excelente, 60 or more Bom, 40 or more Moderado, below Baixo. */
export function percentBand(percent: number): PercentBand {
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
