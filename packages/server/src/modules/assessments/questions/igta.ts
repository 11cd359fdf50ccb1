// IGTA (spec 3 §1, §3): the organisational diagnosis by dimension (comportamental, gerencial,
// estrutural) and stage (identify, gap, target, action), 2 free-text questions per stage.

export const IGTA_DIMENSIONS = ['comportamental', 'gerencial', 'estrutural'] as const;
export type IgtaDimension = (typeof IGTA_DIMENSIONS)[number];

export const IGTA_STAGES = ['identify', 'gap', 'target', 'action'] as const;
export type IgtaStage = (typeof IGTA_STAGES)[number];

export const IGTA_DIMENSION_LABELS: Readonly<Record<IgtaDimension, string>> = {
  comportamental: 'Comportamental',
  gerencial: 'Gerencial',
  estrutural: 'Estrutural',
};

export const IGTA_STAGE_LABELS: Readonly<Record<IgtaStage, string>> = {
  identify: 'Identificar (situação atual)',
  gap: 'Gap (lacuna)',
  target: 'Target (meta)',
  action: 'Ação',
};

export type IgtaQuestionSet = Record<IgtaDimension, Record<IgtaStage, string[]>>;

export const IGTA_QUESTIONS: Readonly<Record<IgtaDimension, Readonly<Record<IgtaStage, readonly string[]>>>> =
  {
    comportamental: {
      identify: [
        'Quais comportamentos da equipe mais impactam hoje os resultados da empresa?',
        'Como você descreveria a comunicação entre as pessoas da sua área?',
      ],
      gap: [
        'Que diferenças você percebe entre o comportamento atual da equipe e o comportamento desejado?',
        'Quais atitudes dificultam a colaboração entre as áreas?',
      ],
      target: [
        'Como seria o comportamento ideal da equipe daqui a 12 meses?',
        'Que valores você gostaria que guiassem o dia a dia das pessoas?',
      ],
      action: [
        'Que ações práticas poderiam desenvolver esses comportamentos?',
        'Quem deveria liderar essas mudanças e como acompanhá-las?',
      ],
    },
    gerencial: {
      identify: [
        'Como as decisões são tomadas hoje na sua área?',
        'Como os gestores acompanham metas e resultados?',
      ],
      gap: [
        'Onde a gestão atual deixa de atender às necessidades da equipe?',
        'Quais indicadores faltam para uma boa gestão?',
      ],
      target: [
        'Como seria um modelo de gestão ideal para a sua área?',
        'Que resultados gerenciais você espera alcançar em um ano?',
      ],
      action: [
        'Que práticas de gestão devem ser implantadas primeiro?',
        'Que capacitação os líderes precisam receber?',
      ],
    },
    estrutural: {
      identify: [
        'Como estão organizados hoje os processos, cargos e responsabilidades?',
        'Quais sistemas e ferramentas a equipe utiliza no dia a dia?',
      ],
      gap: [
        'Quais processos geram retrabalho ou gargalos?',
        'Que recursos (pessoas, tecnologia, espaço) estão faltando?',
      ],
      target: [
        'Como deveria ser a estrutura ideal para sustentar o crescimento da empresa?',
        'Quais processos precisam estar padronizados?',
      ],
      action: [
        'Que mudanças estruturais devem ser priorizadas?',
        'Qual o prazo e o investimento estimados para essas mudanças?',
      ],
    },
  };

/** A fresh copy in the contract's shape. */
export function igtaQuestionSet(): IgtaQuestionSet {
  return Object.fromEntries(
    IGTA_DIMENSIONS.map((dimension) => [
      dimension,
      Object.fromEntries(IGTA_STAGES.map((stage) => [stage, [...IGTA_QUESTIONS[dimension][stage]]])),
    ]),
  ) as IgtaQuestionSet;
}
