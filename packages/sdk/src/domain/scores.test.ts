import { describe, expect, it } from 'vitest';
import { mbtiDimensionBand, mbtiTypeBand, scoreBand } from './scores';

describe('scoreBand', () => {
  it.each([
    [10, 'Excelente'],
    [8, 'Excelente'],
    [7.9, 'Bom'],
    [6, 'Bom'],
    [5.9, 'Regular'],
    [4, 'Regular'],
    [3.9, 'Baixo'],
    [0, 'Baixo'],
  ])('%d → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('mbtiDimensionBand', () => {
  it.each([
    [100, 'Excelente'],
    [80, 'Excelente'],
    [79, 'Bom'],
    [60, 'Bom'],
    [59, 'Moderado'],
    [40, 'Moderado'],
    [39, 'Baixo'],
  ])('%d %% → %s', (percent, band) => {
    expect(mbtiDimensionBand(percent)).toBe(band);
  });
});

describe('mbtiTypeBand', () => {
  const scores = { I: 75, E: 25, S: 28, N: 72, T: 75, F: 25, J: 69, P: 31 };
  it("bands the mean percent of the type's own letters", () => {
    expect(mbtiTypeBand({ mbti_type: 'INTJ', dimension_scores: scores })).toBe('Bom');
    expect(
      mbtiTypeBand({ mbti_type: 'ESTP', dimension_scores: { ...scores, E: 90, S: 85, T: 80, P: 81 } }),
    ).toBe('Excelente');
    expect(
      mbtiTypeBand({
        mbti_type: 'ENFP',
        dimension_scores: { I: 48, E: 52, S: 45, N: 55, T: 49, F: 51, J: 47, P: 53 },
      }),
    ).toBe('Moderado');
  });
});
