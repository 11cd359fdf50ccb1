// pt-BR messages of the support inbox (spec 3 §8 "Support HTTP mapping").
import { bodyText, type FailureInput, serverMessage, toFailure } from './failure';

const FALLBACKS = {
  categories: 'Erro ao buscar categorias',
  messages: 'Erro ao buscar mensagens',
  notifications: 'Erro ao buscar notificações',
  create: 'Erro ao criar mensagem',
  respond: 'Erro ao enviar resposta',
  markNotification: 'Erro ao marcar notificação',
} as const;

/**
 * The support operations with a fallback message: list categories, list or read messages,
 * list notifications, create a message, respond (and resolve), mark notifications read.
 */
export type SupportOperation = keyof typeof FALLBACKS;

/**
 * A support call failed: 401, 403 and 500 have fixed texts; another status reads
 * 'Erro {status}: {message}' with the server's message (or the operation's fallback); without a
 * status, or on `success: false` without a message, the operation's fallback.
 */
export function supportErrorMessage(input: FailureInput, operation: SupportOperation): string {
  const failure = toFailure(input);
  const fallback = FALLBACKS[operation];
  if (failure.kind !== 'http') {
    return fallback;
  }
  switch (failure.status) {
    case 401:
      return 'Sessão expirada. Por favor, faça login novamente.';
    case 403:
      return 'Acesso negado. Verifique suas permissões.';
    case 500:
      return 'Erro interno do servidor. Tente novamente mais tarde.';
    default:
      if (failure.status < 400) {
        return bodyText(failure.body, 'error') ?? fallback;
      }
      return `Erro ${failure.status}: ${serverMessage(failure.body) ?? fallback}`;
  }
}

/** A support message was sent (shown for 3 seconds). */
export const SUPPORT_MESSAGE_SENT = 'Mensagem enviada com sucesso!';
