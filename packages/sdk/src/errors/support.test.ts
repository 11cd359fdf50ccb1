import { describe, expect, it } from 'vitest';
import type { Failure } from './failure';
import { SUPPORT_MESSAGE_SENT, supportErrorMessage } from './support';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });

describe('supportErrorMessage (support HTTP mapping)', () => {
  it('has fixed texts for 401, 403 and 500', () => {
    expect(supportErrorMessage(http(401), 'messages')).toBe(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    expect(supportErrorMessage(http(403), 'create')).toBe('Acesso negado. Verifique suas permissões.');
    expect(supportErrorMessage(http(500), 'categories')).toBe(
      'Erro interno do servidor. Tente novamente mais tarde.',
    );
  });
  it("reads 'Erro {status}: {message}' for other statuses", () => {
    expect(
      supportErrorMessage(http(404, { success: false, error: 'Mensagem não encontrada' }), 'messages'),
    ).toBe('Erro 404: Mensagem não encontrada');
    expect(supportErrorMessage(http(400, {}), 'respond')).toBe('Erro 400: Erro ao enviar resposta');
  });
  it.each([
    ['categories', 'Erro ao buscar categorias'],
    ['messages', 'Erro ao buscar mensagens'],
    ['notifications', 'Erro ao buscar notificações'],
    ['create', 'Erro ao criar mensagem'],
    ['respond', 'Erro ao enviar resposta'],
    ['markNotification', 'Erro ao marcar notificação'],
  ] as const)('%s falls back to %s without a status', (operation, text) => {
    expect(supportErrorMessage({ kind: 'network' }, operation)).toBe(text);
    expect(supportErrorMessage(http(200, { success: false }), operation)).toBe(text);
  });
  it('has the success text', () => {
    expect(SUPPORT_MESSAGE_SENT).toBe('Mensagem enviada com sucesso!');
  });
});
