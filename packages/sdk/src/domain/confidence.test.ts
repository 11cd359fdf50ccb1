import { describe, expect, it } from 'vitest';
import { confidenceBand, confidenceRangeLabel } from './confidence';

describe('confidenceBand', () => {
  it('is high and green at 80 or more', () => {
    expect(confidenceBand(80)).toEqual({ level: 'high', label: 'Alta confiança', colour: 'green' });
    expect(confidenceBand(98).label).toBe('Alta confiança');
  });
  it('is medium and yellow from 60 to 79', () => {
    expect(confidenceBand(79)).toEqual({ level: 'medium', label: 'Média confiança', colour: 'yellow' });
    expect(confidenceBand(60).level).toBe('medium');
  });
  it('is low and orange below 60', () => {
    expect(confidenceBand(59.9)).toEqual({ level: 'low', label: 'Baixa confiança', colour: 'orange' });
  });
});

describe('confidenceRangeLabel', () => {
  it.each([
    [98, '90% a 98%'],
    [90, '90% a 98%'],
    [89, '80% a 89%'],
    [80, '80% a 89%'],
    [79, '70% a 79%'],
    [70, '70% a 79%'],
    [69, '60% a 69%'],
    [10, '60% a 69%'],
  ])('%d → %s', (confidence, label) => {
    expect(confidenceRangeLabel(confidence)).toBe(label);
  });
});
