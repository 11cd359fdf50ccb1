// pt-BR messages of the operator console, Queue Manager (spec 3 §8 "Dashboard"; the spec shows
// only the queue's texts, the other tabs' follow them).
import { type FailureInput, serverMessage, toFailure } from './failure';

const FALLBACKS = {
  queue: 'Erro ao carregar estatísticas da fila',
  models: 'Erro ao carregar os modelos',
  limits: 'Erro ao carregar os limites dos modelos',
  setLimits: 'Erro ao salvar os limites do modelo',
  history: 'Erro ao carregar o histórico de uso',
  tokens: 'Erro ao carregar o uso de tokens',
  llmUsage: 'Erro ao carregar o uso dos modelos LLM',
  pricing: 'Não foi possível carregar os preços das APIs no momento.',
  routing: 'Erro ao carregar a qualidade do roteamento',
} as const;

/** The console's calls, each with its fallback message. */
export type ConsoleOperation = keyof typeof FALLBACKS;

/** An answer that is not in the documented shape (spec 3 §8). */
export const CONSOLE_INVALID_DATA = 'Dados inválidos da API';

/**
 * A console call failed: 401 asks to sign in again, 403 says the console is for superusers, a
 * 400 or 404 shows the server's pt-BR message, anything else the operation's fallback.
 */
export function consoleErrorMessage(input: FailureInput, operation: ConsoleOperation): string {
  const failure = toFailure(input);
  const fallback = FALLBACKS[operation];
  if (failure.kind !== 'http') {
    return fallback;
  }
  switch (failure.status) {
    case 401:
      return 'Sessão expirada. Por favor, faça login novamente.';
    case 403:
      return 'Acesso restrito a superusuários.';
    case 400:
    case 404:
      return serverMessage(failure.body) ?? fallback;
    default:
      return fallback;
  }
}
