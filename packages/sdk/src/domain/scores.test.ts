import { describe, expect, it } from 'vitest';
import { mbtiDimensionBand, scoreBand } from './scores';

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
