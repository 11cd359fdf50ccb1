import { describe, expect, it } from 'vitest';
import type { Failure } from './failure';
import {
  demoRequestErrorMessage,
  demoRequestSuccessMessage,
  newsletterErrorMessage,
  newsletterSuccessMessage,
} from './marketing';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });

describe('newsletterErrorMessage', () => {
  it("shows the server's error", () => {
    expect(newsletterErrorMessage(http(400, { success: false, error: 'Informe um e-mail válido.' }))).toBe(
      'Informe um e-mail válido.',
    );
    expect(
      newsletterErrorMessage(
        http(429, { success: false, error: 'Muitas requisições. Tente novamente em alguns minutos.' }),
      ),
    ).toBe('Muitas requisições. Tente novamente em alguns minutos.');
  });
  it('falls back when the server sends no error', () => {
    expect(newsletterErrorMessage(http(500, 'Internal Server Error'))).toBe(
      'Não foi possível concluir sua inscrição. Tente novamente.',
    );
  });
  it('names a connection failure', () => {
    for (const kind of ['network', 'no-status', 'timeout'] as const) {
      expect(newsletterErrorMessage({ kind })).toBe(
        'Erro de conexão com o servidor. Por favor, tente novamente.',
      );
    }
  });
});

describe('demoRequestErrorMessage', () => {
  it("shows the server's error, else a fallback", () => {
    expect(
      demoRequestErrorMessage(
        http(400, { success: false, error: 'Informe o nome da empresa (de 2 a 200 caracteres).' }),
      ),
    ).toBe('Informe o nome da empresa (de 2 a 200 caracteres).');
    expect(demoRequestErrorMessage(http(502))).toBe(
      'Não foi possível enviar seu pedido de demonstração. Tente novamente.',
    );
    expect(demoRequestErrorMessage({ kind: 'network' })).toBe(
      'Erro de conexão com o servidor. Por favor, tente novamente.',
    );
  });
});

describe('success messages', () => {
  it("use the server's message, else a generic confirmation", () => {
    expect(newsletterSuccessMessage({ success: true, message: 'Inscrição confirmada!' })).toBe(
      'Inscrição confirmada!',
    );
    expect(newsletterSuccessMessage(undefined)).toBe(
      'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
    );
    expect(demoRequestSuccessMessage({ success: true, message: 'Pedido recebido!' })).toBe(
      'Pedido recebido!',
    );
    expect(demoRequestSuccessMessage({})).toBe('Pedido recebido! Nossa equipe entra em contato em breve.');
  });
});
