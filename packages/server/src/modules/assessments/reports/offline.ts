// Reports built from the scores without a language model (the offline default, or when the
// provider fails): strongest and weakest areas, what each band means and concrete next steps from
// the recommendations library. They say plainly that no model wrote them and never invent
// facts: every figure comes from the user's answers.
import {
  IGTA_DIMENSION_LABELS,
  IGTA_DIMENSIONS,
  IGTA_QUESTIONS,
  IGTA_STAGE_LABELS,
  IGTA_STAGES,
  type IgtaDimension,
  type IgtaStage,
} from '../questions/igta.ts';
import { MBTI_DIMENSION_TITLES, MBTI_DIMENSIONS, MBTI_LETTER_NAMES } from '../questions/mbti.ts';
import { RODA_LABELS, type RodaArea } from '../questions/rodavida.ts';
import { percentBand, scoreBand } from '../scoring/bands.ts';
import type { IgtaAnswers, IgtaScores } from '../scoring/igta.ts';
import type { MbtiLetter, MbtiResult } from '../scoring/mbti.ts';
import type { RodaResult } from '../scoring/rodavida.ts';
import { MBTI_GROUP_MEANINGS, MBTI_TYPES, type MbtiGroup } from './mbti-types.ts';
import {
  IGTA_DIMENSION_STEPS,
  IGTA_STAGE_STEPS,
  MBTI_GROWTH,
  RODA_BAND_MEANINGS,
  RODA_RECOMMENDATIONS,
} from './recommendations.ts';

/** The line that marks every report written without a model. */
export const OFFLINE_NOTICE =
  '> **Relatório gerado sem modelo de IA.** Foi montado a partir das suas respostas, com as regras de pontuação e a biblioteca de recomendações do Sppock.';

/** Added when a provider is configured but did not answer. */
export const PROVIDER_FAILED_NOTICE =
  '> O provedor de IA não respondeu agora; este relatório foi gerado sem o modelo. Envie a avaliação de novo mais tarde para receber a versão escrita pela IA.';

/** 6.1 → '6,1'. */
export function decimal(value: number): string {
  return value.toFixed(1).replace('.', ',');
}

/** 'Juliana, sua nota…' or 'Sua nota…' when the profile has no first name. */
function addressed(firstName: string | null, sentence: string): string {
  return firstName ? `${firstName}, ${sentence}` : sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) {
    return items.join('');
  }
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

export function rodaOfflineReport(result: RodaResult, firstName: string | null): string {
  const areas = result.categories.map((area, index) => ({ area, score: result.scores[index] ?? 0 }));
  const byScore = [...areas].sort((a, b) => b.score - a.score);
  const label = (a: { area: RodaArea; score: number }) => `**${RODA_LABELS[a.area]}** (${decimal(a.score)})`;
  const strong = byScore.filter((a) => a.score >= 6).slice(0, 2);
  const weak = [...byScore]
    .reverse()
    .filter((a) => a.score < 8)
    .slice(0, 3);
  const focus = weak.filter((a) => a.score < 6);
  const lines: string[] = [
    '# Sua Roda da Vida',
    '',
    addressed(
      firstName,
      `sua nota geral foi **${decimal(result.overall_score)} de 10** (${scoreBand(result.overall_score)}), a média das ${areas.length} áreas avaliadas.`,
    ),
    '',
    OFFLINE_NOTICE,
    '',
    '## Notas por área',
    ...areas.map((a) => `- **${RODA_LABELS[a.area]}:** ${decimal(a.score)} — ${scoreBand(a.score)}`),
    '',
    '## Pontos fortes',
  ];
  if (strong.length > 0) {
    lines.push(
      `Suas áreas mais satisfatórias são ${listJoin(strong.map(label))}. Elas são a base de apoio para trabalhar as demais.`,
    );
  } else {
    lines.push('Nenhuma área chegou a 6: vale escolher uma só para começar e celebrar cada avanço.');
  }
  lines.push('', '## Áreas que pedem atenção');
  if (weak.length > 0) {
    lines.push(
      ...weak.map(
        (a) =>
          `- ${label(a)}: ${scoreBand(a.score).toLowerCase()} — ${RODA_BAND_MEANINGS[scoreBand(a.score)]}`,
      ),
    );
  } else {
    lines.push('Todas as áreas estão em 8 ou mais: o desafio agora é manter o equilíbrio.');
  }
  const top = byScore[0];
  const bottom = byScore.at(-1);
  if (top && bottom && top.score - bottom.score >= 4) {
    lines.push(
      '',
      `A diferença entre ${RODA_LABELS[top.area]} (${decimal(top.score)}) e ${RODA_LABELS[bottom.area]} (${decimal(bottom.score)}) mostra uma roda desequilibrada: melhorar a área mais baixa costuma trazer o maior ganho de bem-estar.`,
    );
  }
  lines.push(
    '',
    '## O que cada faixa significa',
    `- **Excelente (8 a 10):** ${RODA_BAND_MEANINGS.Excelente}`,
    `- **Bom (6 a 7,9):** ${RODA_BAND_MEANINGS.Bom}`,
    `- **Regular (4 a 5,9):** ${RODA_BAND_MEANINGS.Regular}`,
    `- **Baixo (0 a 3,9):** ${RODA_BAND_MEANINGS.Baixo}`,
    '',
    '## Próximos passos',
  );
  const steps: string[] = [];
  for (const a of (focus.length > 0 ? focus : weak).slice(0, 2)) {
    for (const recommendation of RODA_RECOMMENDATIONS[a.area].improve.slice(0, 2)) {
      steps.push(`**${RODA_LABELS[a.area]}:** ${recommendation}`);
    }
  }
  if (top && top.score >= 6) {
    steps.push(`**${RODA_LABELS[top.area]}:** ${RODA_RECOMMENDATIONS[top.area].keep}`);
  }
  steps.push('Escolha uma única área para focar nos próximos 30 dias e revise o progresso toda semana.');
  steps.push('Refaça a Roda da Vida em 90 dias para comparar a evolução.');
  lines.push(...steps.map((step, index) => `${index + 1}. ${step}`));
  return lines.join('\n');
}

const PREFERENCE_STRENGTH = {
  Excelente: 'preferência muito clara',
  Bom: 'preferência clara',
  Moderado: 'preferência leve: você transita entre os dois polos',
  Baixo: 'preferência pelo outro polo',
} as const;

export function mbtiOfflineReport(result: MbtiResult, firstName: string | null): string {
  const type = result.mbti_type;
  const description = MBTI_TYPES[type];
  const letters = type.split('') as MbtiLetter[];
  const scores = result.dimension_scores;
  const preferences = letters.map((letter) => `**${MBTI_LETTER_NAMES[letter]}** (${scores[letter]}%)`);
  const lines: string[] = [
    `# Seu tipo: ${type}${description ? ` — ${description.name}` : ''}`,
    '',
    addressed(
      firstName,
      `suas respostas indicam preferência por ${listJoin(preferences)}.${description ? ` O ${type} faz parte do grupo dos **${description.group}**: ${MBTI_GROUP_MEANINGS[description.group]}` : ''}`,
    ),
    '',
    OFFLINE_NOTICE,
    '',
  ];
  if (description) {
    lines.push(
      `## Quem é o ${type}`,
      description.summary,
      '',
      `**Pontos fortes:** ${listJoin(description.strengths)}.`,
      '',
      `**Ponto de atenção:** ${description.watch}`,
      '',
    );
  }
  lines.push('## Suas dimensões');
  MBTI_DIMENSIONS.forEach((dimension, index) => {
    const first = dimension[0] as MbtiLetter;
    const second = dimension[1] as MbtiLetter;
    const chosen = letters[index] as MbtiLetter;
    const band = percentBand(scores[chosen]);
    lines.push(
      `- **${MBTI_DIMENSION_TITLES[dimension]}:** ${first} ${scores[first]}% · ${second} ${scores[second]}% — ${MBTI_LETTER_NAMES[chosen]}, ${band} (${PREFERENCE_STRENGTH[band]}).`,
    );
  });
  lines.push(
    '',
    '## O que as faixas significam',
    '- **Excelente (80% ou mais):** preferência muito clara, que aparece na maior parte das situações.',
    '- **Bom (60% a 79%):** preferência clara, com flexibilidade para agir do outro jeito quando preciso.',
    '- **Moderado (40% a 59%):** preferência leve; você usa os dois polos conforme o contexto.',
    '- **Baixo (abaixo de 40%):** o polo oposto é o seu preferido nessa dimensão.',
    '',
    '## Próximos passos',
    ...letters.map(
      (letter, index) => `${index + 1}. **${MBTI_LETTER_NAMES[letter]}:** ${MBTI_GROWTH[letter]}`,
    ),
    `${letters.length + 1}. Compare o resultado com a sua experiência: o MBTI descreve preferências, não capacidades nem limites.`,
    '',
    '## Os 16 tipos, por grupo',
  );
  for (const group of Object.keys(MBTI_GROUP_MEANINGS) as MbtiGroup[]) {
    const members = Object.entries(MBTI_TYPES)
      .filter(([, d]) => d.group === group)
      .map(([code, d]) => (code === type ? `**${code} — ${d.name} (você)**` : `${code} — ${d.name}`));
    lines.push(`- **${group}:** ${members.join('; ')}.`);
  }
  return lines.join('\n');
}

export interface IgtaContext {
  company: string | null;
  department: string | null;
  position: string | null;
  isCompanyWide: boolean;
  employeeCount: number;
}

function quote(text: string): string {
  const flat = text.trim().replace(/\s+/gu, ' ');
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}

export function igtaOfflineReport(
  scores: IgtaScores,
  answers: IgtaAnswers,
  context: IgtaContext,
  firstName: string | null,
): string {
  const dims = [...IGTA_DIMENSIONS].sort((a, b) => scores.by_dimension[b] - scores.by_dimension[a]);
  const strongest = dims[0] as IgtaDimension;
  const weakest = dims.at(-1) as IgtaDimension;
  const lines: string[] = [`# Diagnóstico IGTA${context.company ? ` — ${context.company}` : ''}`, ''];
  const info: string[] = [];
  if (context.company) {
    info.push(`- **Empresa:** ${context.company}`);
  }
  if (context.department) {
    info.push(`- **Departamento:** ${context.department}`);
  }
  if (context.position) {
    info.push(`- **Cargo:** ${context.position}`);
  }
  info.push(`- **Abrangência:** ${context.isCompanyWide ? 'toda a empresa' : 'a área de quem respondeu'}`);
  if (context.employeeCount > 0) {
    info.push(`- **Funcionários:** ${context.employeeCount.toLocaleString('pt-BR')}`);
  }
  lines.push(
    ...info,
    '',
    addressed(
      firstName,
      `a nota geral do diagnóstico foi **${decimal(scores.overall)} de 10** (${scoreBand(scores.overall)}), com ${scores.answered} de 24 questões respondidas.`,
    ),
    '',
    OFFLINE_NOTICE,
    '> A nota mede quão completo, detalhado e concreto está o diagnóstico (respostas preenchidas, descritas com contexto e com números, prazos ou valores). Sem um modelo de IA, o conteúdo das respostas não é interpretado: ele aparece organizado abaixo para a sua análise.',
    '',
    '## Notas por dimensão',
    ...IGTA_DIMENSIONS.map(
      (d) =>
        `- **${IGTA_DIMENSION_LABELS[d]}:** ${decimal(scores.by_dimension[d])} — ${scoreBand(scores.by_dimension[d])}`,
    ),
    '',
  );
  if (strongest !== weakest && scores.by_dimension[strongest] > scores.by_dimension[weakest]) {
    lines.push(
      `A dimensão mais bem descrita é a **${IGTA_DIMENSION_LABELS[strongest]}** (${decimal(scores.by_dimension[strongest])}); a que pede mais atenção é a **${IGTA_DIMENSION_LABELS[weakest]}** (${decimal(scores.by_dimension[weakest])}).`,
      '',
    );
  }
  const missing: { dimension: IgtaDimension; stage: IgtaStage }[] = [];
  lines.push('## Síntese das respostas');
  for (const dimension of IGTA_DIMENSIONS) {
    lines.push(`### ${IGTA_DIMENSION_LABELS[dimension]}`);
    for (const stage of IGTA_STAGES) {
      const questions = IGTA_QUESTIONS[dimension][stage];
      const texts = (answers[dimension]?.[stage] ?? []).slice(0, questions.length);
      const answered = texts
        .map((text, index) => ({ text, question: questions[index] }))
        .filter((a) => a.text.trim() !== '');
      if (answered.length === 0) {
        missing.push({ dimension, stage });
        lines.push(`- **${IGTA_STAGE_LABELS[stage]}:** sem resposta.`);
        continue;
      }
      lines.push(`- **${IGTA_STAGE_LABELS[stage]}:**`);
      for (const a of answered) {
        lines.push(`  - _${a.question}_ ${quote(a.text)}`);
      }
    }
    lines.push('');
  }
  lines.push(
    '## O que cada faixa significa',
    '- **Excelente (8 a 10):** diagnóstico completo e concreto, pronto para virar plano de ação.',
    '- **Bom (6 a 7,9):** boa base; faltam detalhes ou números em algumas etapas.',
    '- **Regular (4 a 5,9):** diagnóstico parcial; várias etapas precisam de mais informação.',
    '- **Baixo (0 a 3,9):** diagnóstico inicial; complete as etapas antes de decidir as ações.',
    '',
    '## Próximos passos',
  );
  const steps = IGTA_DIMENSION_STEPS[weakest].map((step) => `**${IGTA_DIMENSION_LABELS[weakest]}:** ${step}`);
  const stagesMissing = [...new Set(missing.map((m) => m.stage))].slice(0, 3);
  for (const stage of stagesMissing) {
    const where = missing.filter((m) => m.stage === stage).map((m) => IGTA_DIMENSION_LABELS[m.dimension]);
    steps.push(`**${IGTA_STAGE_LABELS[stage]}** (${listJoin(where)}): ${IGTA_STAGE_STEPS[stage]}`);
  }
  steps.push('Refaça o diagnóstico em 6 meses, com as mesmas pessoas, para medir a evolução.');
  lines.push(...steps.map((step, index) => `${index + 1}. ${step}`));
  return lines.join('\n');
}
