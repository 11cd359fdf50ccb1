// The 16 MBTI types in the four groups the results page shows (spec 3 §2 "MBTI page"), with a
// description of each written for this product: the name, group and portrait are the SDK's (the
// results page shows the same), the strengths and what to watch are the reports' own.
import { type MbtiGroup, MBTI_TYPES as SDK_MBTI_TYPES } from '@sppock/sdk/domain';

export type { MbtiGroup } from '@sppock/sdk/domain';

export interface MbtiTypeDescription {
  name: string;
  group: MbtiGroup;
  summary: string;
  strengths: readonly string[];
  watch: string;
}

/** What only the reports say about a type: its strengths and what to watch. */
const REPORT_NOTES: Readonly<Record<string, Pick<MbtiTypeDescription, 'strengths' | 'watch'>>> = {
  INTJ: {
    strengths: ['visão estratégica', 'autonomia', 'rigor na análise'],
    watch: 'pode parecer distante e subestimar a importância de conquistar as pessoas para o plano.',
  },
  INTP: {
    strengths: ['raciocínio analítico', 'originalidade', 'objetividade'],
    watch: 'pode adiar a execução enquanto refina a ideia e esquecer de comunicar o que já concluiu.',
  },
  ENTJ: {
    strengths: ['liderança', 'tomada de decisão', 'planejamento'],
    watch: 'pode atropelar opiniões e sentimentos quando está focado(a) no objetivo.',
  },
  ENTP: {
    strengths: ['criatividade', 'argumentação', 'adaptabilidade'],
    watch: 'pode começar muitos projetos e perder o interesse na fase de acabamento.',
  },
  INFJ: {
    strengths: ['empatia', 'visão de propósito', 'escrita e escuta'],
    watch: 'pode se sobrecarregar com os problemas dos outros e guardar desconfortos por tempo demais.',
  },
  INFP: {
    strengths: ['autenticidade', 'criatividade', 'cuidado com as pessoas'],
    watch: 'pode evitar conflitos necessários e ter dificuldade com tarefas sem significado aparente.',
  },
  ENFJ: {
    strengths: ['comunicação', 'liderança de pessoas', 'organização'],
    watch: 'pode assumir responsabilidades demais e ter dificuldade em dizer não.',
  },
  ENFP: {
    strengths: ['entusiasmo', 'criatividade', 'conexão com pessoas'],
    watch: 'pode se dispersar entre muitos interesses e adiar tarefas rotineiras.',
  },
  ISTJ: {
    strengths: ['confiabilidade', 'atenção aos detalhes', 'disciplina'],
    watch: 'pode resistir a mudanças que ainda não provaram o seu valor.',
  },
  ISFJ: {
    strengths: ['lealdade', 'cuidado com os detalhes', 'senso de dever'],
    watch: 'pode deixar as próprias necessidades de lado e não pedir reconhecimento pelo que faz.',
  },
  ESTJ: {
    strengths: ['organização', 'objetividade', 'senso de responsabilidade'],
    watch: 'pode ser inflexível com quem trabalha de outro jeito.',
  },
  ESFJ: {
    strengths: ['cooperação', 'atenção às pessoas', 'organização do grupo'],
    watch: 'pode se importar demais com a aprovação dos outros e evitar críticas necessárias.',
  },
  ISTP: {
    strengths: ['resolução de problemas', 'calma sob pressão', 'habilidade técnica'],
    watch: 'pode parecer reservado(a) demais e se desinteressar por planos de longo prazo.',
  },
  ISFP: {
    strengths: ['sensibilidade estética', 'flexibilidade', 'gentileza'],
    watch: 'pode evitar planejamento e conflitos até que eles se tornem urgentes.',
  },
  ESTP: {
    strengths: ['ação', 'negociação', 'pragmatismo'],
    watch: 'pode assumir riscos sem medir as consequências de longo prazo.',
  },
  ESFP: {
    strengths: ['carisma', 'espontaneidade', 'trabalho em equipe'],
    watch: 'pode se distrair com o que é imediato e deixar compromissos futuros para depois.',
  },
};

/** Each type as the reports describe it: the SDK's name, group and portrait, and the notes above. */
export const MBTI_TYPES: Readonly<Record<string, MbtiTypeDescription>> = Object.fromEntries(
  Object.entries(SDK_MBTI_TYPES).map(([type, { name, group, description }]) => {
    const notes = REPORT_NOTES[type];
    if (!notes) {
      throw new Error(`Tipo MBTI sem notas de relatório: ${type}`);
    }
    return [type, { name, group, summary: description, ...notes }];
  }),
);

export const MBTI_GROUP_MEANINGS: Readonly<Record<MbtiGroup, string>> = {
  'Analistas (NT)': 'pensamento estratégico, lógica e busca por competência.',
  'Diplomatas (NF)': 'empatia, propósito e desenvolvimento das pessoas.',
  'Sentinelas (SJ)': 'responsabilidade, ordem e estabilidade.',
  'Exploradores (SP)': 'ação, adaptação e aproveitamento do momento.',
};
