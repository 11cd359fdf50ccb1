import { describe, expect, it } from 'vitest';
import {
  CHATBOT_RATING_SUCCESS_MESSAGE,
  chatbotRatingErrorMessage,
  chatbotSendErrorMessage,
  chatbotSessionErrorMessage,
  copyErrorMessage,
  createSessionErrorMessage,
  deleteSessionErrorMessage,
  feedbackErrorMessage,
  fileDownloadErrorMessage,
  loadSessionErrorMessage,
  sendMessageErrorMessage,
  voiceErrorMessage,
} from './chat';
import type { Failure } from './failure';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });

describe('chat messages', () => {
  it('session creation: the server error, else the toast and main chat texts', () => {
    expect(createSessionErrorMessage(http(500))).toBe('Erro ao criar nova sessão');
    expect(createSessionErrorMessage(http(500), { surface: 'chat' })).toBe('Erro ao criar sessão');
    const limit = 'Você atingiu o limite de 30 conversas do plano Free neste ciclo.';
    expect(createSessionErrorMessage(http(403, { success: false, error: limit }), { surface: 'chat' })).toBe(
      limit,
    );
  });
  it('fixed texts for load, feedback, copy and file download', () => {
    expect(loadSessionErrorMessage(http(404))).toBe('Erro ao carregar sessão');
    expect(feedbackErrorMessage(http(500))).toBe('Erro ao enviar feedback');
    expect(copyErrorMessage(new Error('clipboard'))).toBe('Erro ao copiar conteúdo');
    expect(fileDownloadErrorMessage(http(401))).toBe(
      'Erro ao fazer download. Verifique se você está logado.',
    );
  });
  it('delete session prefers the server error', () => {
    expect(deleteSessionErrorMessage(http(404, { success: false, error: 'Sessão não encontrada' }))).toBe(
      'Sessão não encontrada',
    );
    expect(deleteSessionErrorMessage(http(500))).toBe('Erro ao deletar sessão');
  });
});

describe('sendMessageErrorMessage', () => {
  it('prefers the server error text', () => {
    expect(sendMessageErrorMessage(http(429, { success: false, error: 'Limite de tokens atingido' }))).toBe(
      'Limite de tokens atingido',
    );
  });
  it("reads 'Erro desconhecido' for success:false without an error", () => {
    expect(sendMessageErrorMessage(http(200, { success: false }))).toBe('Erro desconhecido');
  });
  it("then the exception's message, then the agent's message, then the generic text", () => {
    expect(sendMessageErrorMessage({ kind: 'exception', message: 'Falha ao ler resposta' })).toBe(
      'Falha ao ler resposta',
    );
    expect(sendMessageErrorMessage(http(500), 'O Brainstorm AI não respondeu.')).toBe(
      'O Brainstorm AI não respondeu.',
    );
    expect(sendMessageErrorMessage(http(500))).toBe('Erro ao processar mensagem');
  });
  it('transport failures carry their own text', () => {
    expect(sendMessageErrorMessage({ kind: 'network' })).toBe('Erro de conexão com o servidor');
    expect(sendMessageErrorMessage({ kind: 'timeout' })).toBe(
      'Servidor indisponível. Tente novamente mais tarde.',
    );
  });
});

describe('support chatbot', () => {
  it('maps 429, 403 and anything else', () => {
    expect(chatbotSendErrorMessage(http(429))).toBe(
      'Muitas mensagens enviadas. Tente novamente em alguns minutos.',
    );
    expect(chatbotSendErrorMessage(http(403))).toBe('Acesso negado. Verifique sua assinatura.');
    expect(chatbotSendErrorMessage(http(500))).toBe('Erro ao enviar mensagem. Tente novamente.');
    expect(chatbotSendErrorMessage({ kind: 'network' })).toBe('Erro ao enviar mensagem. Tente novamente.');
  });
  it('session start and rating texts', () => {
    expect(chatbotSessionErrorMessage(http(500))).toBe('Erro ao conectar com o chatbot');
    expect(chatbotRatingErrorMessage(http(404))).toBe('Erro ao salvar avaliação');
    expect(CHATBOT_RATING_SUCCESS_MESSAGE).toBe('Obrigado pelo seu feedback!');
  });
});

describe('voiceErrorMessage', () => {
  it.each([
    ['not-allowed', 'Permissão de microfone negada. Verifique as configurações do navegador.'],
    ['no-speech', 'Nenhuma fala detectada. Tente falar mais claramente.'],
    ['audio-capture', 'Erro na captura de áudio. Verifique se o microfone está funcionando.'],
    ['network', 'Erro de rede. Verifique sua conexão com a internet.'],
    ['aborted', 'Erro na transcrição de áudio. Tente novamente.'],
  ])('%s → %s', (code, text) => {
    expect(voiceErrorMessage(code)).toBe(text);
  });
});
