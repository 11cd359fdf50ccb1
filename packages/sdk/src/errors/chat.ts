// pt-BR messages of the chat, the support chatbot and voice input (spec 2 §8).
import { bodyText, type FailureInput, serverErrorOr, toFailure } from './failure';

/**
 * Creating a chat session failed (spec 2 §8): the server's error when it gave one (the plan's
 * conversation limit names the plan that raises it), else the toast's 'Erro ao criar nova sessão'
 * or the main chat's 'Erro ao criar sessão'.
 */
export function createSessionErrorMessage(
  input?: FailureInput,
  options: { surface?: 'toast' | 'chat' } = {},
): string {
  return serverErrorOr(
    input,
    options.surface === 'chat' ? 'Erro ao criar sessão' : 'Erro ao criar nova sessão',
  );
}

/** Loading a chat session failed. */
export const loadSessionErrorMessage = (_input?: FailureInput) => 'Erro ao carregar sessão';
/** Showing another version of a message failed (issue 29): the server's error, else this. */
export const selectBranchErrorMessage = (input?: FailureInput) =>
  serverErrorOr(input, 'Erro ao mostrar a outra versão');
/** Sending feedback on an answer failed. */
export const feedbackErrorMessage = (_input?: FailureInput) => 'Erro ao enviar feedback';
/** Copying an answer failed. */
export const copyErrorMessage = (_input?: unknown) => 'Erro ao copiar conteúdo';
/** Deleting a chat session failed: the server's error, else 'Erro ao deletar sessão'. */
export const deleteSessionErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao deletar sessão');

/**
 * Sending a message failed (spec 2 §8): the server's error text, else the exception's message,
 * else the agent's configured error message, else 'Erro ao processar mensagem'. A `success: false`
 * answer without an error reads 'Erro desconhecido'.
 */
export function sendMessageErrorMessage(input: FailureInput, agentErrorMessage?: string): string {
  const failure = toFailure(input);
  const fallback = agentErrorMessage || 'Erro ao processar mensagem';
  switch (failure.kind) {
    case 'http':
      return (
        bodyText(failure.body, 'error') ??
        (failure.status < 400 ? 'Erro desconhecido' : undefined) ??
        bodyText(failure.body, 'detail') ??
        fallback
      );
    case 'exception':
      return failure.message || fallback;
    case 'network':
      return 'Erro de conexão com o servidor';
    case 'no-status':
    case 'timeout':
      return 'Servidor indisponível. Tente novamente mais tarde.';
    default:
      return failure satisfies never;
  }
}

/** Downloading a file linked in the chat failed (the alert of spec 2 §8). */
export const fileDownloadErrorMessage = (_input?: FailureInput) =>
  'Erro ao fazer download. Verifique se você está logado.';

/** Starting the support chatbot's session failed. */
export const chatbotSessionErrorMessage = (_input?: FailureInput) => 'Erro ao conectar com o chatbot';

/** Sending a message to the support chatbot failed: 429, 403 or anything else. */
export function chatbotSendErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (failure.kind === 'http' && failure.status === 429) {
    return 'Muitas mensagens enviadas. Tente novamente em alguns minutos.';
  }
  if (failure.kind === 'http' && failure.status === 403) {
    return 'Acesso negado. Verifique sua assinatura.';
  }
  return 'Erro ao enviar mensagem. Tente novamente.';
}

/** Rating a chatbot answer failed. */
export const chatbotRatingErrorMessage = (_input?: FailureInput) => 'Erro ao salvar avaliação';
/** Rating a chatbot answer succeeded. */
export const CHATBOT_RATING_SUCCESS_MESSAGE = 'Obrigado pelo seu feedback!';

/** The Web Speech API's error codes the voice input distinguishes. */
export type VoiceErrorCode = 'not-allowed' | 'no-speech' | 'audio-capture' | 'network' | (string & {});

/** Voice input failed with a SpeechRecognition error code (spec 2 §8). */
export function voiceErrorMessage(code: VoiceErrorCode): string {
  switch (code) {
    case 'not-allowed':
      return 'Permissão de microfone negada. Verifique as configurações do navegador.';
    case 'no-speech':
      return 'Nenhuma fala detectada. Tente falar mais claramente.';
    case 'audio-capture':
      return 'Erro na captura de áudio. Verifique se o microfone está funcionando.';
    case 'network':
      return 'Erro de rede. Verifique sua conexão com a internet.';
    default:
      return 'Erro na transcrição de áudio. Tente novamente.';
  }
}
