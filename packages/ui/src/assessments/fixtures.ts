// Sample answers of the assessment calls (typed from the contract), for the stories and tests.
import {
  ASSESSMENT_PATH,
  type AssessmentAgent,
  type AssessmentSession,
  IGTA_PATH,
  MBTI_PATH,
  RODA_DA_VIDA_PATH,
  type Schema,
} from '@sppock/sdk';

const DAY_MS = 86_400_000;
/** "Now" of the samples: the history's dates follow today. */
export const FIXTURE_NOW = Date.now();
const daysAgo = (days: number, minutes = 0) =>
  new Date(FIXTURE_NOW - days * DAY_MS + minutes * 60_000).toISOString();

const entry = (
  fields: Partial<AssessmentAgent> & Pick<AssessmentAgent, 'id' | 'title'>,
): AssessmentAgent => ({
  description: 'Descrição do teste.',
  icon: 'target',
  category: 'desenvolvimento_pessoal',
  route: null,
  color: '#10B981',
  gradient: 'linear-gradient(135deg, #10B981 0%, #0EA5E9 100%)',
  status: 'active',
  enabled_packages: ['freemium', 'professional', 'enterprise'],
  can_access: true,
  should_show: true,
  ...fields,
});

/** The catalogue as a Pro user sees it. */
export const CATALOGUE: AssessmentAgent[] = [
  entry({
    id: 1,
    title: 'Roda da Vida',
    description:
      'Avalie sua satisfação em 8 áreas da vida — carreira, finanças, relacionamentos, saúde, lazer, crescimento pessoal, espiritualidade e contribuição social — e receba um relatório com prioridades e próximos passos.',
    route: RODA_DA_VIDA_PATH,
  }),
  entry({
    id: 2,
    title: 'Teste de Personalidade MBTI',
    description:
      'Descubra qual dos 16 tipos de personalidade combina com você em 32 questões. Entenda como você ganha energia, percebe o mundo, toma decisões e organiza a sua rotina.',
    icon: 'brain',
    category: 'autoconhecimento',
    route: MBTI_PATH,
    color: '#8B5CF6',
    gradient: 'linear-gradient(135deg, #8B5CF6 0%, #EC4899 100%)',
    status: 'new',
    enabled_packages: ['professional', 'enterprise'],
  }),
  entry({
    id: 3,
    title: 'Diagnóstico Organizacional IGTA',
    description:
      'Diagnóstico da empresa pelo método Identificar, Gap, Target e Ação nas dimensões comportamental, gerencial e estrutural, com relatório e plano de ação.',
    icon: 'building-2',
    category: 'organizacional',
    route: IGTA_PATH,
    color: '#F59E0B',
    gradient: 'linear-gradient(135deg, #F59E0B 0%, #EF4444 100%)',
    enabled_packages: ['professional', 'enterprise'],
  }),
  entry({
    id: 4,
    title: 'Inteligência Emocional',
    description:
      'Meça sua capacidade de reconhecer e gerenciar as próprias emoções e as dos outros, com dicas para fortalecer empatia, autocontrole e relacionamentos.',
    icon: 'heart-handshake',
    category: 'autoconhecimento',
    color: '#EC4899',
    gradient: 'linear-gradient(135deg, #EC4899 0%, #F43F5E 100%)',
    status: 'coming_soon',
    enabled_packages: ['professional', 'enterprise'],
  }),
  entry({
    id: 5,
    title: 'Estilo de Liderança',
    description:
      'Identifique seu estilo predominante de liderança e como adaptá-lo à maturidade de cada pessoa da equipe.',
    icon: 'users',
    category: 'lideranca',
    color: '#3B82F6',
    gradient: 'linear-gradient(135deg, #3B82F6 0%, #6366F1 100%)',
    status: 'development',
    enabled_packages: ['enterprise'],
    can_access: false,
  }),
  entry({
    id: 6,
    title: 'Gestão do Tempo',
    description: 'Descubra para onde vai o seu tempo e quais hábitos liberam horas na semana.',
    icon: 'gauge',
    category: 'produtividade',
    color: '#14B8A6',
    gradient: 'linear-gradient(135deg, #14B8A6 0%, #22C55E 100%)',
    status: 'maintenance',
  }),
  entry({ id: 7, title: 'Teste desligado', should_show: false, route: `${ASSESSMENT_PATH}/antigo` }),
];

/** The same catalogue for a Free user: MBTI and IGTA locked. */
export const FREE_CATALOGUE: AssessmentAgent[] = CATALOGUE.map((agent) => ({
  ...agent,
  can_access: agent.enabled_packages.includes('freemium'),
}));

export const RODA_QUESTIONS: Schema<'RodaDaVidaQuestions'>['questions'] = {
  carreira: [
    'Quão satisfeito você está com o seu trabalho atual?',
    'Quanto você sente que está crescendo na carreira?',
  ],
  financas: [
    'Quão tranquilo você está com as suas finanças hoje?',
    'Quanto você consegue poupar para o futuro?',
  ],
  relacionamentos: [
    'Quão satisfeito você está com a sua vida afetiva e familiar?',
    'Quanto apoio você sente dos seus amigos?',
  ],
  saude: [
    'Como você avalia a sua disposição no dia a dia?',
    'Quanto você cuida do sono, da alimentação e de exercícios?',
  ],
  lazer: ['Quanto tempo de qualidade você tem para descansar e se divertir?'],
  crescimento: [
    'Quanto você tem aprendido coisas novas?',
    'Quão perto você está dos seus objetivos pessoais?',
  ],
  espiritualidade: ['Quanto você sente que a sua vida tem propósito?'],
  contribuicao: ['Quanto você contribui para a sua comunidade ou para causas que valoriza?'],
};

const MBTI_TEXTS: Record<Schema<'MbtiDimension'>, [string, string]> = {
  EI: ['Energia: Extroversão ou Introversão', 'Recarrego as energias'],
  SN: ['Percepção: Sensação ou Intuição', 'Presto atenção'],
  TF: ['Decisão: Pensamento ou Sentimento', 'Ao decidir, eu'],
  JP: ['Estilo de vida: Julgamento ou Percepção', 'No dia a dia, eu'],
};

/** 32 questions in the 4 groups of the contract (8 each, ids 1–32). */
export const MBTI_GROUPS_FIXTURE: Schema<'MbtiQuestionGroups'> = (['EI', 'SN', 'TF', 'JP'] as const).map(
  (dimension, group) => ({
    dimension,
    title: MBTI_TEXTS[dimension][0],
    questions: Array.from({ length: 8 }, (_, index) => ({
      id: group * 8 + index + 1,
      text: `${MBTI_TEXTS[dimension][1]} — afirmação ${index + 1} de 8 desta dimensão.`,
    })),
  }),
);

export const IGTA_QUESTIONS: Schema<'IgtaQuestionSet'> = {
  comportamental: {
    identify: ['Quais comportamentos da equipe mais impactam hoje os resultados da empresa?'],
    gap: ['Que diferenças você percebe entre o comportamento atual e o desejado?'],
    target: ['Como seria o comportamento ideal da equipe daqui a 12 meses?'],
    action: ['Que ações práticas poderiam desenvolver esses comportamentos?'],
  },
  gerencial: {
    identify: ['Como as decisões são tomadas hoje na sua área?'],
    gap: ['Quais indicadores faltam para uma boa gestão?'],
    target: ['Que resultados gerenciais você espera alcançar em um ano?'],
    action: ['Que práticas de gestão devem ser implantadas primeiro?'],
  },
  estrutural: {
    identify: ['Como estão organizados hoje os processos, cargos e responsabilidades?'],
    gap: ['Quais processos geram retrabalho ou gargalos?'],
    target: ['Quais processos precisam estar padronizados?'],
    action: ['Que mudanças estruturais devem ser priorizadas?'],
  },
};

export const RODA_REPORT = `# Sua Roda da Vida

**Nota geral: 6,1 de 10 (Bom)**

## Áreas mais fortes
- **Relacionamentos (8,5):** uma base sólida de apoio.
- **Carreira (7,5):** satisfação com o trabalho e com o crescimento.

## Áreas que pedem atenção
- **Saúde (4,0):** pouca disposição e sono irregular.
- **Lazer (3,0):** pouco tempo de descanso.

## Próximos passos
1. Reserve três blocos de 30 minutos por semana para atividade física.
2. Marque um momento de lazer fixo no fim de semana.

_Relatório gerado sem modelo de IA, a partir das suas notas._`;

export const MBTI_REPORT = `# Seu tipo: INTJ — Estrategista

Você tende a planejar a longo prazo e a confiar no próprio raciocínio.

## Pontos fortes
- Visão estratégica e independência.

## Pontos de atenção
- Explicar o raciocínio para quem pensa diferente.`;

export const IGTA_REPORT = `# Diagnóstico IGTA — Metalúrgica Vale do Aço Ltda.

**Nota geral: 6,2 de 10**

## Comportamental (6,0)
- **Identificar:** equipe comprometida, mas com receio de apontar problemas.

## Prioridades para os próximos 90 dias
1. Implantar a gestão à vista nos três turnos.`;

const base = (
  fields: Partial<AssessmentSession> & Pick<AssessmentSession, 'id' | 'assessment_type'>,
): AssessmentSession => ({
  title: null,
  company: null,
  department: null,
  position: null,
  completed: true,
  start_time: daysAgo(3),
  created_at: daysAgo(3),
  last_activity: daysAgo(3, 12),
  overall_score: null,
  tokens_used: 0,
  assessment_result: null,
  roda_da_vida_data: null,
  mbti_data: null,
  report_data: null,
  feedback: null,
  ...fields,
});

export const RODA_SESSIONS: AssessmentSession[] = [
  base({
    id: 41,
    assessment_type: 'rodavida',
    title: 'Avaliação Roda da Vida - recente',
    created_at: daysAgo(2),
    start_time: daysAgo(2),
    last_activity: daysAgo(2, 15),
    overall_score: 6.1,
    tokens_used: 1840,
    assessment_result: RODA_REPORT,
    roda_da_vida_data: {
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
      scores: [7.5, 6, 8.5, 4, 3, 7, 6.5, 6.5],
      overall_score: 6.1,
    },
    feedback: { rating: 4, comment: 'Bem útil.' },
  }),
  base({
    id: 33,
    assessment_type: 'rodavida',
    title: 'Avaliação Roda da Vida - anterior',
    created_at: daysAgo(60),
    start_time: daysAgo(60),
    last_activity: daysAgo(60, 20),
    overall_score: 4.9,
    tokens_used: 1710,
    assessment_result: RODA_REPORT,
    roda_da_vida_data: {
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
      scores: [6, 4, 8, 3, 2, 5, 5, 6],
      overall_score: 4.9,
    },
  }),
  base({
    id: 30,
    assessment_type: 'rodavida',
    title: 'Avaliação Roda da Vida - incompleta',
    completed: false,
  }),
];

export const MBTI_SESSIONS: AssessmentSession[] = [
  base({
    id: 52,
    assessment_type: 'mbti',
    title: 'Avaliação MBTI',
    tokens_used: 2210,
    assessment_result: MBTI_REPORT,
    mbti_data: {
      mbti_type: 'INTJ',
      dimension_scores: { E: 28, I: 72, S: 41, N: 59, T: 84, F: 16, J: 66, P: 34 },
    },
  }),
];

export const IGTA_SESSIONS: AssessmentSession[] = [
  base({
    id: 327,
    assessment_type: 'igta',
    title: 'Diagnóstico IGTA - Metalúrgica Vale do Aço Ltda.',
    company: 'Metalúrgica Vale do Aço Ltda.',
    department: 'Produção',
    position: 'Gerente de Operações',
    overall_score: 6.2,
    tokens_used: 5140,
    assessment_result: IGTA_REPORT,
    report_data: { content: IGTA_REPORT },
  }),
];

export const IGTA_ANALYTICS: Schema<'IgtaAnalytics'> = {
  total_sessions: 1,
  completed_sessions: 1,
  average_score: 6.2,
  by_dimension: { comportamental: 6, gerencial: 5.8, estrutural: 6.8 },
  last_session_at: daysAgo(3),
};
