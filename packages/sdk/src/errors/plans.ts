// pt-BR messages of plans, subscriptions and the payments service (spec 1 §8).
import { type FailureInput, serverErrorOr, toFailure } from './failure';

/** Cancelling the subscription failed: the server's error or 'Erro ao cancelar assinatura'. */
export const cancelSubscriptionErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao cancelar assinatura');

/** Deleting the account failed: the server's error or 'Erro ao deletar conta'. */
export const deleteAccountErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao deletar conta');

/** A payments-service call answered with an error status: 'HTTP error! status: {n}'. */
export function paymentsHttpErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  return failure.kind === 'http' ? `HTTP error! status: ${failure.status}` : 'Erro de conexão com o servidor';
}

/** The usage summary of the payments service failed: the server's error or the spec's fallback. */
export const usageSummaryErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao buscar resumo de uso');

/** Title of the plans page's error block (spec 1 §8 "Plans page"). */
export const PLANS_LOAD_ERROR_TITLE = 'Erro ao carregar planos';

/** The plans page failed to load: the server's error or 'Erro ao carregar dados'. */
export const plansLoadErrorMessage = (input: FailureInput) => serverErrorOr(input, 'Erro ao carregar dados');

/** A plan change failed: the toast and the alert the plans page shows (spec 1 §8). */
export function upgradeErrorMessages(_input?: FailureInput): { toast: string; alert: string } {
  return { toast: 'Erro ao realizar upgrade', alert: 'Erro ao processar upgrade. Tente novamente.' };
}

/** Extra tokens could not be loaded or bought: the server's error or 'Erro ao comprar tokens extras'. */
export const extraTokensErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao comprar tokens extras');

/**
 * A Pix charge (extra tokens or a plan period) could not be created or read: the server's error
 * (test mode's 503, a 409 about the current plan) or 'Erro na cobrança Pix'.
 */
export const pixChargeErrorMessage = (input: FailureInput) => serverErrorOr(input, 'Erro na cobrança Pix');
