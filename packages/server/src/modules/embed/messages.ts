// The partner sites' pt-BR messages (issue 16; the spec shows none for this extension).
export const MAX_SITES_PER_ACCOUNT = 20;

export const EMBED_MESSAGES = {
  created: 'Site cadastrado. Copie o snippet para a sua página.',
  deleted: 'Site removido.',
  notFound: 'Site não encontrado.',
  nameInvalid: 'Informe o nome do site (até 100 caracteres).',
  originsRequired: 'Informe de 1 a 10 origens permitidas.',
  originInvalid: (origin: string) =>
    `Origem inválida: "${origin.slice(0, 80)}". Use https://dominio[:porta], sem caminho.`,
  widgetsInvalid: 'Escolha ao menos um widget: chatbot ou commander.',
  tooManySites: `Limite de ${MAX_SITES_PER_ACCOUNT} sites por conta atingido. Remova um site para cadastrar outro.`,
  siteKeyRequired: 'Informe a chave do site (site_key).',
  siteKeyUnknown: 'Site não encontrado. Confira a chave do site no snippet.',
  originRefused: 'Origem não autorizada para este site. Cadastre-a em Minha conta › Integrações.',
  chatbotDisabled: 'O chatbot não está ativado para este site. Ative-o em Minha conta › Integrações.',
  sessionOtherSite: 'Esta sessão do chatbot não foi aberta para esta origem.',
  commanderDisabled: 'O Commander não está ativado para este site. Ative-o em Minha conta › Integrações.',
  visitorInvalid: 'Nome (até 100 caracteres) ou e-mail do visitante inválido.',
  visitorTokenInvalid:
    'A sessão do visitante expirou ou não vale para esta página. Abra o assistente de novo.',
  visitorOnlySend:
    'Pelo site parceiro o Commander só recebe mensagens (send_message) na conversa do visitante.',
  ownerQuota:
    'O assistente deste site atingiu o limite de uso do plano do responsável pelo site. Tente novamente mais tarde.',
  siteBudgetSpent:
    'O assistente deste site atingiu o limite de mensagens do mês definido pelo responsável pelo site. Tente novamente no próximo mês.',
  budgetInvalid: 'Informe o orçamento do site: de 0 a 100.000 mensagens de visitantes por mês.',
  publishedInvalid: 'Informe até 50 agentes personalizados, sem repetir, para publicar no site.',
  updated: 'Site atualizado.',
  visitorTitle: (site: string, visitor: string | null) =>
    `Visitante${visitor ? ` ${visitor}` : ''} · ${site}`.slice(0, 200),
} as const;
