// What the assessment pages know about the catalogue: labels of the closed sets of the contract
// (categories, statuses, areas, dimensions, stages), the 16 MBTI types and the card rules.
import type { AssessmentAgent, components, PlanType } from '@sppock/sdk';
import { planLabel } from '@sppock/sdk';
import type { AssessmentsMessages } from './messages';

type Schemas = components['schemas'];
export type AssessmentCategory = Schemas['AssessmentCategory'];
export type AssessmentCardStatus = Schemas['AssessmentCardStatus'];
export type RodaDaVidaArea = Schemas['RodaDaVidaCategory'];
export type MbtiType = Schemas['MbtiType'];
export type IgtaDimension = Schemas['IgtaDimension'];
export type IgtaStage = Schemas['IgtaStage'];

/** The filter's categories in the order of spec 3 §2. */
export const CATEGORY_LABELS: Readonly<Record<AssessmentCategory, string>> = {
  desenvolvimento_pessoal: 'Desenvolvimento Pessoal',
  autoconhecimento: 'Autoconhecimento',
  cognicao: 'Cognição',
  profissional: 'Profissional',
  lideranca: 'Liderança',
  produtividade: 'Produtividade',
  organizacional: 'Organizacional',
};

/** Descriptions on the cards are cut at 200 characters (spec 1 §8). */
export const DESCRIPTION_LIMIT = 200;

/** A description cut at {@link DESCRIPTION_LIMIT} characters, with an ellipsis when cut. */
export function cardDescription(text: string): string {
  const characters = Array.from(text);
  return characters.length <= DESCRIPTION_LIMIT
    ? text
    : `${characters.slice(0, DESCRIPTION_LIMIT).join('').trimEnd()}…`;
}

/** Only active or new tests the plan includes, with a route, open (spec 3 §2). */
export function canOpen(agent: AssessmentAgent): boolean {
  return (agent.status === 'active' || agent.status === 'new') && agent.can_access && agent.route !== null;
}

/** The card's status label; an active test has none. */
export function statusLabel(status: AssessmentCardStatus, messages: AssessmentsMessages): string | null {
  switch (status) {
    case 'active':
      return null;
    case 'new':
      return messages.statusNew;
    case 'coming_soon':
      return messages.statusComingSoon;
    case 'development':
      return messages.statusDevelopment;
    case 'maintenance':
      return messages.statusMaintenance;
    default:
      return status satisfies never;
  }
}

/** The card's tooltip (spec 3 §2): the status speaks first, then the plan. */
export function cardTooltip(agent: AssessmentAgent, messages: AssessmentsMessages): string {
  switch (agent.status) {
    case 'coming_soon':
      return messages.tooltipComingSoon;
    case 'development':
      return messages.tooltipDevelopment;
    case 'maintenance':
      return messages.tooltipMaintenance;
    case 'active':
    case 'new':
      if (!agent.can_access) {
        return messages.tooltipLocked;
      }
      return agent.status === 'new' ? messages.tooltipNew : messages.tooltipOpen;
    default:
      return agent.status satisfies never;
  }
}

/** 'Pro e Enterprise': the plans that include a test, as the cards label them (spec 3 §6). */
export function plansText(plans: readonly PlanType[]): string {
  const labels = plans.map(planLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}

/** The 8 life areas of the Roda da Vida, canonical names first (spec 3 §3). */
export const AREA_LABELS: Readonly<Record<RodaDaVidaArea, string>> = {
  carreira: 'Carreira',
  financas: 'Finanças',
  relacionamentos: 'Relacionamentos',
  saude: 'Saúde',
  lazer: 'Lazer',
  crescimento: 'Crescimento Pessoal',
  espiritualidade: 'Espiritualidade',
  contribuicao: 'Contribuição Social',
  crescimento_pessoal: 'Crescimento Pessoal',
  contribuicao_social: 'Contribuição Social',
};

/** The 8 canonical areas in the order of the questions. */
export const RODA_AREAS = [
  'carreira',
  'financas',
  'relacionamentos',
  'saude',
  'lazer',
  'crescimento',
  'espiritualidade',
  'contribuicao',
] as const satisfies readonly RodaDaVidaArea[];

/** The letters of MBTI's four dimensions, first letter first. */
export const MBTI_DIMENSIONS = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
] as const;

export type MbtiLetter = (typeof MBTI_DIMENSIONS)[number][number];

export const MBTI_LETTERS: Readonly<Record<MbtiLetter, string>> = {
  E: 'Extroversão',
  I: 'Introversão',
  S: 'Sensação',
  N: 'Intuição',
  T: 'Pensamento',
  F: 'Sentimento',
  J: 'Julgamento',
  P: 'Percepção',
};

export interface MbtiTypeInfo {
  type: MbtiType;
  name: string;
  description: string;
}

/**
 * The 16 types in the four groups of spec 3 §2, each with a name and a one-line portrait — the
 * same names and portraits as the server's reports (`modules/assessments/reports/mbti-types.ts`).
 */
export const MBTI_GROUPS: ReadonlyArray<{ title: string; types: readonly MbtiTypeInfo[] }> = [
  {
    title: 'Analistas (NT)',
    types: [
      {
        type: 'INTJ',
        name: 'O Arquiteto',
        description:
          'Estrategista independente, enxerga o sistema inteiro e traça planos de longo prazo para melhorá-lo.',
      },
      {
        type: 'INTP',
        name: 'O Lógico',
        description:
          'Pensador curioso, gosta de entender como as coisas funcionam e de testar teorias até o fim.',
      },
      {
        type: 'ENTJ',
        name: 'O Comandante',
        description:
          'Líder decidido, organiza pessoas e recursos em torno de metas ambiciosas e cobra resultado.',
      },
      {
        type: 'ENTP',
        name: 'O Inovador',
        description:
          'Questionador criativo, gosta de debater, encontrar brechas e propor caminhos que ninguém tentou.',
      },
    ],
  },
  {
    title: 'Diplomatas (NF)',
    types: [
      {
        type: 'INFJ',
        name: 'O Conselheiro',
        description:
          'Idealista reservado, entende as pessoas em profundidade e trabalha com convicção por uma causa.',
      },
      {
        type: 'INFP',
        name: 'O Mediador',
        description: 'Sensível e guiado por valores, busca coerência entre o que faz e o que acredita.',
      },
      {
        type: 'ENFJ',
        name: 'O Protagonista',
        description:
          'Líder inspirador, mobiliza pessoas em torno de objetivos comuns e cuida do desenvolvimento delas.',
      },
      {
        type: 'ENFP',
        name: 'O Ativista',
        description:
          'Entusiasta comunicativo, enxerga possibilidades nas pessoas e nas ideias e contagia o grupo.',
      },
    ],
  },
  {
    title: 'Sentinelas (SJ)',
    types: [
      {
        type: 'ISTJ',
        name: 'O Logístico',
        description:
          'Responsável e metódico, cumpre o combinado, valoriza a ordem e os processos que funcionam.',
      },
      {
        type: 'ISFJ',
        name: 'O Defensor',
        description:
          'Prestativo e cuidadoso, protege a equipe e garante que o dia a dia funcione sem falhas.',
      },
      {
        type: 'ESTJ',
        name: 'O Executivo',
        description: 'Organizador prático, estabelece regras claras, distribui tarefas e garante a entrega.',
      },
      {
        type: 'ESFJ',
        name: 'O Cônsul',
        description:
          'Sociável e atencioso, cuida da harmonia do grupo e das necessidades práticas de cada pessoa.',
      },
    ],
  },
  {
    title: 'Exploradores (SP)',
    types: [
      {
        type: 'ISTP',
        name: 'O Virtuoso',
        description:
          'Prático e observador, resolve problemas com as mãos e com calma nas situações de crise.',
      },
      {
        type: 'ISFP',
        name: 'O Aventureiro',
        description: 'Gentil e espontâneo, vive o presente e expressa os seus valores no que cria e faz.',
      },
      {
        type: 'ESTP',
        name: 'O Empreendedor',
        description: 'Energético e direto, age rápido, negocia bem e aproveita as oportunidades do momento.',
      },
      {
        type: 'ESFP',
        name: 'O Animador',
        description: 'Extrovertido e caloroso, traz leveza ao grupo e gosta de experiências compartilhadas.',
      },
    ],
  },
];

/** The IGTA's dimensions and stages with their pt-BR labels (spec 3 §1, §3). */
export const IGTA_DIMENSIONS: Readonly<Record<IgtaDimension, string>> = {
  comportamental: 'Comportamental',
  gerencial: 'Gerencial',
  estrutural: 'Estrutural',
};

export const IGTA_STAGES: Readonly<Record<IgtaStage, string>> = {
  identify: 'Identificar — situação atual',
  gap: 'Gap — a lacuna',
  target: 'Target — a meta',
  action: 'Ação — o plano',
};
