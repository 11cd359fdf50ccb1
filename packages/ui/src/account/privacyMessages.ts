import { formatBytes } from './privacyFormat';

/** pt-BR copy of Minha Conta › Privacidade (issue 31: data rights under the LGPD). */
export const privacyTexts = {
  tab: 'Privacidade',
  loadError: 'Erro ao carregar a privacidade da conta',

  consentsTitle: 'Consentimentos',
  consentsDescription: 'O que você autorizou, com a data de cada escolha. Você pode mudar quando quiser.',
  termsAccepted: (version: string | null, date: string) =>
    version ? `Termos de uso (versão ${version}) aceitos em ${date}.` : `Termos de uso aceitos em ${date}.`,
  termsNotAccepted: 'Nenhum aceite dos termos de uso registrado.',
  marketingLabel: 'E-mails de novidades e ofertas',
  marketingDescription: 'Também muda a preferência de mesmo nome em Notificações.',
  memoryLabel: 'Memória dos agentes',
  memoryDescription:
    'Permitir que os agentes guardem o que você pede para lembrar e usem isso em todas as conversas. É o mesmo interruptor de Minha Conta › Memória; desligado, nada é guardado nem usado.',
  consentSaved: 'Consentimento atualizado',
  historyTitle: 'Histórico',
  historyEmpty: 'Nenhuma mudança registrada ainda.',
  historyKinds: {
    terms: 'Termos de uso',
    marketing_emails: 'E-mails de novidades',
    memory: 'Memória dos agentes',
  },
  historyEntry: (granted: boolean) => (granted ? 'autorizado' : 'retirado'),

  retentionTitle: 'Retenção das conversas',
  retentionDescription:
    'Conversas sem atividade há mais tempo que o prazo escolhido são apagadas de vez uma vez por dia — com mensagens, arquivos e a busca. O uso do plano não muda.',
  retentionLabel: 'Apagar minhas conversas após',
  retentionNever: 'Nunca apagar',
  retentionDays: (days: number) => `${days} dias sem atividade`,
  retentionSaved: 'Prazo de retenção atualizado',

  exportTitle: 'Baixar todos os meus dados',
  exportDescription:
    'Preparamos um arquivo .zip com todos os seus dados — perfil, conversas, arquivos, avaliações, chamados, uso, consentimentos e acessos da equipe — em JSON e num PDF legível. O link chega por e-mail e vale 7 dias, só na sua conta.',
  exportRequest: 'Pedir cópia dos meus dados',
  exportRequesting: 'Pedindo...',
  exportsTitle: 'Cópias pedidas',
  exportStatus: {
    pending: 'Em preparo',
    ready: 'Pronta: o link foi enviado por e-mail',
    failed: 'Falhou: peça de novo',
    expired: 'Expirada: o arquivo foi apagado',
  },
  exportLine: (requested: string, expires: string, size: number | null) =>
    `Pedida em ${requested} · link até ${expires}${size === null ? '' : ` · ${formatBytes(size)}`}`,
  exportLinkTitle: 'Sua cópia está pronta',
  exportLinkDescription:
    'Você abriu o link do e-mail. Baixe o arquivo agora: ele é apagado quando o link expira.',
  exportDownload: 'Baixar meus dados',
  exportDownloading: 'Baixando...',

  transparencyTitle: 'Quem trata seus dados',
  processorsTitle: 'Operadores (provedores de modelos de linguagem)',
  processorsNone:
    'Este servidor responde com o modelo offline, que roda nele mesmo: suas conversas não são enviadas a nenhum provedor externo.',
  processorActive: 'em uso',
  processorIdle: 'configurado, sem uso',
  officerTitle: 'Encarregado pelo tratamento de dados',

  readsTitle: 'Acessos da equipe Sppock aos seus dados',
  readsDescription:
    'Cada vez que alguém da equipe abre um chamado seu ou uma lista do console com suas conversas.',
  readsEmpty: 'Ninguém da equipe acessou seus dados.',
  readKinds: {
    support_ticket: 'Suporte abriu',
    support_reply: 'Suporte respondeu',
    console_usage_history: 'Console listou',
  },
} as const;
