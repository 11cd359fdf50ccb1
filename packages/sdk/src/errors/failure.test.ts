import { describe, expect, it } from 'vitest';
import { SppockError, serverMessage, toFailure, unknownErrorMessage } from './failure';

describe('toFailure', () => {
  it('reads an openapi-fetch error result as an HTTP failure', () => {
    const response = new Response('{}', { status: 404 });
    expect(toFailure({ response, error: { success: false, error: 'Sessão não encontrada' } })).toEqual({
      kind: 'http',
      status: 404,
      body: { success: false, error: 'Sessão não encontrada' },
    });
  });
  it('reads a 2xx result with success:false as an HTTP failure carrying the data', () => {
    const response = new Response('{}', { status: 200 });
    expect(toFailure({ response, data: { success: false } })).toMatchObject({ kind: 'http', status: 200 });
  });
  it('unwraps a SppockError and passes a Failure through', () => {
    const failure = { kind: 'timeout' } as const;
    expect(toFailure(new SppockError(failure))).toBe(failure);
    expect(toFailure(failure)).toBe(failure);
  });
  it('tells network, timeout and exceptions apart', () => {
    expect(toFailure(new TypeError('fetch failed')).kind).toBe('network');
    expect(toFailure(new DOMException('tempo esgotado', 'TimeoutError')).kind).toBe('timeout');
    expect(toFailure(new Error('falhou ao ler'))).toMatchObject({
      kind: 'exception',
      message: 'falhou ao ler',
    });
  });
});

describe('SppockError', () => {
  it('carries a pt-BR message per transport failure', () => {
    expect(new SppockError({ kind: 'network' }).message).toBe('Erro de conexão com o servidor');
    expect(new SppockError({ kind: 'no-status' }).message).toBe(
      'Servidor indisponível. Tente novamente mais tarde.',
    );
    expect(new SppockError({ kind: 'timeout' }).message).toBe(
      'Servidor indisponível. Tente novamente mais tarde.',
    );
  });
  it("uses the server's text for HTTP failures and exposes status and body", () => {
    const error = new SppockError({
      kind: 'http',
      status: 404,
      body: { success: false, error: 'Não achei' },
    });
    expect(error.message).toBe('Não achei');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ success: false, error: 'Não achei' });
    expect(new SppockError({ kind: 'http', status: 502, body: '' }).message).toBe('Erro 502');
  });
  it("reads 'Erro desconhecido' for success:false without an error", () => {
    expect(new SppockError({ kind: 'http', status: 200, body: { success: false } }).message).toBe(
      'Erro desconhecido',
    );
  });
});

describe('unknownErrorMessage and serverMessage', () => {
  it("gives 'Erro desconhecido' when success is false without an error", () => {
    expect(unknownErrorMessage({ success: false })).toBe('Erro desconhecido');
    expect(unknownErrorMessage({ success: false, error: '' })).toBe('Erro desconhecido');
    expect(unknownErrorMessage({ success: false, error: 'Plano sem acesso' })).toBe('Plano sem acesso');
  });
  it('prefers error, then detail, then message', () => {
    expect(serverMessage({ detail: 'd', message: 'm' })).toBe('d');
    expect(serverMessage({ error: 'e', detail: 'd' })).toBe('e');
    expect(serverMessage({ message: 'm' })).toBe('m');
    expect(serverMessage('texto')).toBeUndefined();
  });
});
