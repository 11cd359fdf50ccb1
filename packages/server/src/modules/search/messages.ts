// pt-BR copy of the web search: what the user reads when a search cannot run or finds nothing.
export const SEARCH_MESSAGES = {
  notConfigured:
    'A busca na web não está configurada neste servidor (defina SERPER_API_KEY ou EXA_API_KEY). Sem ela, não listo empresas, pessoas nem contatos.',
  notInPlan: (planName: string) =>
    `A busca na web não faz parte do plano ${planName}. Ela está disponível nos planos Pro e Enterprise.`,
  unauthorized: 'O provedor de busca recusou a chave configurada no servidor.',
  rateLimited: 'O provedor de busca recebeu pedidos demais agora. Tente de novo em alguns minutos.',
  unavailable: 'O provedor de busca não respondeu agora. Tente de novo em alguns instantes.',
  timeout: 'A busca na web demorou demais para responder. Tente de novo em alguns instantes.',
  noResults: (query: string) => `A busca por "${query}" não trouxe resultados.`,
} as const;
