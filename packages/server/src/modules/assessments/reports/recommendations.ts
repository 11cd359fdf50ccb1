// The recommendations library of the offline reports: concrete next steps written for each area
// of the Roda da Vida, each MBTI preference and each IGTA dimension and stage. The offline report
// picks from here by score; nothing in it is invented about the user.
import type { IgtaDimension, IgtaStage } from '../questions/igta.ts';
import type { RodaArea } from '../questions/rodavida.ts';
import type { MbtiLetter } from '../scoring/mbti.ts';

/** Roda da Vida: steps for an area that needs attention (below 6) and for keeping a strong one. */
export const RODA_RECOMMENDATIONS: Readonly<Record<RodaArea, { improve: readonly string[]; keep: string }>> =
  {
    carreira: {
      improve: [
        'Escreva em uma frase onde quer estar profissionalmente daqui a 2 anos e liste as 3 competências que faltam.',
        'Marque uma conversa de 30 minutos com a sua liderança (ou um mentor) para alinhar expectativas e próximos desafios.',
        'Reserve 2 horas por semana para um curso, projeto ou leitura ligada à carreira que você quer.',
      ],
      keep: 'Registre as suas conquistas do trimestre: elas sustentam a próxima negociação de cargo ou salário.',
    },
    financas: {
      improve: [
        'Anote todos os gastos por 30 dias e separe-os em essenciais, importantes e supérfluos.',
        'Monte uma reserva de emergência, começando com um valor fixo transferido no dia do pagamento.',
        'Escolha uma dívida ou gasto recorrente para renegociar ou cortar ainda este mês.',
      ],
      keep: 'Revise o orçamento uma vez por mês e defina um objetivo de investimento de médio prazo.',
    },
    relacionamentos: {
      improve: [
        'Escolha duas pessoas importantes e combine um encontro ou ligação sem celular nas próximas duas semanas.',
        'Pratique ouvir até o fim antes de responder nas conversas difíceis desta semana.',
        'Diga a alguém próximo, de forma específica, o que você valoriza nessa relação.',
      ],
      keep: 'Mantenha um ritual fixo com quem é importante (um jantar semanal, uma ligação aos domingos).',
    },
    saude: {
      improve: [
        'Reserve 30 minutos, três vezes por semana, para uma atividade física que você goste.',
        'Defina um horário fixo para dormir e desligue as telas 30 minutos antes.',
        'Agende os exames de rotina que estão atrasados.',
      ],
      keep: 'Acompanhe um indicador simples (passos, horas de sono) para perceber cedo quando a rotina escapar.',
    },
    lazer: {
      improve: [
        'Agende ao menos um momento de lazer por semana, com a mesma prioridade de uma reunião.',
        'Retome um hobby antigo ou experimente uma atividade nova neste mês.',
        'Planeje uma pausa maior (um fim de semana ou uma viagem curta) para os próximos três meses.',
      ],
      keep: 'Proteja os seus momentos de lazer na agenda quando o trabalho apertar.',
    },
    crescimento: {
      improve: [
        'Escolha um tema que você quer dominar e dedique 20 minutos por dia a ele durante 30 dias.',
        'Leia um livro por mês e anote uma ideia que vai aplicar de cada um.',
        'Peça a duas pessoas de confiança um retorno sincero sobre um ponto que você pode desenvolver.',
      ],
      keep: 'Compartilhe o que aprendeu ensinando alguém: é a forma mais rápida de consolidar o conhecimento.',
    },
    espiritualidade: {
      improve: [
        'Reserve 10 minutos por dia para silêncio, meditação, oração ou escrita, como fizer sentido para você.',
        'Liste os 5 valores mais importantes para você e confira se a sua agenda da semana os reflete.',
        'Procure uma comunidade ou prática que fortaleça o seu senso de propósito.',
      ],
      keep: 'Revisite os seus valores nas decisões importantes: eles já são um ponto de apoio para você.',
    },
    contribuicao: {
      improve: [
        'Escolha uma causa que importa para você e dedique a ela 2 horas por mês.',
        'Ofereça o que você sabe fazer: uma mentoria, uma aula ou ajuda a um projeto local.',
        'Comece pequeno: uma doação recorrente ou uma ação voluntária com amigos ou colegas.',
      ],
      keep: 'Convide outras pessoas para as ações de que você já participa e multiplique o impacto.',
    },
  };

/** What each band means for a Roda da Vida area (spec 3 §4 bands). */
export const RODA_BAND_MEANINGS = {
  Excelente: 'área de alta satisfação, que sustenta as outras; o desafio é mantê-la.',
  Bom: 'área satisfatória, com espaço para ajustes pontuais.',
  Regular: 'área com insatisfação perceptível, que pede um plano de melhoria.',
  Baixo: 'área crítica, que provavelmente afeta as demais e merece prioridade.',
} as const;

/** MBTI: a development step for someone who leans to each letter. */
export const MBTI_GROWTH: Readonly<Record<MbtiLetter, string>> = {
  E: 'Antes de decidir em grupo, reserve alguns minutos para refletir sozinho(a) e ouvir quem fala menos.',
  I: 'Compartilhe as suas ideias mais cedo, mesmo incompletas: nas reuniões, fale nos primeiros 10 minutos.',
  S: 'Separe um momento por semana para pensar em cenários de longo prazo e em alternativas ao modo atual.',
  N: 'Transforme cada ideia em um próximo passo concreto, com data e responsável.',
  T: 'Nas conversas difíceis, reconheça o impacto nas pessoas antes de apresentar a análise.',
  F: 'Ao decidir, escreva os critérios objetivos ao lado dos valores envolvidos e compare as opções pelos dois.',
  J: 'Deixe espaço na agenda para o imprevisto e experimente decidir algo pequeno sem um plano fechado.',
  P: 'Defina prazos intermediários para os seus projetos e feche uma decisão pendente por semana.',
};

/** IGTA: steps for a dimension whose diagnosis is thin, and for a stage left blank. */
export const IGTA_DIMENSION_STEPS: Readonly<Record<IgtaDimension, readonly string[]>> = {
  comportamental: [
    'Faça uma pesquisa curta de clima (5 perguntas) com a equipe para medir comunicação e colaboração.',
    'Combine com a equipe 3 comportamentos esperados e como serão reconhecidos no dia a dia.',
    'Crie um ritual de feedback quinzenal entre líderes e liderados.',
  ],
  gerencial: [
    'Defina de 3 a 5 indicadores da área, com meta e responsável por cada um.',
    'Implante uma reunião semanal curta de acompanhamento de metas, com pauta fixa.',
    'Mapeie quais decisões cabem a cada nível de gestão para reduzir gargalos de aprovação.',
  ],
  estrutural: [
    'Desenhe o fluxo dos 3 processos mais críticos e marque onde há retrabalho ou espera.',
    'Atualize a matriz de cargos e responsabilidades (quem faz, quem aprova, quem é informado).',
    'Liste as ferramentas em uso e escolha uma substituição ou integração prioritária.',
  ],
};

export const IGTA_STAGE_STEPS: Readonly<Record<IgtaStage, string>> = {
  identify: 'Descreva a situação atual com fatos: números, exemplos recentes e quem é afetado.',
  gap: 'Compare a situação atual com a desejada e nomeie a lacuna principal, com a sua causa provável.',
  target: 'Escreva a meta de forma mensurável: o que muda, quanto e até quando.',
  action: 'Para cada meta, defina a primeira ação, o responsável e o prazo.',
};
