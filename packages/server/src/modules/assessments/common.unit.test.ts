// The service-default 500s of spec 3 §8: an unexpected failure is logged and answered with the
// assessment's own text; a documented refusal passes through unchanged.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { optionalText, orFail } from './common.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';

function servicesWithLog() {
  const logged: unknown[] = [];
  const services = { log: { error: (entry: unknown) => logged.push(entry) } } as unknown as Services;
  return { services, logged };
}

describe('orFail', () => {
  it('uma falha inesperada vira 500 com o texto padrão do serviço, e é registrada', async () => {
    const { services, logged } = servicesWithLog();
    const failure = orFail(services, M.listFailed, async () => {
      throw new Error('conexão com o banco caiu');
    });
    await expect(failure).rejects.toMatchObject({
      status: 500,
      message: 'Falha ao carregar assessments. Tente novamente mais tarde.',
    });
    expect(logged).toHaveLength(1);
  });

  it('uma recusa documentada passa como está', async () => {
    const { services, logged } = servicesWithLog();
    await expect(
      orFail(services, M.submitFailed('mbti'), async () => {
        throw new ApiError(400, M.mbtiIncomplete);
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Por favor, responda todas as questões antes de continuar.',
    });
    expect(logged).toEqual([]);
    expect(await orFail(services, M.analyticsFailed, async () => 42)).toBe(42);
  });

  it('os textos padrão de cada avaliação (spec 3 §8)', () => {
    expect([M.startFailed('rodavida'), M.startFailed('mbti')]).toEqual([
      'Erro ao iniciar avaliação Roda da Vida',
      'Erro ao iniciar avaliação MBTI',
    ]);
    expect([
      M.submitFailed('igta'),
      M.feedbackFailed('igta'),
      M.getSessionFailed('igta'),
      M.deleteFailed('igta'),
    ]).toEqual([
      'Erro ao analisar respostas IGTA',
      'Erro ao submeter feedback IGTA',
      'Erro ao obter sessão IGTA',
      'Erro ao deletar sessão IGTA',
    ]);
    expect(M.listSessionsFailed('mbti')).toBe('Erro ao listar sessões MBTI');
  });
});

describe('optionalText', () => {
  it('vazio ou só espaços conta como não informado', () => {
    expect(['', '   ', undefined, '  ACME  '].map(optionalText)).toEqual([null, null, null, 'ACME']);
  });
});
