// Scoring of the three assessments with cases computed by hand.
import { describe, expect, it } from 'vitest';
import { percentBand, round1, scoreBand } from './bands.ts';
import { answerPoints, hasAnyAnswer, scoreIgta } from './igta.ts';
import { scoreMbti } from './mbti.ts';
import { normaliseRodaAnswers, scoreRoda } from './rodavida.ts';

/** 32 answers from 8 per dimension: `groups[d][k]` answers id d×8+k+1. */
function mbtiAnswers(groups: number[][]): Record<number, number> {
  const answers: Record<number, number> = {};
  groups.forEach((group, d) => {
    group.forEach((value, k) => {
      answers[d * 8 + k + 1] = value;
    });
  });
  return answers;
}

describe('faixas de qualidade (spec 3 §4)', () => {
  it('notas de 0 a 10 nos limites de cada faixa', () => {
    expect([8, 7.9, 6, 5.9, 4, 3.9, 0].map(scoreBand)).toEqual([
      'Excelente',
      'Bom',
      'Bom',
      'Regular',
      'Regular',
      'Baixo',
      'Baixo',
    ]);
  });
  it('percentuais do MBTI nos limites de cada faixa', () => {
    expect([100, 80, 79, 60, 59, 40, 39].map(percentBand)).toEqual([
      'Excelente',
      'Excelente',
      'Bom',
      'Bom',
      'Moderado',
      'Moderado',
      'Baixo',
    ]);
  });
  it('arredonda a 1 casa, meio para cima', () => {
    expect([6.0875, 8.666, 7.25, 4.05].map(round1)).toEqual([6.1, 8.7, 7.3, 4.1]);
  });
});

describe('Roda da Vida', () => {
  it('média por área e média das áreas (exemplo do contrato)', () => {
    const result = scoreRoda(
      normaliseRodaAnswers({
        carreira: [8, 7, 6],
        financas: [5, 4, 6],
        relacionamentos: [9, 8, 9],
        saude: [6, 5, 4],
        lazer: [4, 5],
        crescimento: [7, 8],
        espiritualidade: [8, 7],
        contribuicao: [3, 4],
      }),
    );
    // 7, 5, 26/3 = 8.67 → 8.7, 5, 4.5, 7.5, 7.5, 3.5; (7+5+8.7+5+4.5+7.5+7.5+3.5)/8 = 48.7/8 = 6.0875 → 6.1
    expect(result).toEqual({
      categories: [
        'carreira',
        'financas',
        'relacionamentos',
        'saude',
        'lazer',
        'crescimento',
        'espiritualidade',
        'contribuicao',
      ],
      scores: [7, 5, 8.7, 5, 4.5, 7.5, 7.5, 3.5],
      overall_score: 6.1,
    });
  });

  it('apelidos juntam-se à área canônica; a ordem é a de exibição, não a do envio', () => {
    const result = scoreRoda(
      normaliseRodaAnswers({
        contribuicao_social: [2],
        saude: [10, 9],
        contribuicao: [4],
        crescimento_pessoal: [0, 1],
      }),
    );
    // saúde 9.5; crescimento 0.5; contribuição (2+4)/2 = 3; geral (9.5+0.5+3)/3 = 4.33 → 4.3
    expect(result).toEqual({
      categories: ['saude', 'crescimento', 'contribuicao'],
      scores: [9.5, 0.5, 3],
      overall_score: 4.3,
    });
  });

  it('tudo 0 e tudo 10 nos extremos', () => {
    expect(scoreRoda(normaliseRodaAnswers({ lazer: [0, 0] })).overall_score).toBe(0);
    expect(scoreRoda(normaliseRodaAnswers({ lazer: [10, 10], saude: [10] })).overall_score).toBe(10);
  });

  it('recusa área desconhecida, nota fora da escala e envio sem notas', () => {
    expect(() => normaliseRodaAnswers({ familia: [5] })).toThrow(RangeError);
    expect(() => scoreRoda(normaliseRodaAnswers({ lazer: [11] }))).toThrow(RangeError);
    expect(() => scoreRoda(normaliseRodaAnswers({ lazer: [2.5] }))).toThrow(RangeError);
    expect(() => scoreRoda(normaliseRodaAnswers({ lazer: [] }))).toThrow(RangeError);
  });
});

describe('MBTI', () => {
  it('tudo neutro (3): 50 × 50 em cada dimensão, empate fica com a primeira letra', () => {
    const result = scoreMbti(
      mbtiAnswers([Array(8).fill(3), Array(8).fill(3), Array(8).fill(3), Array(8).fill(3)]),
    );
    expect(result.mbti_type).toBe('ESTJ');
    expect(result.dimension_scores).toEqual({ E: 50, I: 50, S: 50, N: 50, T: 50, F: 50, J: 50, P: 50 });
  });

  it('concordar com as ímpares e discordar das pares leva a 100 % na primeira letra', () => {
    const pole = [5, 1, 5, 1, 5, 1, 5, 1];
    const result = scoreMbti(mbtiAnswers([pole, pole, pole, pole]));
    expect(result.mbti_type).toBe('ESTJ');
    expect(result.dimension_scores).toMatchObject({ E: 100, I: 0, J: 100, P: 0 });
  });

  it('um caso misto calculado à mão: INFP', () => {
    // EI: ímpares 2,2,1,3 → 1+1+0+2 = 4; pares 5,4,4,5 → 0+1+1+0 = 2; 6/32 = 18.75 → E 19, I 81
    // SN: ímpares 2,2,3,2 → 1+1+2+1 = 5; pares 4,5,3,4 → 1+0+2+1 = 4; 9/32 = 28.125 → S 28, N 72
    // TF: ímpares 3,3,2,3 → 2+2+1+2 = 7; pares 4,4,5,3 → 1+1+0+2 = 4; 11/32 = 34.375 → T 34, F 66
    // JP: ímpares 3,2,3,2 → 2+1+2+1 = 6; pares 4,4,3,4 → 1+1+2+1 = 5; 11/32 = 34.375 → J 34, P 66
    const result = scoreMbti(
      mbtiAnswers([
        [2, 5, 2, 4, 1, 4, 3, 5],
        [2, 4, 2, 5, 3, 3, 2, 4],
        [3, 4, 3, 4, 2, 5, 3, 3],
        [3, 4, 2, 4, 3, 3, 2, 4],
      ]),
    );
    expect(result).toEqual({
      mbti_type: 'INFP',
      dimension_scores: { E: 19, I: 81, S: 28, N: 72, T: 34, F: 66, J: 34, P: 66 },
    });
  });

  it('meio ponto arredonda para cima: 4/32 = 12,5 % → 13', () => {
    // EI: ímpares todas 1 (0 pontos), pares 5,5,3,3 → 0+0+2+2 = 4 pontos; 4/32 = 12,5 % → E 13, I 87
    const result = scoreMbti(
      mbtiAnswers([[1, 5, 1, 5, 1, 3, 1, 3], Array(8).fill(3), Array(8).fill(3), Array(8).fill(3)]),
    );
    expect(result.dimension_scores.E).toBe(13);
    expect(result.dimension_scores.I).toBe(87);
    expect(result.mbti_type).toBe('ISTJ');
  });

  it('recusa resposta ausente ou fora de 1 a 5', () => {
    const answers = mbtiAnswers([Array(8).fill(3), Array(8).fill(3), Array(8).fill(3), Array(8).fill(3)]);
    delete answers[17];
    expect(() => scoreMbti(answers)).toThrow(/questão 17/);
    expect(() => scoreMbti({ ...answers, 17: 6 })).toThrow(RangeError);
    expect(() => scoreMbti({ ...answers, 17: 0 })).toThrow(RangeError);
  });
});

describe('IGTA (rubrica de completude e concretude)', () => {
  const words = (n: number) =>
    Array.from({ length: n }, (_, i) => `palavra${String.fromCharCode(97 + (i % 26))}`).join(' ');

  it('pontos por resposta', () => {
    expect(answerPoints('   ')).toBe(0);
    expect(answerPoints('Falta comunicação')).toBe(0.5);
    expect(answerPoints(words(15))).toBe(0.75);
    expect(answerPoints(words(40))).toBe(1);
    expect(answerPoints(`${words(40)} em 90 dias`)).toBe(1.25);
    expect(answerPoints('Reduzir o retrabalho em 30%')).toBe(0.75);
  });

  it('nota por dimensão é a soma; a geral é a média das três', () => {
    const full = `${words(40)} com meta de 20%`;
    const result = scoreIgta({
      // 8 respostas completas e concretas: 8 × 1,25 = 10
      comportamental: {
        identify: [full, full],
        gap: [full, full],
        target: [full, full],
        action: [full, full],
      },
      // 0,5 + 0,75 + 0,75 = 2
      gerencial: {
        identify: ['Decisões centralizadas', words(20)],
        action: ['Implantar reunião semanal em 2 semanas'],
      },
    });
    // estrutural 0; geral (10 + 2 + 0) / 3 = 4
    expect(result).toEqual({
      overall: 4,
      by_dimension: { comportamental: 10, gerencial: 2, estrutural: 0 },
      answered: 11,
    });
  });

  it('respostas além das questões da etapa não contam; em branco não conta como respondida', () => {
    const result = scoreIgta({ estrutural: { gap: ['Gargalo na expedição', '', 'extra ignorada'] } });
    // 0,5 / 3 = 0,17 → 0,2
    expect(result).toEqual({
      overall: 0.2,
      by_dimension: { comportamental: 0, gerencial: 0, estrutural: 0.5 },
      answered: 1,
    });
    expect(hasAnyAnswer({ estrutural: { gap: ['  ', ''] } })).toBe(false);
    expect(hasAnyAnswer({ estrutural: { gap: ['', 'x'] } })).toBe(true);
  });
});
