/** The pt-BR messages of the share links (issue 29). */
export const SHARE_LINK_MESSAGES = {
  conversationNotFound: 'Conversa não encontrada.',
  linkNotFound: 'Link não encontrado.',
  sharedNotFound: 'Este link não existe mais ou expirou.',
  revoked: 'Link revogado. Quem tiver o endereço não abre mais a conversa.',
  tooManyLinks: (max: number) =>
    `Você já tem ${max} links ativos. Revogue algum em Minha Conta › Conversas para criar outro.`,
  invalidSource: 'Origem inválida: use agent ou custom_agent.',
  invalidSession: 'Informe a conversa a compartilhar.',
  invalidExpiry: 'Escolha o prazo do link: 1, 7 ou 30 dias, ou sem prazo.',
  invalidBody: 'Corpo inválido: envie source, session_id e, se quiser, expires_in_days.',
  tooManyReads:
    'Muitas aberturas de links compartilhados a partir deste endereço. Tente novamente em alguns minutos.',
} as const;
