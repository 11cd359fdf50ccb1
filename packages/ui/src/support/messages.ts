import { SUPPORT_PRIORITY_LABELS, SUPPORT_STATUS_LABELS } from '@sppock/sdk';

/** pt-BR copy of the support inbox and the operators' queue. Override any entry with `<SppockMessagesProvider>`. */
export const supportTexts = {
  // Page (spec 3 §2 "Support page").
  title: 'Suporte ao Cliente',
  subtitle: 'Envie suas dúvidas e acompanhe as respostas da nossa equipe.',
  newMessage: 'Nova Mensagem',
  tabs: 'Mensagens de suporte',
  openTab: (count: number) => `Mensagens Abertas (${count})`,
  archivedTab: (count: number) => `Mensagens Arquivadas (${count})`,
  loadError: 'Erro ao buscar mensagens',
  retry: 'Tentar novamente',
  emptyOpenTitle: 'Nenhuma mensagem aberta',
  emptyOpenText:
    'Quando precisar de ajuda, envie uma nova mensagem: respondemos por aqui e pelo sino de notificações.',
  emptyArchivedTitle: 'Nenhuma mensagem arquivada',
  emptyArchivedText: 'Mensagens resolvidas ou fechadas aparecem aqui.',
  loading: 'Carregando mensagens...',

  // Cards and detail.
  status: SUPPORT_STATUS_LABELS,
  priority: SUPPORT_PRIORITY_LABELS,
  priorityLabel: (label: string) => `Prioridade ${label.toLowerCase()}`,
  /** The detail's status dot (spec 3 §2): 'Aberto' for aberta, otherwise 'Em Andamento'. */
  dotOpen: 'Aberto',
  dotInProgress: 'Em Andamento',
  daysOpen: (days: number) =>
    days <= 0 ? 'Aberta hoje' : days === 1 ? 'Aberta há 1 dia' : `Aberta há ${days} dias`,
  responsesCount: (count: number) =>
    count === 0 ? 'Sem respostas' : count === 1 ? '1 resposta' : `${count} respostas`,
  sentOn: (date: string) => `Enviada em ${date}`,
  supportAuthor: 'Suporte',
  you: 'Você',
  conversation: 'Conversa',
  detailLoadError: 'Erro ao buscar mensagens',
  archivedNotice: 'Esta mensagem está arquivada. Para um novo assunto, envie uma nova mensagem.',

  // Reply (spec 3 §5 "Support reply").
  replyLabel: 'Sua resposta',
  replyPlaceholder: 'Escreva sua resposta...',
  replyRequired: 'Por favor, digite uma resposta',
  replyTooShort: 'A resposta deve ter pelo menos 5 caracteres',
  replyResolve: 'Marcar como resolvida ao enviar',
  replySend: 'Enviar resposta',
  replySending: 'Enviando...',
  replySent: 'Resposta enviada!',
  replySentResolved: 'Resposta enviada e mensagem resolvida!',

  // New message (spec 3 §5 "Support new message").
  newTitle: 'Nova Mensagem',
  newDescription: 'Conte o que aconteceu: quanto mais detalhes, mais rápido conseguimos ajudar.',
  category: 'Categoria',
  categoriesLoading: 'Carregando categorias...',
  categoriesError: 'Erro ao buscar categorias',
  priorityField: 'Prioridade',
  subject: 'Assunto',
  subjectPlaceholder: 'Resuma sua dúvida ou problema',
  content: 'Mensagem',
  contentPlaceholder:
    'Descreva o que aconteceu, o que você esperava e, se possível, como repetir o problema.',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios',
  subjectTooShort: 'O assunto deve ter pelo menos 5 caracteres',
  contentTooShort: 'O conteúdo deve ter pelo menos 10 caracteres',
  characters: (count: number, max: number) => `${count}/${max} caracteres`,
  cancel: 'Cancelar',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
  sent: 'Mensagem enviada com sucesso!',

  // Notifications (the bell's panel).
  notifications: 'Notificações',
  notificationsButton: (unread: number) =>
    unread === 0
      ? 'Notificações'
      : unread === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${unread} não lidas`,
  notificationsEmpty: 'Nenhuma notificação por enquanto.',
  notificationsError: 'Erro ao buscar notificações',
  markAllRead: 'Marcar todas como lidas',
  unread: 'Não lida',
  openMessage: 'Abrir mensagem',

  // Operators' queue (an extension: the spec shows no operator side).
  queueTitle: 'Fila de Suporte',
  queueSubtitle: 'Todas as mensagens dos clientes. Suporte prioritário (Pro e Enterprise) primeiro.',
  queueFilters: 'Filtros da fila',
  filterStatus: 'Status',
  filterAllOpen: 'Abertas (aberta, em análise, respondida)',
  filterAllArchived: 'Arquivadas (resolvida, fechada)',
  filterCategory: 'Categoria',
  filterPriority: 'Prioridade',
  filterAge: 'Tempo aberta',
  filterAssigned: 'Responsável',
  filterAny: 'Todas',
  ageAny: 'Qualquer',
  ageOver7: 'Mais de 7 dias',
  ageOver30: 'Mais de 30 dias',
  ageUpTo1: 'Até 1 dia',
  assignedAny: 'Qualquer',
  assignedMe: 'Comigo',
  assignedNone: 'Sem responsável',
  queueEmpty: 'Nenhuma mensagem com esses filtros.',
  queueLoadError: 'Erro ao buscar mensagens',
  queueCount: (count: number) => (count === 1 ? '1 mensagem' : `${count} mensagens`),
  prioritySupport: 'Suporte prioritário',
  prioritySupportHint: (plan: string) => `Cliente ${plan}: atendimento prioritário`,
  previousPage: 'Anterior',
  nextPage: 'Próxima',
  page: (page: number) => `Página ${page}`,
  from: 'Cliente',
  assignedTo: 'Responsável',
  unassigned: 'Ninguém',
  assign: 'Atribuir',
  assignSaved: 'Responsável atualizado.',
  changeStatus: 'Status',
  statusSaved: 'Status atualizado.',
  changePriority: 'Prioridade',
  prioritySaved: 'Prioridade atualizada.',
  answerLabel: 'Resposta da equipe',
  answerPlaceholder: 'Escreva a resposta que o cliente verá como “Suporte”...',
  answerStatus: 'Status depois da resposta',
  answerSend: 'Responder',
  answerSent: 'Resposta enviada ao cliente.',
  openTicket: (subject: string) => `Abrir: ${subject}`,
};

export type SupportTexts = typeof supportTexts;
