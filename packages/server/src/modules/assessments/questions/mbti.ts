// MBTI (spec 3 §3, §9): 32 statements, 8 per dimension, answered 1 (discordo totalmente) to 5
// (concordo totalmente). Each dimension is balanced and reverse-keyed: agreeing with an odd id
// leans to the dimension's first letter (E, S, T, J), agreeing with an even id to the second
// (I, N, F, P) — 4 statements for each pole.

export const MBTI_DIMENSIONS = ['EI', 'SN', 'TF', 'JP'] as const;
export type MbtiDimension = (typeof MBTI_DIMENSIONS)[number];

export const MBTI_DIMENSION_TITLES: Readonly<Record<MbtiDimension, string>> = {
  EI: 'Extroversão (E) × Introversão (I)',
  SN: 'Sensação (S) × Intuição (N)',
  TF: 'Pensamento (T) × Sentimento (F)',
  JP: 'Julgamento (J) × Percepção (P)',
};

export const MBTI_LETTER_NAMES: Readonly<Record<string, string>> = {
  E: 'Extroversão',
  I: 'Introversão',
  S: 'Sensação',
  N: 'Intuição',
  T: 'Pensamento',
  F: 'Sentimento',
  J: 'Julgamento',
  P: 'Percepção',
};

/** Statements in id order (id = index + 1): ids 1-8 EI, 9-16 SN, 17-24 TF, 25-32 JP. */
export const MBTI_STATEMENTS: readonly string[] = [
  'Sinto-me energizado(a) depois de passar tempo com muitas pessoas.',
  'Prefiro refletir sozinho(a) antes de compartilhar as minhas ideias.',
  'Em eventos sociais, costumo puxar conversa com pessoas que não conheço.',
  'Depois de um dia cheio de reuniões, preciso de um tempo sozinho(a) para recarregar.',
  'Penso melhor quando falo em voz alta com outras pessoas.',
  'Prefiro conversas profundas com poucas pessoas a conversas rápidas com muitas.',
  'Gosto de ser o centro das atenções em grupos.',
  'Costumo guardar os meus sentimentos para mim até conhecer bem alguém.',
  'Confio mais em fatos concretos e na experiência do que em palpites.',
  'Gosto de imaginar possibilidades e cenários futuros.',
  'Prefiro instruções passo a passo a orientações gerais.',
  'Costumo perceber padrões e conexões que outras pessoas não notam.',
  'Presto muita atenção aos detalhes práticos de uma tarefa.',
  'Fico entediado(a) com rotinas e prefiro explorar ideias novas.',
  'Valorizo métodos já testados mais do que abordagens inovadoras.',
  'Gosto de discutir teorias e conceitos abstratos.',
  'Ao tomar decisões, priorizo a lógica e a análise objetiva.',
  'Considero como as minhas decisões vão afetar os sentimentos das pessoas.',
  'Prefiro ser justo(a) e coerente a agradar a todos.',
  'A harmonia no ambiente é mais importante para mim do que vencer uma discussão.',
  'Consigo dar feedbacks duros quando necessário, sem rodeios.',
  'Coloco-me facilmente no lugar dos outros.',
  'Acredito que as regras devem valer igualmente para todos, sem exceções.',
  'Os meus valores pessoais pesam muito nas minhas escolhas.',
  'Gosto de planejar as minhas atividades com antecedência.',
  'Prefiro manter as minhas opções em aberto a fechar decisões cedo.',
  'Sinto-me bem quando termino as tarefas bem antes do prazo.',
  'Adapto-me com facilidade a mudanças de última hora.',
  'Mantenho listas e agendas para organizar o meu dia.',
  'Trabalho melhor sob pressão, perto do prazo.',
  'Prefiro ambientes organizados e com regras claras.',
  'Gosto de improvisar e decidir as coisas na hora.',
];

export const MBTI_QUESTION_COUNT = 32;
export const MBTI_PER_DIMENSION = 8;

export interface MbtiQuestionGroup {
  dimension: MbtiDimension;
  title: string;
  questions: { id: number; text: string }[];
}

/** The 4 groups of 8 the contract sends (start and questions/). */
export function mbtiQuestionGroups(): MbtiQuestionGroup[] {
  return MBTI_DIMENSIONS.map((dimension, index) => ({
    dimension,
    title: MBTI_DIMENSION_TITLES[dimension],
    questions: MBTI_STATEMENTS.slice(index * MBTI_PER_DIMENSION, (index + 1) * MBTI_PER_DIMENSION).map(
      (text, offset) => ({ id: index * MBTI_PER_DIMENSION + offset + 1, text }),
    ),
  }));
}
