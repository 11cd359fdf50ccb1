// Email Writer: business e-mails from a form (type, recipient, goal, tone, key points). Offline it
// writes the e-mail for real from a template: subject, greeting, paragraphs, closing, signature.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { inline, keepLineBreaks, linesOf, offlineAnswerOf, quote, signatureOf, textOf } from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, AgentProfile, OfflineInput } from '../types.ts';

export const EMAIL_TYPES = [
  'Prospecção',
  'Follow-up',
  'Proposta comercial',
  'Convite para reunião',
  'Agradecimento',
  'Cobrança',
  'Relacionamento',
] as const;
type EmailType = (typeof EMAIL_TYPES)[number];

export const EMAIL_TONES = ['Cordial', 'Formal', 'Direto', 'Descontraído'] as const;
type EmailTone = (typeof EMAIL_TONES)[number];

const SUBJECTS: Record<EmailType, (recipient: string) => string> = {
  Prospecção: (recipient) => `Uma ideia para ${recipient}`,
  'Follow-up': () => 'Retomando nossa conversa',
  'Proposta comercial': (recipient) => `Proposta comercial para ${recipient}`,
  'Convite para reunião': (recipient) => `Convite para uma conversa com ${recipient}`,
  Agradecimento: () => 'Muito obrigado',
  Cobrança: () => 'Lembrete de pagamento',
  Relacionamento: (recipient) => `Novidades para ${recipient}`,
};

const OPENINGS: Record<EmailType, string> = {
  Prospecção: 'Entro em contato porque acredito que podemos contribuir com o trabalho de vocês.',
  'Follow-up': 'Estou retomando o contato sobre o assunto que conversamos.',
  'Proposta comercial': 'Envio a seguir a nossa proposta comercial.',
  'Convite para reunião': 'Gostaria de convidar você para uma conversa.',
  Agradecimento: 'Quero agradecer pela confiança e pela parceria.',
  Cobrança: 'Estou entrando em contato sobre um pagamento em aberto.',
  Relacionamento: 'Passando para compartilhar algumas novidades.',
};

const CALLS_TO_ACTION: Record<EmailType, string> = {
  Prospecção:
    'Você teria disponibilidade para uma conversa rápida nos próximos dias? Eu me adapto à sua agenda.',
  'Follow-up': 'Posso contar com o seu retorno? Se preferir, podemos conversar por telefone.',
  'Proposta comercial': 'Fico à disposição para esclarecer qualquer dúvida e ajustar o que for preciso.',
  'Convite para reunião': 'Qual dia e horário ficam melhores para você?',
  Agradecimento: 'Conte comigo para o que precisar.',
  Cobrança: 'Caso o pagamento já tenha sido feito, por favor desconsidere esta mensagem e me avise.',
  Relacionamento: 'Se quiser saber mais sobre qualquer um desses pontos, é só responder este e-mail.',
};

const GREETINGS: Record<EmailTone, (name: string) => string> = {
  Formal: (name) => `Prezado(a) ${name},`,
  Cordial: (name) => `Olá, ${name}, tudo bem?`,
  Direto: (name) => `Olá, ${name}.`,
  Descontraído: (name) => `Oi, ${name}! Tudo certo por aí?`,
};

const CLOSINGS: Record<EmailTone, string> = {
  Formal: 'Atenciosamente,',
  Cordial: 'Um abraço,',
  Direto: 'Obrigado,',
  Descontraído: 'Abraço!',
};

/** Without the form, the request's own words pick the template ("agradecendo" → Agradecimento). */
const TYPE_CUES: ReadonlyArray<readonly [RegExp, EmailType]> = [
  [/agradec|obrigad/i, 'Agradecimento'],
  [/cobran|pagamento|boleto|fatura/i, 'Cobrança'],
  [/follow|retomar|retomando/i, 'Follow-up'],
  [/proposta|orçamento/i, 'Proposta comercial'],
  [/reuni|convite|convidar/i, 'Convite para reunião'],
  [/novidade|relacionamento|lançamento/i, 'Relacionamento'],
];

function typeFromRequest(message: string): EmailType {
  return TYPE_CUES.find(([cue]) => cue.test(message))?.[1] ?? 'Prospecção';
}

const isEmailType = (value: string | undefined): value is EmailType =>
  (EMAIL_TYPES as readonly string[]).includes(value ?? '');
const isTone = (value: string | undefined): value is EmailTone =>
  (EMAIL_TONES as readonly string[]).includes(value ?? '');

// "Quero agendar…", "O objetivo é agendar…" → "agendar…", so the goal reads inside a sentence.
const GOAL_PREFIX =
  /^(?:o\s+)?(?:objetivo(?:\s+é)?|quero|gostaria\s+de|preciso|precisamos|queremos)\s*[:,-]?\s*/i;

function goalSentence(goal: string): string {
  const stripped = inline(goal)
    .replace(GOAL_PREFIX, '')
    .replace(/[.!]+$/, '');
  const lower = stripped.charAt(0).toLowerCase() + stripped.slice(1);
  const firstWord = lower.split(' ')[0] ?? '';
  // An infinitive ("apresentar", "agendar", "oferecer") continues "Escrevo para…".
  return /^[a-zà-ú]+[aei]r$/.test(firstWord)
    ? `Escrevo para ${lower}.`
    : `Escrevo a respeito do seguinte: ${lower}.`;
}

function introduction(profile: AgentProfile | undefined): string {
  if (!profile?.name) {
    return '[Apresente-se em uma frase: seu nome, cargo e empresa.]';
  }
  const role = profile.position ? `, ${profile.position}` : '';
  const company = profile.company ? ` da ${profile.company}` : '';
  return `Meu nome é ${profile.name}${role}${company}.`;
}

function composeEmail(input: OfflineInput): string[] {
  const { form, profile } = input;
  const chosenType = textOf(form, 'email_type');
  const type: EmailType = isEmailType(chosenType) ? chosenType : typeFromRequest(input.message);
  const tone: EmailTone = isTone(textOf(form, 'tone')) ? (textOf(form, 'tone') as EmailTone) : 'Cordial';
  const named = textOf(form, 'recipient_name');
  const recipient = named ?? '[nome do destinatário]';
  // A formal greeting takes the full name; the others the first name ("Olá, Carla").
  const greeted = named && tone !== 'Formal' ? (named.split(' ')[0] ?? named) : recipient;
  const recipientCompany = textOf(form, 'recipient_company');
  const goal = textOf(form, 'goal');
  const points = linesOf(textOf(form, 'key_points'));

  const subject = SUBJECTS[type](inline(recipientCompany ?? recipient, 80));
  const body = [GREETINGS[tone](inline(greeted, 80)), '', OPENINGS[type]];
  if (type === 'Prospecção' || type === 'Convite para reunião') {
    body.push('', introduction(profile));
  }
  // A typed request describes the e-mail ("um e-mail agradecendo…"); only the form states a goal.
  body.push('', goal ? goalSentence(goal) : '[Escreva o motivo do contato em uma ou duas frases.]');
  if (points.length > 0) {
    body.push('', 'Alguns pontos importantes:', '', ...points.map((point) => `- ${inline(point, 300)}`));
  }
  body.push('', CALLS_TO_ACTION[type], '', CLOSINGS[tone]);
  const signature = signatureOf(profile);
  body.push(...(signature.length > 0 ? signature : ['[Seu nome]', '[Seu cargo e empresa]']));

  return ['## Assunto', subject, '## E-mail', keepLineBreaks(body)];
}

function checklist(input: OfflineInput, email: string): string {
  const items = [
    email.includes('[')
      ? 'Revise o texto e troque o que estiver entre colchetes.'
      : 'Revise o texto e ajuste o que quiser ao seu jeito.',
  ];
  if (!textOf(input.form, 'key_points')) {
    items.push('Acrescente os pontos principais (um por linha) para deixar o e-mail mais específico.');
  }
  if (!input.profile?.name) {
    items.push('Preencha seu nome, cargo e empresa no perfil para que a assinatura saia pronta.');
  }
  items.push('Confira nome e empresa do destinatário antes de enviar.');
  return ['## Antes de enviar', items.map((item) => `- ${item}`).join('\n')].join('\n\n');
}

export const emailWriter: AgentDefinition = {
  type: 'email_writer',
  metadata: agentCatalogueEntry('email_writer'),
  form: {
    instruction: 'Escreva um e-mail com estes dados:',
    fields: [
      {
        name: 'email_type',
        type: 'select',
        label: 'Tipo de e-mail',
        required: true,
        options: [...EMAIL_TYPES],
        default: 'Prospecção',
      },
      {
        name: 'recipient_name',
        type: 'text',
        label: 'Nome do destinatário',
        placeholder: 'Ex.: Carla Mendes',
        required: true,
        min_length: 2,
        max_length: 120,
      },
      {
        name: 'recipient_company',
        type: 'text',
        label: 'Empresa do destinatário',
        placeholder: 'Ex.: Clínica Bem Viver',
        required: false,
        max_length: 120,
      },
      {
        name: 'goal',
        type: 'textarea',
        label: 'Objetivo do e-mail',
        placeholder: 'Ex.: agendar uma demonstração do nosso sistema de agendamento',
        help: 'O que você quer que o destinatário faça depois de ler.',
        required: true,
        min_length: 10,
        max_length: 500,
      },
      {
        name: 'tone',
        type: 'select',
        label: 'Tom',
        required: true,
        options: [...EMAIL_TONES],
        default: 'Cordial',
      },
      {
        name: 'key_points',
        type: 'textarea',
        label: 'Pontos principais',
        placeholder: 'Um ponto por linha',
        help: 'Informações que precisam estar no e-mail: benefícios, condições, prazos.',
        required: false,
        max_length: 1500,
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o Email Writer da Sppock, redator de e-mails comerciais para empresas brasileiras. Você escreve e-mails claros, curtos e com um próximo passo explícito, no tipo e no tom pedidos.',
    rules: [
      'Use o nome do destinatário e da empresa exatamente como informados.',
      'Inclua todos os pontos principais informados, sem acrescentar promessas, preços, prazos ou condições que o usuário não deu.',
      'Assine com o nome, o cargo e a empresa do perfil do usuário quando houver; senão, deixe campos entre colchetes para ele preencher.',
      'Um e-mail tem no máximo cinco parágrafos curtos e termina com uma chamada para ação.',
    ],
    output: [
      ['Assunto', 'uma linha de assunto e, abaixo, uma alternativa.'],
      ['E-mail', 'saudação, corpo, chamada para ação, despedida e assinatura, prontos para copiar.'],
      ['Antes de enviar', 'o que o usuário deve conferir ou completar.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope: 'escreve o e-mail completo a partir do formulário (assunto, saudação, corpo e assinatura).',
  offlineAnswer: (input) => {
    const email = composeEmail(input);
    const typed = input.form
      ? []
      : [
          'E-mail montado a partir do seu pedido:',
          quote(input.message),
          'Para um e-mail completo, preencha o formulário: destinatário, objetivo, tom e pontos principais.',
        ];
    return offlineAnswerOf([...typed, ...email, checklist(input, email.join('\n'))]);
  },
  resultActivity: { title: 'E-mail gerado', icon: 'send' },
};
