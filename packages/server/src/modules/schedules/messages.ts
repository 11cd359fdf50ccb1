// The pt-BR copy of scheduled runs: the API's answers and refusals, the bell's notices, the e-mail.
import { SCHEDULE_MESSAGE_MAX, SCHEDULE_NAME_MAX } from '@sppock/sdk/domain';

const quoted = (name: string) => `"${name}"`;

export const SCHEDULE_MESSAGES = {
  notFound: 'Agendamento não encontrado.',
  invalidRequest: 'Dados do agendamento inválidos.',
  emptyName: 'Dê um nome ao agendamento.',
  nameTooLong: `O nome do agendamento aceita até ${SCHEDULE_NAME_MAX} caracteres.`,
  emptyMessage: 'Escreva o pedido que o agente vai receber.',
  messageTooLong: `O pedido aceita até ${SCHEDULE_MESSAGE_MAX.toLocaleString('pt-BR')} caracteres.`,
  invalidAgent: 'Escolha um agente da lista.',
  invalidFrequency: 'Escolha a frequência: diário, semanal, mensal ou cron.',
  nothingToChange: 'Nada a alterar no agendamento.',
  limitReached: (plan: string, limit: number) =>
    `O plano ${plan} permite ${limit} ${limit === 1 ? 'agendamento' : 'agendamentos'}. Exclua um ou faça upgrade para criar outro.`,
  created: (preview: string) => `Agendamento criado. ${preview}`,
  saved: 'Agendamento salvo.',
  paused: 'Agendamento pausado.',
  resumed: (preview: string) => `Agendamento retomado. ${preview}`,
  deleted: 'Agendamento excluído.',
  runStarted: 'Execução iniciada. Você recebe uma notificação quando ela terminar.',
  alreadyRunning: 'Este agendamento já está em execução. Aguarde ela terminar.',
  interrupted:
    'A execução foi interrompida (o servidor reiniciou no meio dela). O agendamento segue nos próximos horários.',
} as const;

/** The bell's notices of a run (type `scheduled_run`). */
export const SCHEDULE_NOTICES = {
  succeeded: (name: string, title: string) => ({
    title: `Agendamento concluído: ${name}`,
    content: `A resposta de ${quoted(name)} está na conversa ${quoted(title)}.`,
  }),
  failed: (name: string, error: string) => ({
    title: `Agendamento não executado: ${name}`,
    content: `${quoted(name)} não foi executado: ${error} O agendamento segue nos próximos horários.`,
  }),
  stopped: (name: string, reason: string) => ({
    title: `Agendamento pausado: ${name}`,
    content: `${quoted(name)} foi pausado: ${reason} Depois de resolver, retome-o em Minha Conta › Agendamentos.`,
  }),
} as const;

export const SCHEDULE_EMAIL = {
  subject: (name: string) => `Sppock — ${name}`,
  body: (input: { firstName: string | null; name: string; answer: string; link: string }) =>
    `${input.firstName ? `Olá, ${input.firstName}!` : 'Olá!'}\n\nA resposta do seu agendamento ${quoted(input.name)}:\n\n${input.answer}\n\nAbra a conversa em ${input.link}\n\nVocê recebe este e-mail porque marcou "Enviar o resultado por e-mail" neste agendamento (Minha Conta › Agendamentos).`,
} as const;
