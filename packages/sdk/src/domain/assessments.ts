// Assessment content the product shows in several places (spec 3 §2, §3): the Roda da Vida's
// areas and the 16 MBTI types. The server's questions and reports and the UI's pages read them here.
import type { components } from '../generated/openapi';

type RodaDaVidaCategory = components['schemas']['RodaDaVidaCategory'];

/** The 8 life areas of the Roda da Vida, canonical names, in the order of the questions. */
export const RODA_AREAS = [
  'carreira',
  'financas',
  'relacionamentos',
  'saude',
  'lazer',
  'crescimento',
  'espiritualidade',
  'contribuicao',
] as const satisfies readonly RodaDaVidaCategory[];

/** A canonical Roda da Vida area. */
export type RodaArea = (typeof RODA_AREAS)[number];

/** The spec's other names for two areas, accepted in answers and stored under the canonical one. */
export const RODA_ALIASES: Readonly<Record<string, RodaArea>> = {
  crescimento_pessoal: 'crescimento',
  contribuicao_social: 'contribuicao',
};

/** Each area's pt-BR label, as the wheel, the report and the history show it. */
export const RODA_AREA_LABELS: Readonly<Record<RodaArea, string>> = {
  carreira: 'Carreira',
  financas: 'Finanças',
  relacionamentos: 'Relacionamentos',
  saude: 'Saúde',
  lazer: 'Lazer',
  crescimento: 'Crescimento Pessoal',
  espiritualidade: 'Espiritualidade',
  contribuicao: 'Contribuição Social',
};

/** The four groups of the MBTI page (spec 3 §2), in the order it shows them. */
export const MBTI_GROUP_ORDER = [
  'Analistas (NT)',
  'Diplomatas (NF)',
  'Sentinelas (SJ)',
  'Exploradores (SP)',
] as const;

/** A group of MBTI types. */
export type MbtiGroup = (typeof MBTI_GROUP_ORDER)[number];

/** What the product says about one MBTI type everywhere it names it. */
export interface MbtiTypeDescription {
  /** e.g. 'O Arquiteto'. */
  name: string;
  group: MbtiGroup;
  /** A one-line portrait written for this product. */
  description: string;
}

/** The 16 types by their letters ('INTJ'), group by group in {@link MBTI_GROUP_ORDER}, with a name and a one-line portrait. */
export const MBTI_TYPES: Readonly<Record<string, MbtiTypeDescription>> = {
  INTJ: {
    name: 'O Arquiteto',
    group: 'Analistas (NT)',
    description:
      'Estrategista independente, enxerga o sistema inteiro e traça planos de longo prazo para melhorá-lo.',
  },
  INTP: {
    name: 'O Lógico',
    group: 'Analistas (NT)',
    description:
      'Pensador curioso, gosta de entender como as coisas funcionam e de testar teorias até o fim.',
  },
  ENTJ: {
    name: 'O Comandante',
    group: 'Analistas (NT)',
    description:
      'Líder decidido, organiza pessoas e recursos em torno de metas ambiciosas e cobra resultado.',
  },
  ENTP: {
    name: 'O Inovador',
    group: 'Analistas (NT)',
    description:
      'Questionador criativo, gosta de debater, encontrar brechas e propor caminhos que ninguém tentou.',
  },
  INFJ: {
    name: 'O Conselheiro',
    group: 'Diplomatas (NF)',
    description:
      'Idealista reservado, entende as pessoas em profundidade e trabalha com convicção por uma causa.',
  },
  INFP: {
    name: 'O Mediador',
    group: 'Diplomatas (NF)',
    description: 'Sensível e guiado por valores, busca coerência entre o que faz e o que acredita.',
  },
  ENFJ: {
    name: 'O Protagonista',
    group: 'Diplomatas (NF)',
    description:
      'Líder inspirador, mobiliza pessoas em torno de objetivos comuns e cuida do desenvolvimento delas.',
  },
  ENFP: {
    name: 'O Ativista',
    group: 'Diplomatas (NF)',
    description:
      'Entusiasta comunicativo, enxerga possibilidades nas pessoas e nas ideias e contagia o grupo.',
  },
  ISTJ: {
    name: 'O Logístico',
    group: 'Sentinelas (SJ)',
    description: 'Responsável e metódico, cumpre o combinado, valoriza a ordem e os processos que funcionam.',
  },
  ISFJ: {
    name: 'O Defensor',
    group: 'Sentinelas (SJ)',
    description: 'Prestativo e cuidadoso, protege a equipe e garante que o dia a dia funcione sem falhas.',
  },
  ESTJ: {
    name: 'O Executivo',
    group: 'Sentinelas (SJ)',
    description: 'Organizador prático, estabelece regras claras, distribui tarefas e garante a entrega.',
  },
  ESFJ: {
    name: 'O Cônsul',
    group: 'Sentinelas (SJ)',
    description:
      'Sociável e atencioso, cuida da harmonia do grupo e das necessidades práticas de cada pessoa.',
  },
  ISTP: {
    name: 'O Virtuoso',
    group: 'Exploradores (SP)',
    description: 'Prático e observador, resolve problemas com as mãos e com calma nas situações de crise.',
  },
  ISFP: {
    name: 'O Aventureiro',
    group: 'Exploradores (SP)',
    description: 'Gentil e espontâneo, vive o presente e expressa os seus valores no que cria e faz.',
  },
  ESTP: {
    name: 'O Empreendedor',
    group: 'Exploradores (SP)',
    description: 'Energético e direto, age rápido, negocia bem e aproveita as oportunidades do momento.',
  },
  ESFP: {
    name: 'O Animador',
    group: 'Exploradores (SP)',
    description: 'Extrovertido e caloroso, traz leveza ao grupo e gosta de experiências compartilhadas.',
  },
};
