// What the assessment pages know about the catalogue: labels of the closed sets of the contract
// (categories, statuses, areas, dimensions, stages), the 16 MBTI types and the card rules.
import type { AssessmentAgent, components, PlanType } from '@sppock/sdk';
import { MBTI_GROUP_ORDER, MBTI_TYPES, planLabel, RODA_AREA_LABELS, RODA_AREAS } from '@sppock/sdk';
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

/** The 8 life areas of the Roda da Vida, canonical names first, then the spec's other names (spec 3 §3). */
export const AREA_LABELS: Readonly<Record<RodaDaVidaArea, string>> = {
  ...RODA_AREA_LABELS,
  crescimento_pessoal: RODA_AREA_LABELS.crescimento,
  contribuicao_social: RODA_AREA_LABELS.contribuicao,
};

/** The 8 canonical areas in the order of the questions. */
export { RODA_AREAS };

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

/** The 16 types in the four groups of spec 3 §2, each with a name and a one-line portrait (the SDK's). */
export const MBTI_GROUPS: ReadonlyArray<{ title: string; types: readonly MbtiTypeInfo[] }> =
  MBTI_GROUP_ORDER.map((title) => ({
    title,
    types: Object.entries(MBTI_TYPES)
      .filter(([, info]) => info.group === title)
      .map(([type, { name, description }]) => ({ type, name, description })),
  }));

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
