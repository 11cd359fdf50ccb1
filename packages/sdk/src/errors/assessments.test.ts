import { describe, expect, it } from 'vitest';
import {
  assessmentErrorMessage,
  assessmentToasts,
  consoleToasts,
  MISSING_TOKEN_MESSAGE,
} from './assessments';
import type { Failure } from './failure';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });

describe('assessmentErrorMessage', () => {
  it("shows the server's error when present", () => {
    expect(
      assessmentErrorMessage(
        http(403, { success: false, error: 'Seu plano não inclui o MBTI.' }),
        'mbti',
        'start',
      ),
    ).toBe('Seu plano não inclui o MBTI.');
  });
  it.each([
    ['rodavida', 'start', 'Erro ao iniciar avaliação Roda da Vida'],
    ['rodavida', 'questions', 'Erro ao obter questões Roda da Vida'],
    ['rodavida', 'submit', 'Erro ao submeter avaliação Roda da Vida'],
    ['rodavida', 'sessions', 'Erro ao listar sessões Roda da Vida'],
    ['rodavida', 'delete', 'Erro ao deletar sessão Roda da Vida'],
    ['rodavida', 'feedback', 'Erro ao salvar feedback Roda da Vida'],
    ['mbti', 'start', 'Erro ao iniciar avaliação MBTI'],
    ['mbti', 'submit', 'Erro ao submeter avaliação MBTI'],
    ['mbti', 'session', 'Erro ao obter sessão MBTI'],
    ['igta', 'questions', 'Erro ao obter questões IGTA'],
    ['igta', 'analyze', 'Erro ao analisar respostas IGTA'],
    ['igta', 'session', 'Erro ao obter sessão IGTA'],
    ['igta', 'sessions', 'Erro ao listar sessões IGTA'],
    ['igta', 'feedback', 'Erro ao submeter feedback IGTA'],
    ['igta', 'analytics', 'Erro ao obter analytics IGTA'],
    ['igta', 'delete', 'Erro ao deletar sessão IGTA'],
  ] as const)('%s %s defaults to %s', (assessment, operation, text) => {
    expect(assessmentErrorMessage(http(500), assessment, operation as never)).toBe(text);
    expect(assessmentErrorMessage({ kind: 'network' }, assessment, operation as never)).toBe(text);
  });
  it('keeps the fixed texts of the spec', () => {
    expect(MISSING_TOKEN_MESSAGE).toBe('Token de acesso não encontrado');
    expect(assessmentToasts.error.igtaAnalysis).toBe('Erro ao processar análise IGTA');
    expect(assessmentToasts.success.reportCopied).toBe('Relatório copiado para a área de transferência!');
    expect(consoleToasts).toEqual({
      invalidData: 'Dados inválidos da API',
      queueStats: 'Erro ao carregar estatísticas da fila',
    });
  });
});
