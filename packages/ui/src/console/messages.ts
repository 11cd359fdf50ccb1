import { formatNumber } from '@sppock/sdk';

/** pt-BR copy of the operator console, Queue Manager (spec 3 §2, §8). Override any entry with `<SppockMessagesProvider>`. */
export const consoleMessages = {
  title: 'Queue Manager',
  subtitle: 'Console de operação: fila, modelos, uso de tokens e preços, com os números do próprio servidor.',
  refresh: 'Atualizar',
  refreshing: 'Atualizando...',
  lastUpdate: (time: string) => `Última atualização: ${time}`,
  logout: 'Sair',
  supportLink: 'Atendimento do suporte',
  tabs: 'Seções do console',
  tabQueue: 'Status da Fila',
  tabHistory: 'Histórico de Uso dos Agentes',
  tabTokens: 'Uso de Tokens',
  tabModels: 'Modelos LLM',
  tabPricing: 'Preços das APIs',
  tabRouting: 'Roteamento',
  retry: 'Tentar novamente',
  month: 'Mês',
  loading: 'Carregando...',

  // Status da Fila (spec 3 §2, §3 "Queue status").
  queueLoadError: 'Erro ao carregar estatísticas da fila',
  invalidData: 'Dados inválidos da API',
  activeRequests: 'Requisições ativas',
  avgResponseTime: 'Tempo médio de resposta',
  seconds: (value: number) =>
    `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`,
  errorRate: 'Taxa de erro',
  percent: (value: number) =>
    `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`,
  systemHealth: 'Saúde do sistema',
  health: {
    healthy: 'Saudável',
    warning: 'Atenção',
    critical: 'Crítico',
    unknown: 'Desconhecido',
  },
  queueWindow: 'Últimos 5 minutos, medidos pelo próprio servidor.',
  queueExtra: (completed: number, failed: number, queued: number) =>
    `Na última hora: ${formatNumber(completed)} chamadas de modelo concluídas, ${formatNumber(failed)} com falha. Execuções longas na fila: ${formatNumber(queued)}.`,

  // Controle de Modelos.
  modelControl: 'Controle de Modelos',
  modelControlDescription:
    'Limites por modelo aplicados em toda chamada; passado um limite, o chat responde com o aviso de limite e a hora de tentar de novo.',
  modelsLoadError: 'Erro ao carregar os modelos',
  limitsLoadError: 'Erro ao carregar os limites dos modelos',
  noModels: 'Nenhum modelo cadastrado',
  active: 'Ativo',
  inactive: 'Inativo',
  createdAt: (date: string) => `Criado em ${date}`,
  tokensPerMinute: 'Tokens por minuto',
  requestsPerMinute: 'Requisições por minuto',
  tokensPerDay: 'Tokens por dia',
  requestsPerDay: 'Requisições por dia',
  currentOfLimit: (current: number, limit: number | null) =>
    limit === null
      ? `${formatNumber(current)} / sem limite`
      : `${formatNumber(current)} / ${formatNumber(limit)}`,
  tier: (tier: string | null) => (tier ? `Tier: ${tier}` : 'Tier não informado'),
  editLimits: 'Definir limites',
  editLimitsOf: (name: string) => `Definir limites de ${name}`,
  limitsDialogDescription:
    'Deixe um campo vazio para não limitar. Os limites valem em todos os servidores em até 5 segundos.',
  saveLimits: 'Salvar limites',
  savingLimits: 'Salvando...',
  cancel: 'Cancelar',
  tierLabel: 'Tier (Gemini)',
  limitsSaved: (model: string) => `Limites de ${model} salvos.`,
  limitsSaveError: 'Erro ao salvar os limites do modelo',
  invalidLimit: 'Use um número inteiro de 1 a 1.000.000.000, ou deixe vazio.',

  // Histórico de Uso dos Agentes (spec 3 §2).
  historyLoading: 'Carregando histórico...',
  historyEmpty: 'Nenhum histórico de uso encontrado',
  historyLoadError: 'Erro ao carregar o histórico de uso',
  historyCaption: 'Execuções dos agentes, da mais recente para a mais antiga',
  range: 'Registros por página',
  rangeAll: 'Todos',
  colAgent: 'Agente',
  colTitle: 'Título',
  colUser: 'Usuário',
  colStart: 'Início',
  colTokens: 'Tokens',
  colStatus: 'Status',
  untitled: 'Sem título',
  status: {
    completed: 'Concluído',
    running: 'Em execução',
    interrupted: 'Interrompido',
    unknown: 'Desconhecido',
  },
  showing: (from: number, to: number, total: number) =>
    `Mostrando ${formatNumber(from)} a ${formatNumber(to)} de ${formatNumber(total)} registros`,
  showingAll: (total: number) => `Mostrando todos os ${formatNumber(total)} registros`,
  previous: 'Anterior',
  next: 'Próxima',
  page: (page: number) => `Página ${page}`,

  // Uso de Tokens (spec 3 §2).
  tokensLoadError: 'Erro ao carregar o uso de tokens',
  inputTokens: 'Tokens de entrada',
  outputTokens: 'Tokens de saída',
  totalTokens: 'Total de tokens',
  totalCost: 'Custo total',
  dataSource: 'Fonte dos dados',
  sourceHybrid: 'Sistema Híbrido',
  sourceImmutable: 'Sistema Imutável',
  sourceMessages: 'Mensagens ChatSppock',
  tokensByAgent: 'Tokens por Agente',
  costDistribution: 'Distribuição de Custos',
  usageByAgent: 'Uso por Agente',
  colSessions: 'Sessões',
  colInput: 'Entrada',
  colOutput: 'Saída',
  colTotal: 'Total',
  colCost: 'Custo',
  colLastUse: 'Último uso',
  notAvailable: 'N/A',
  tokensEmpty: 'Nenhum uso de tokens encontrado',
  tokensEmptyDescription: 'Não há registros de uso de tokens para o mês atual.',
  noCost: 'Sem custo no mês: as respostas vieram de modelos sem cobrança por token.',
  chartLoading: 'Carregando gráfico...',
  showChartTable: 'Ver tabela do gráfico',

  // Roteamento (issue 26): the Commander's routing quality per agent and week.
  routingLoadError: 'Erro ao carregar a qualidade do roteamento',
  routingEmpty: 'Nenhum roteamento no período',
  routingEmptyDescription: 'Nenhuma resposta do Commander foi encaminhada a um agente nestas semanas.',
  routingPeriod: (weeks: number, from: string) =>
    `Últimas ${formatNumber(weeks)} semanas (de segunda a domingo), desde ${from}. Respostas do Commander; 'trocadas' são as que o usuário levou a outro agente.`,
  routed: 'Respostas encaminhadas',
  changed: 'Trocadas pelo usuário',
  keptShare: 'Mantidas',
  asked: 'Perguntas de volta',
  keptByAgent: 'Parte mantida por agente',
  routingByAgent: 'Roteamento por agente no período',
  routingByWeek: 'Roteamento por semana',
  colWeek: 'Semana',
  colRouted: 'Encaminhadas',
  colChanged: 'Trocadas',
  colKept: 'Mantidas',
  colAsked: 'Perguntas',
  colChosen: 'Escolhidas',
  share: (value: number | null) =>
    value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })}%`,

  // Modelos LLM (spec 3 §2).
  llmLoadError: 'Erro ao carregar o uso dos modelos LLM',
  messagesCount: 'Mensagens',
  sessionsCount: 'Sessões',
  uniqueModels: 'Modelos únicos',
  topModels: 'Tokens por Modelo',
  providerDistribution: 'Distribuição por Provedor',
  usageByModel: 'Uso por Modelo',
  colModel: 'Modelo',
  colProvider: 'Provedor',
  colMessages: 'Mensagens',
  provider: {
    openai: 'OpenAI',
    google: 'Google',
    anthropic: 'Anthropic',
    offline: 'Offline',
    other: 'Outro',
  },
  llmEmpty: 'Nenhum uso de modelos LLM encontrado',

  // Preços das APIs (spec 3 §2).
  pricingEmpty: 'Dados de preços não disponíveis',
  pricingEmptyDescription: 'Não foi possível carregar os preços das APIs no momento.',
  exchangeRate: 'Câmbio USD/BRL',
  exchangeRateValue: (rate: number) =>
    `US$ 1 = R$ ${formatNumber(rate, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`,
  updatedAt: (date: string) => `Atualizado em ${date}`,
  pricesPerMillion:
    'Preços por 1M de tokens, entrada e saída, em dólares e convertidos para reais pelo câmbio.',
  pricesOpenai: 'OpenAI',
  pricesGemini: 'Gemini',
  pricesAnthropic: 'Anthropic',
  colInputUsd: 'Entrada (US$)',
  colOutputUsd: 'Saída (US$)',
  colInputBrl: 'Entrada (R$)',
  colOutputBrl: 'Saída (R$)',
  pricesHowToEdit:
    'Para mudar um preço ou o câmbio: npm run sppock -- prices set <modelo> --input <US$> --output <US$> e prices rate <R$>.',
};

export type ConsoleMessages = typeof consoleMessages;
