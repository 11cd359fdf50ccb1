// The 16 MBTI types in the four groups the results page shows (spec 3 §2 "MBTI page"), with a
// description of each written for this product.

export type MbtiGroup = 'Analistas (NT)' | 'Diplomatas (NF)' | 'Sentinelas (SJ)' | 'Exploradores (SP)';

export interface MbtiTypeDescription {
  name: string;
  group: MbtiGroup;
  summary: string;
  strengths: readonly string[];
  watch: string;
}

export const MBTI_TYPES: Readonly<Record<string, MbtiTypeDescription>> = {
  INTJ: {
    name: 'O Arquiteto',
    group: 'Analistas (NT)',
    summary:
      'Estrategista independente, enxerga o sistema inteiro e traça planos de longo prazo para melhorá-lo.',
    strengths: ['visão estratégica', 'autonomia', 'rigor na análise'],
    watch: 'pode parecer distante e subestimar a importância de conquistar as pessoas para o plano.',
  },
  INTP: {
    name: 'O Lógico',
    group: 'Analistas (NT)',
    summary: 'Pensador curioso, gosta de entender como as coisas funcionam e de testar teorias até o fim.',
    strengths: ['raciocínio analítico', 'originalidade', 'objetividade'],
    watch: 'pode adiar a execução enquanto refina a ideia e esquecer de comunicar o que já concluiu.',
  },
  ENTJ: {
    name: 'O Comandante',
    group: 'Analistas (NT)',
    summary: 'Líder decidido, organiza pessoas e recursos em torno de metas ambiciosas e cobra resultado.',
    strengths: ['liderança', 'tomada de decisão', 'planejamento'],
    watch: 'pode atropelar opiniões e sentimentos quando está focado(a) no objetivo.',
  },
  ENTP: {
    name: 'O Inovador',
    group: 'Analistas (NT)',
    summary:
      'Questionador criativo, gosta de debater, encontrar brechas e propor caminhos que ninguém tentou.',
    strengths: ['criatividade', 'argumentação', 'adaptabilidade'],
    watch: 'pode começar muitos projetos e perder o interesse na fase de acabamento.',
  },
  INFJ: {
    name: 'O Conselheiro',
    group: 'Diplomatas (NF)',
    summary:
      'Idealista reservado, entende as pessoas em profundidade e trabalha com convicção por uma causa.',
    strengths: ['empatia', 'visão de propósito', 'escrita e escuta'],
    watch: 'pode se sobrecarregar com os problemas dos outros e guardar desconfortos por tempo demais.',
  },
  INFP: {
    name: 'O Mediador',
    group: 'Diplomatas (NF)',
    summary: 'Sensível e guiado por valores, busca coerência entre o que faz e o que acredita.',
    strengths: ['autenticidade', 'criatividade', 'cuidado com as pessoas'],
    watch: 'pode evitar conflitos necessários e ter dificuldade com tarefas sem significado aparente.',
  },
  ENFJ: {
    name: 'O Protagonista',
    group: 'Diplomatas (NF)',
    summary:
      'Líder inspirador, mobiliza pessoas em torno de objetivos comuns e cuida do desenvolvimento delas.',
    strengths: ['comunicação', 'liderança de pessoas', 'organização'],
    watch: 'pode assumir responsabilidades demais e ter dificuldade em dizer não.',
  },
  ENFP: {
    name: 'O Ativista',
    group: 'Diplomatas (NF)',
    summary: 'Entusiasta comunicativo, enxerga possibilidades nas pessoas e nas ideias e contagia o grupo.',
    strengths: ['entusiasmo', 'criatividade', 'conexão com pessoas'],
    watch: 'pode se dispersar entre muitos interesses e adiar tarefas rotineiras.',
  },
  ISTJ: {
    name: 'O Logístico',
    group: 'Sentinelas (SJ)',
    summary: 'Responsável e metódico, cumpre o combinado, valoriza a ordem e os processos que funcionam.',
    strengths: ['confiabilidade', 'atenção aos detalhes', 'disciplina'],
    watch: 'pode resistir a mudanças que ainda não provaram o seu valor.',
  },
  ISFJ: {
    name: 'O Defensor',
    group: 'Sentinelas (SJ)',
    summary: 'Prestativo e cuidadoso, protege a equipe e garante que o dia a dia funcione sem falhas.',
    strengths: ['lealdade', 'cuidado com os detalhes', 'senso de dever'],
    watch: 'pode deixar as próprias necessidades de lado e não pedir reconhecimento pelo que faz.',
  },
  ESTJ: {
    name: 'O Executivo',
    group: 'Sentinelas (SJ)',
    summary: 'Organizador prático, estabelece regras claras, distribui tarefas e garante a entrega.',
    strengths: ['organização', 'objetividade', 'senso de responsabilidade'],
    watch: 'pode ser inflexível com quem trabalha de outro jeito.',
  },
  ESFJ: {
    name: 'O Cônsul',
    group: 'Sentinelas (SJ)',
    summary: 'Sociável e atencioso, cuida da harmonia do grupo e das necessidades práticas de cada pessoa.',
    strengths: ['cooperação', 'atenção às pessoas', 'organização do grupo'],
    watch: 'pode se importar demais com a aprovação dos outros e evitar críticas necessárias.',
  },
  ISTP: {
    name: 'O Virtuoso',
    group: 'Exploradores (SP)',
    summary: 'Prático e observador, resolve problemas com as mãos e com calma nas situações de crise.',
    strengths: ['resolução de problemas', 'calma sob pressão', 'habilidade técnica'],
    watch: 'pode parecer reservado(a) demais e se desinteressar por planos de longo prazo.',
  },
  ISFP: {
    name: 'O Aventureiro',
    group: 'Exploradores (SP)',
    summary: 'Gentil e espontâneo, vive o presente e expressa os seus valores no que cria e faz.',
    strengths: ['sensibilidade estética', 'flexibilidade', 'gentileza'],
    watch: 'pode evitar planejamento e conflitos até que eles se tornem urgentes.',
  },
  ESTP: {
    name: 'O Empreendedor',
    group: 'Exploradores (SP)',
    summary: 'Energético e direto, age rápido, negocia bem e aproveita as oportunidades do momento.',
    strengths: ['ação', 'negociação', 'pragmatismo'],
    watch: 'pode assumir riscos sem medir as consequências de longo prazo.',
  },
  ESFP: {
    name: 'O Animador',
    group: 'Exploradores (SP)',
    summary: 'Extrovertido e caloroso, traz leveza ao grupo e gosta de experiências compartilhadas.',
    strengths: ['carisma', 'espontaneidade', 'trabalho em equipe'],
    watch: 'pode se distrair com o que é imediato e deixar compromissos futuros para depois.',
  },
};

export const MBTI_GROUP_MEANINGS: Readonly<Record<MbtiGroup, string>> = {
  'Analistas (NT)': 'pensamento estratégico, lógica e busca por competência.',
  'Diplomatas (NF)': 'empatia, propósito e desenvolvimento das pessoas.',
  'Sentinelas (SJ)': 'responsabilidade, ordem e estabilidade.',
  'Exploradores (SP)': 'ação, adaptação e aproveitamento do momento.',
};
