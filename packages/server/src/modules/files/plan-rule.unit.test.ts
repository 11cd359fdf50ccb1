import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/errors.ts';
import { assertDocumentAnalysisAllowed, documentAnalysisAllowed } from './plan-rule.ts';

describe('document analysis by plan', () => {
  it('refuses Free with 403 naming Pro, the plan that unlocks it', () => {
    let refusal: unknown;
    try {
      assertDocumentAnalysisAllowed('freemium');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(403);
    expect((refusal as ApiError).message).toBe(
      'A análise de documentos está disponível nos planos Pro e Enterprise. Faça upgrade para enviar arquivos.',
    );
  });

  it('allows Pro and Enterprise', () => {
    expect(() => assertDocumentAnalysisAllowed('professional')).not.toThrow();
    expect(() => assertDocumentAnalysisAllowed('enterprise')).not.toThrow();
    expect(documentAnalysisAllowed('freemium')).toBe(false);
  });
});
