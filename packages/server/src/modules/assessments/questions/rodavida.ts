// Roda da Vida (spec 3 §3, §9): the 8 areas of life, in display order, with their questions,
// each answered 0-10 ('Muito Insatisfeito' … 'Muito Satisfeito'). The areas and their labels are
// the SDK's (the UI shows the same ones).
import { RODA_AREA_LABELS, type RodaArea } from '@sppock/sdk/domain';

export { RODA_ALIASES, RODA_AREAS, type RodaArea } from '@sppock/sdk/domain';

/** Each area's label (the SDK's, shared with the UI's wheel). */
export const RODA_LABELS = RODA_AREA_LABELS;

export const RODA_QUESTIONS: Readonly<Record<RodaArea, readonly string[]>> = {
  carreira: [
    'Quão satisfeito(a) você está com o seu trabalho atual?',
    'O quanto a sua carreira está alinhada com os seus objetivos de longo prazo?',
    'Como você avalia as suas oportunidades de crescimento profissional?',
  ],
  financas: [
    'Quão satisfeito(a) você está com a sua renda atual?',
    'Como você avalia o controle dos seus gastos e do seu orçamento mensal?',
    'O quanto você se sente preparado(a) financeiramente para imprevistos e para o futuro?',
  ],
  relacionamentos: [
    'Quão satisfeito(a) você está com os seus relacionamentos familiares?',
    'Como você avalia a qualidade das suas amizades?',
    'O quanto você se sente apoiado(a) pelas pessoas mais próximas?',
  ],
  saude: [
    'Como você avalia a sua saúde física no dia a dia?',
    'Quão satisfeito(a) você está com a qualidade do seu sono e da sua alimentação?',
    'Como você avalia o seu equilíbrio emocional e o seu nível de estresse?',
  ],
  lazer: [
    'Quão satisfeito(a) você está com o tempo que dedica ao lazer?',
    'Com que frequência você pratica atividades que lhe dão prazer?',
  ],
  crescimento: [
    'O quanto você tem investido em aprender coisas novas?',
    'Como você avalia o seu desenvolvimento pessoal no último ano?',
  ],
  espiritualidade: [
    'O quanto você sente que a sua vida tem propósito e significado?',
    'Quão satisfeito(a) você está com a sua conexão com as suas crenças e valores?',
  ],
  contribuicao: [
    'O quanto você sente que contribui para a sua comunidade?',
    'Com que frequência você se envolve em ações voluntárias ou sociais?',
  ],
};
