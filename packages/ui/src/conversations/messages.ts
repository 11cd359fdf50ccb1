import type { ShareExpiry } from '@sppock/sdk/react';

/**
 * pt-BR copy of the conversation actions the account area and the chat share (issue 29): share
 * links, the owner's list of links, the shared conversation's public page, rename and pin.
 * Override any entry with `<SppockMessagesProvider messages={{ conversations: … }}>`.
 */
export const conversationsMessages = {
  // Compartilhar.
  share: 'Compartilhar',
  shareConversation: (title: string) => `Compartilhar “${title}”`,
  shareTitle: 'Compartilhar conversa',
  shareDescription:
    'Quem tiver o link vê uma cópia somente leitura da conversa como ela está agora, com os nomes dos agentes e a data. Seu nome, e-mail, tokens e custos não aparecem; dos arquivos, só os nomes. Mensagens enviadas depois não entram.',
  expiryLabel: 'Validade do link',
  expiryOption: (days: ShareExpiry) => (days === null ? 'Sem prazo' : days === 1 ? '1 dia' : `${days} dias`),
  createLink: 'Criar link',
  creatingLink: 'Criando link...',
  linkLabel: 'Link da conversa',
  copyLink: 'Copiar link',
  copied: 'Link copiado!',
  copyError: 'Não foi possível copiar. Selecione o link e copie manualmente.',
  linkShownOnce:
    'Guarde o link agora: por segurança, ele não é mostrado de novo. Você pode revogá-lo a qualquer momento em Minha Conta › Conversas.',
  linkExpires: (date: string) => `O link deixa de abrir em ${date}.`,
  linkNeverExpires: 'O link não expira: ele abre até você revogá-lo.',
  close: 'Fechar',
  cancel: 'Cancelar',

  // Links compartilhados (Minha Conta › Conversas).
  linksTitle: 'Links compartilhados',
  linksDescription: 'Conversas que você compartilhou. Revogar tira a cópia do ar na hora.',
  linksCount: (active: number, max: number) => `${active} de ${max} links ativos`,
  linksEmpty: 'Nenhum link compartilhado',
  linksEmptyHint: 'Use “Compartilhar” em uma conversa para criar um link somente leitura.',
  linksLoadError: 'Erro ao carregar os links compartilhados',
  linksTable: 'Tabela de links compartilhados',
  columnConversation: 'Conversa',
  columnCreated: 'Criado em',
  columnExpires: 'Expira em',
  columnStatus: 'Status',
  columnActions: 'Ações',
  neverExpires: 'Não expira',
  statusActive: 'Ativo',
  statusExpired: 'Expirado',
  revoke: 'Revogar',
  revokeLink: (title: string) => `Revogar o link de “${title}”`,
  revokeConfirmTitle: 'Revogar link?',
  revokeConfirmDescription:
    'Quem tiver o endereço não abre mais a conversa. A conversa continua na sua conta e você pode compartilhá-la de novo.',
  revokeConfirm: 'Revogar link',

  // A página pública.
  sharedBadge: 'Conversa compartilhada · somente leitura',
  sharedAgents: (names: string[]) =>
    names.length === 0 ? 'Sem respostas de agentes' : `Agentes: ${names.join(', ')}`,
  sharedDates: (started: string, shared: string) => `Iniciada em ${started} · compartilhada em ${shared}`,
  sharedExpires: (date: string) => `Este link expira em ${date}.`,
  sharedYou: 'Pessoa usuária',
  sharedFiles: 'Arquivos (só o nome)',
  sharedLoading: 'Abrindo a conversa compartilhada...',
  sharedNotFoundTitle: 'Conversa indisponível',
  sharedErrorTitle: 'Não foi possível abrir a conversa',
  sharedFooter: 'Cópia feita no momento do compartilhamento. Criada com a Sppock.',
  sharedStart: 'Conhecer a Sppock',

  // Renomear e fixar.
  rename: 'Renomear',
  renameConversation: (title: string) => `Renomear “${title}”`,
  titleLabel: 'Título da conversa',
  titleRequired: 'O título não pode ficar vazio.',
  titleTooLong: (max: number) => `O título aceita até ${max} caracteres.`,
  saveTitle: 'Salvar título',
  savingTitle: 'Salvando...',
  renamed: 'Conversa renomeada.',
  pin: 'Fixar no topo',
  unpin: 'Desafixar',
  pinConversation: (title: string) => `Fixar “${title}” no topo`,
  unpinConversation: (title: string) => `Desafixar “${title}”`,
  pinned: 'Conversa fixada no topo.',
  unpinned: 'Conversa desafixada.',
  pinnedMark: 'Fixada',
} as const;

export type ConversationsMessages = typeof conversationsMessages;
