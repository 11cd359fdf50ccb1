import { describe, expect, it } from 'vitest';
import type { Failure } from './failure';
import {
  cancelSubscriptionErrorMessage,
  deleteAccountErrorMessage,
  PLANS_LOAD_ERROR_TITLE,
  paymentsHttpErrorMessage,
  plansLoadErrorMessage,
  upgradeErrorMessages,
  usageSummaryErrorMessage,
} from './plans';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });

describe('plans and payments messages', () => {
  it('cancel and delete account prefer the server error', () => {
    expect(cancelSubscriptionErrorMessage(http(400, { success: false, error: 'Sem assinatura ativa' }))).toBe(
      'Sem assinatura ativa',
    );
    expect(cancelSubscriptionErrorMessage(http(500))).toBe('Erro ao cancelar assinatura');
    expect(deleteAccountErrorMessage(http(500))).toBe('Erro ao deletar conta');
  });
  it("payments HTTP failures read 'HTTP error! status: {n}'", () => {
    expect(paymentsHttpErrorMessage(http(502))).toBe('HTTP error! status: 502');
  });
  it('usage summary falls back to its text', () => {
    expect(usageSummaryErrorMessage(http(500))).toBe('Erro ao buscar resumo de uso');
    expect(usageSummaryErrorMessage({ kind: 'network' })).toBe('Erro ao buscar resumo de uso');
  });
  it('plans page: load error block and upgrade failure', () => {
    expect(PLANS_LOAD_ERROR_TITLE).toBe('Erro ao carregar planos');
    expect(plansLoadErrorMessage(http(500))).toBe('Erro ao carregar dados');
    expect(upgradeErrorMessages(http(400))).toEqual({
      toast: 'Erro ao realizar upgrade',
      alert: 'Erro ao processar upgrade. Tente novamente.',
    });
  });
});
