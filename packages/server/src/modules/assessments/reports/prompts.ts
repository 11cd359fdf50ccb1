// What the language model receives to write a report: the scores the server computed and the
// user's answers. The model writes the text; the scores never come from it.
import {
  IGTA_DIMENSION_LABELS,
  IGTA_DIMENSIONS,
  IGTA_QUESTIONS,
  IGTA_STAGE_LABELS,
  IGTA_STAGES,
} from '../questions/igta.ts';
import { MBTI_DIMENSION_TITLES, MBTI_DIMENSIONS, MBTI_STATEMENTS } from '../questions/mbti.ts';
import type { RodaArea } from '../questions/rodavida.ts';
import { RODA_LABELS, RODA_QUESTIONS } from '../questions/rodavida.ts';
import { scoreBand } from '../scoring/bands.ts';
import type { IgtaAnswers, IgtaScores } from '../scoring/igta.ts';
import type { MbtiResult } from '../scoring/mbti.ts';
import type { RodaResult } from '../scoring/rodavida.ts';
import { MBTI_TYPES } from './mbti-types.ts';
import { decimal, type IgtaContext } from './offline.ts';

export interface ReportPrompt {
  system: string;
  prompt: string;
}

const RULES = [
  'Escreva em português do Brasil, em Markdown, com título (#) e seções (##).',
  'Use só os dados fornecidos: não invente números, pessoas, empresas nem fatos; as notas já foram calculadas e não devem ser recalculadas.',
  'Seja concreto: cada recomendação deve ser uma ação que a pessoa consiga começar nesta semana.',
  'Números decimais com vírgula (6,1). Entre 350 e 700 palavras.',
].join(' ');

function who(firstName: string | null): string {
  return firstName
    ? `A pessoa se chama ${firstName}; trate-a pelo primeiro nome.`
    : 'A pessoa não informou o nome.';
}

export function rodaPrompt(
  result: RodaResult,
  answers: ReadonlyMap<RodaArea, readonly number[]>,
  firstName: string | null,
): ReportPrompt {
  const areas = result.categories.map((area, index) => {
    const score = result.scores[index] ?? 0;
    const detail = (answers.get(area) ?? [])
      .map((value, q) => `    - ${RODA_QUESTIONS[area][q] ?? 'Questão extra'}: ${value}`)
      .join('\n');
    return `- ${RODA_LABELS[area]}: ${decimal(score)} (${scoreBand(score)})\n${detail}`;
  });
  return {
    system: `Você é um coach de desenvolvimento pessoal que escreve o relatório de uma Roda da Vida (8 áreas, notas de 0 a 10). ${RULES} Seções: visão geral com a nota geral, pontos fortes, oportunidades de melhoria (com a nota de cada área citada) e próximos passos numerados. Faixas: 8 ou mais Excelente, 6 ou mais Bom, 4 ou mais Regular, abaixo Baixo.`,
    prompt: `${who(firstName)}\nNota geral: ${decimal(result.overall_score)} (${scoreBand(result.overall_score)}).\nNotas por área (média das respostas de 0 a 10):\n${areas.join('\n')}`,
  };
}

export function mbtiPrompt(
  result: MbtiResult,
  answers: Readonly<Record<number, number>>,
  firstName: string | null,
): ReportPrompt {
  const dims = MBTI_DIMENSIONS.map((d) => {
    const first = d[0] as keyof MbtiResult['dimension_scores'];
    const second = d[1] as keyof MbtiResult['dimension_scores'];
    return `- ${MBTI_DIMENSION_TITLES[d]}: ${first} ${result.dimension_scores[first]}%, ${second} ${result.dimension_scores[second]}%`;
  });
  const statements = MBTI_STATEMENTS.map((text, index) => `${index + 1}. ${text} → ${answers[index + 1]}`);
  const description = MBTI_TYPES[result.mbti_type];
  const reference = description
    ? ` (${description.name}, grupo ${description.group}; descrição de referência: ${description.summary})`
    : '';
  return {
    system: `Você é um psicólogo organizacional que escreve o relatório de um teste de preferências de personalidade no modelo MBTI (32 afirmações, escala de 1 = discordo totalmente a 5 = concordo totalmente). ${RULES} Seções: o tipo e o grupo (Analistas NT, Diplomatas NF, Sentinelas SJ, Exploradores SP), o que cada dimensão mostra, pontos fortes, pontos de atenção, dicas para o trabalho e os relacionamentos e próximos passos. Faixas dos percentuais: 80 ou mais Excelente, 60 ou mais Bom, 40 ou mais Moderado, abaixo Baixo. Lembre que o MBTI descreve preferências, não capacidades.`,
    prompt: `${who(firstName)}\nTipo: ${result.mbti_type}${reference}.\nPercentuais por dimensão:\n${dims.join('\n')}\nRespostas:\n${statements.join('\n')}`,
  };
}

export function igtaPrompt(
  scores: IgtaScores,
  answers: IgtaAnswers,
  context: IgtaContext,
  firstName: string | null,
): ReportPrompt {
  const blocks = IGTA_DIMENSIONS.map((d) => {
    const stages = IGTA_STAGES.map((s) => {
      const qs = IGTA_QUESTIONS[d][s];
      const texts = answers[d]?.[s] ?? [];
      const lines = qs.map(
        (q, i) => `    - ${q}\n      Resposta: ${(texts[i] ?? '').trim() || '(sem resposta)'}`,
      );
      return `  ${IGTA_STAGE_LABELS[s]}:\n${lines.join('\n')}`;
    });
    return `${IGTA_DIMENSION_LABELS[d]} (nota ${decimal(scores.by_dimension[d])}):\n${stages.join('\n')}`;
  });
  const company = [
    `Empresa: ${context.company ?? 'não informada'}`,
    `Departamento: ${context.department ?? 'não informado'}`,
    `Cargo de quem respondeu: ${context.position ?? 'não informado'}`,
    `Abrangência: ${context.isCompanyWide ? 'toda a empresa' : 'a área de quem respondeu'}`,
    `Funcionários: ${context.employeeCount > 0 ? context.employeeCount : 'não informado'}`,
  ];
  return {
    system: `Você é um consultor organizacional que escreve o relatório de um diagnóstico IGTA (Identificar, Gap, Target, Ação) nas dimensões Comportamental, Gerencial e Estrutural, a partir das respostas em texto livre. ${RULES} Seções: resumo executivo com a nota geral, análise por dimensão (situação atual, lacunas, metas), riscos e prioridades, e um plano de ação numerado com responsável sugerido (por função, nunca por nome) e prazo. A nota de 0 a 10 mede quão completo e concreto está o diagnóstico; explique isso em uma frase.`,
    prompt: `${who(firstName)}\n${company.join('\n')}\nNota geral: ${decimal(scores.overall)} (${scoreBand(scores.overall)}); ${scores.answered} de 24 questões respondidas.\n\n${blocks.join('\n\n')}`,
  };
}
