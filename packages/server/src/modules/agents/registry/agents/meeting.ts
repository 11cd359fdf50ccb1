// Planejamento de Reunião (SPIN): a sales-meeting plan from a form. Offline it builds the agenda
// for the stated duration and the SPIN questions (Situação, Problema, Implicação, Necessidade de
// solução) from the client, the objective and what the user already knows.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { formatNumber } from '../forms.ts';
import {
  inline,
  linesOf,
  lowerFirst,
  numberOf,
  offlineAnswerOf,
  profileContext,
  quote,
  textOf,
} from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

export const DEFAULT_MEETING_MINUTES = 60;

/**
 * The agenda's blocks and their share of the meeting (most of the time goes to listening), with
 * the share in words for when the user gave no duration to split.
 */
const AGENDA: ReadonlyArray<readonly [block: string, share: number, words: string]> = [
  ['Abertura e alinhamento do objetivo', 0.1, 'cerca de um décimo'],
  ['Situação: entender o cenário atual', 0.2, 'cerca de um quinto'],
  ['Problema: dificuldades e insatisfações', 0.2, 'cerca de um quinto'],
  ['Implicação: consequências de não resolver', 0.2, 'cerca de um quinto'],
  ['Necessidade de solução: valor de resolver', 0.15, 'cerca de um sétimo'],
  ['Próximos passos e combinados', 0.15, 'cerca de um sétimo'],
];

/**
 * Minutes per block that add up exactly to the meeting's duration (largest remainder), so the
 * only figures in the agenda are the user's own duration split by the shares above.
 */
export function agendaMinutes(total: number): number[] {
  const exact = AGENDA.map(([, share]) => share * total);
  const minutes = exact.map(Math.floor);
  let left = total - minutes.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) {
      break;
    }
    minutes[index] = (minutes[index] ?? 0) + 1;
    left -= 1;
  }
  return minutes;
}

interface MeetingFacts {
  company: string;
  objective: string;
  product?: string;
  participants: string[];
  context: string[];
  /** Minutes, when the user gave them; no duration is assumed otherwise. */
  duration?: number;
  date?: string;
}

function factsOf(input: OfflineInput): MeetingFacts {
  const { form } = input;
  return {
    company: inline(textOf(form, 'company') ?? '[empresa do cliente]', 120),
    objective: textOf(form, 'objective') ?? input.message,
    product: textOf(form, 'product'),
    participants: linesOf(textOf(form, 'participants')),
    context: linesOf(textOf(form, 'spin_context')),
    duration: numberOf(form, 'duration'),
    date: textOf(form, 'meeting_date'),
  };
}

function dateBr(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function summary(facts: MeetingFacts): string {
  const lines = [
    `- **Cliente:** ${facts.company}`,
    `- **Objetivo:** ${inline(facts.objective)}`,
    `- **Duração:** ${facts.duration === undefined ? 'não informada' : `${formatNumber(facts.duration)} minutos`}`,
  ];
  if (facts.date) {
    lines.push(`- **Data:** ${dateBr(facts.date)}`);
  }
  if (facts.product) {
    lines.push(`- **Produto ou serviço:** ${inline(facts.product, 200)}`);
  }
  if (facts.participants.length > 0) {
    lines.push('- **Participantes:**', ...facts.participants.map((person) => `  - ${inline(person, 200)}`));
  }
  return ['## Resumo', lines.join('\n')].join('\n\n');
}

function agenda(facts: MeetingFacts): string {
  const { duration } = facts;
  const minutes = duration === undefined ? [] : agendaMinutes(duration);
  const rows = AGENDA.map(
    ([block, , words], index) =>
      `| ${block} | ${duration === undefined ? `${words} do tempo` : `${minutes[index]} min`} |`,
  );
  return ['## Pauta', ['| Bloco | Tempo |', '| --- | --- |', ...rows].join('\n')].join('\n\n');
}

function spinQuestions(facts: MeetingFacts): string {
  const { company } = facts;
  const offer = facts.product ? inline(facts.product, 120) : 'a nossa solução';
  const objective = lowerFirst(inline(facts.objective, 200));
  const situation = [
    `Como está hoje, na ${company}, o cenário por trás do objetivo desta reunião: ${objective}?`,
    `Quem participa das decisões sobre esse tema na ${company}, e como elas são tomadas?`,
    'Que ferramentas, fornecedores ou processos vocês usam hoje para isso?',
  ];
  const problem: string[] = [];
  const implication: string[] = [];
  const need: string[] = [];
  for (const known of facts.context.slice(0, 5)) {
    const fact = inline(known, 200);
    problem.push(`Sobre "${fact}": onde isso mais atrapalha o dia a dia da equipe?`);
    implication.push(
      `O que acontece com prazos, custos ou clientes da ${company} quando "${fact}" não é resolvido?`,
    );
    need.push(`Se ${offer} resolvesse "${fact}", o que mudaria para vocês?`);
  }
  if (facts.context.length === 0) {
    problem.push(
      'O que mais incomoda vocês no processo atual?',
      'Em que situações o processo atual deixa a desejar?',
    );
    implication.push(
      `Quando esses problemas acontecem, que impacto eles têm nos resultados da ${company}?`,
      'Quem mais na empresa sente os efeitos desses problemas?',
    );
    need.push(
      `Se vocês pudessem resolver isso com ${offer}, que ganho seria mais importante?`,
      'Como seria o cenário ideal para vocês daqui para a frente?',
    );
  }
  need.push('O que precisaria acontecer para vocês seguirem com uma decisão?');
  const block = (title: string, questions: string[]) =>
    [`### ${title}`, questions.map((question) => `- ${question}`).join('\n')].join('\n\n');
  return [
    '## Perguntas SPIN',
    block('Situação', situation),
    block('Problema', problem),
    block('Implicação', implication),
    block('Necessidade de solução', need),
  ].join('\n\n');
}

function preparation(facts: MeetingFacts): string {
  const items = [
    `Pesquise o site, as redes sociais e as notícias recentes da ${facts.company}.`,
    'Confirme os participantes e o papel de cada um na decisão.',
    'Envie a pauta com antecedência e confirme o horário.',
    'Anote as respostas às perguntas SPIN para montar a proposta depois.',
  ];
  if (facts.context.length === 0) {
    items.push(
      'Preencha o campo "Contexto SPIN" com o que você já sabe do cliente para receber perguntas mais específicas.',
    );
  }
  return ['## Preparação', items.map((item) => `- ${item}`).join('\n')].join('\n\n');
}

function offlineAnswer(input: OfflineInput): string {
  const facts = factsOf(input);
  const sections = [summary(facts), agenda(facts), spinQuestions(facts), preparation(facts)];
  const context = profileContext(input.profile);
  if (context) {
    sections.push(context);
  }
  if (!input.form) {
    sections.unshift(['Roteiro montado a partir do seu pedido:', quote(input.message)].join('\n\n'));
  }
  return offlineAnswerOf(sections);
}

export const meeting: AgentDefinition = {
  type: 'meeting',
  metadata: agentCatalogueEntry('meeting'),
  form: {
    instruction: 'Prepare o roteiro de uma reunião de vendas pelo método SPIN com estes dados:',
    fields: [
      {
        name: 'company',
        type: 'text',
        label: 'Empresa do cliente',
        placeholder: 'Ex.: Transportadora Rota Sul',
        required: true,
        min_length: 2,
        max_length: 120,
      },
      {
        name: 'objective',
        type: 'textarea',
        label: 'Objetivo da reunião',
        placeholder: 'Ex.: entender o processo de roteirização e apresentar nosso software',
        required: true,
        min_length: 10,
        max_length: 500,
      },
      {
        name: 'participants',
        type: 'textarea',
        label: 'Participantes',
        placeholder: 'Um por linha: nome e cargo',
        required: false,
        max_length: 500,
      },
      {
        name: 'duration',
        type: 'number',
        label: 'Duração (minutos)',
        required: true,
        integer: true,
        min: 15,
        max: 240,
        default: DEFAULT_MEETING_MINUTES,
      },
      {
        name: 'product',
        type: 'text',
        label: 'Produto ou serviço',
        placeholder: 'O que você pretende oferecer',
        required: false,
        max_length: 200,
      },
      {
        name: 'spin_context',
        type: 'textarea',
        label: 'Contexto SPIN',
        placeholder: 'Um fato por linha: situação atual do cliente, problemas que você já percebeu',
        help: 'O que você já sabe do cliente. Cada linha vira perguntas de Problema, Implicação e Necessidade de solução.',
        required: false,
        max_length: 2000,
      },
      {
        name: 'meeting_date',
        type: 'date',
        label: 'Data da reunião',
        required: false,
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o agente de Planejamento de Reunião da Sppock. Você prepara reuniões de vendas consultivas pelo método SPIN (Situação, Problema, Implicação, Necessidade de solução) para vendedores e empresários brasileiros.',
    rules: [
      'Divida a duração informada entre os blocos da pauta; a soma dos tempos é exatamente a duração.',
      'Escreva perguntas abertas, específicas para o cliente, o objetivo e o contexto informados; ao menos duas por etapa do SPIN.',
      'Não presuma fatos sobre o cliente que o usuário não informou: transforme suposições em perguntas.',
    ],
    output: [
      ['Resumo', 'cliente, objetivo, duração, data e participantes.'],
      ['Pauta', 'tabela com os blocos e o tempo de cada um.'],
      [
        'Perguntas SPIN',
        'subtítulos Situação, Problema, Implicação e Necessidade de solução, com as perguntas.',
      ],
      ['Preparação', 'o que fazer antes da reunião.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope: 'monta a pauta com os tempos e as perguntas SPIN a partir do formulário.',
  offlineAnswer,
  resultActivity: { title: 'Roteiro de reunião pronto', icon: 'send' },
};
