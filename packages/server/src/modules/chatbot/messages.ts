// The FAQ chatbot's pt-BR messages (spec 2 §8 for the client's; the server's own where the spec
// shows none).
import { CHATBOT_RATING_SUCCESS_MESSAGE } from '@sppock/sdk';
export const CHATBOT_MESSAGES = {
  emptyMessage: 'A mensagem não pode ser vazia.',
  messageTooLong: 'A mensagem é longa demais. O limite é de 2.000 caracteres.',
  sessionRequired: 'Informe o session_id da sessão do chatbot.',
  sessionNotFound: 'Sessão do chatbot não encontrada ou encerrada.',
  tooMany: 'Muitas mensagens enviadas. Tente novamente em alguns minutos.',
  forbidden: 'Acesso negado. Verifique sua assinatura.',
  rateInvalid: 'Dados inválidos: informe message_id e is_helpful.',
  rateNotFound: 'Mensagem não encontrada',
  rated: CHATBOT_RATING_SUCCESS_MESSAGE,
  ended: 'Sessão do chatbot encerrada.',
} as const;
