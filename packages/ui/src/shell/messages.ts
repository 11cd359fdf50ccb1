import { formatBRL } from '@sppock/sdk';

/** pt-BR copy of the shell (header, sidebar, account panel). Override any entry with `<SppockMessagesProvider>`. */
export const shellMessages = {
  skipToContent: 'Pular para o conteúdo',
  greeting: (name: string) => `Seja bem vindo, ${name}`,
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  collapseMenu: 'Recolher menu',
  expandMenu: 'Expandir menu',
  mainNavigation: 'Navegação principal',
  notifications: 'Notificações',
  notificationsUnread: (count: number) =>
    count === 0
      ? 'Notificações: nenhuma não lida'
      : count === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${count > 9 ? 'mais de 9' : count} não lidas`,
  upgrade: 'Upgrade',
  opensInNewTab: '(abre em nova aba)',
  accountPanel: 'Visão geral da conta',
  comingSoon: 'Em breve',
  // Sidebar entries (spec 1 §2 "Left sidebar").
  commander: 'Commander',
  customAgents: 'Agentes da equipe',
  assessments: 'Testes Profissionais',
  courses: 'Cursos Profissionais',
  profile: 'Meus Dados',
  support: 'Suporte',
  settings: 'Configurações',
  tutorials: 'Tutoriais Vídeo',
  queueManager: 'Queue Manager',
  supportQueue: 'Fila de Suporte',
  debug: 'Debug Ambiente',
  logout: 'Logout',
  logoutSuccess: 'Logout realizado com sucesso!',
  adminSection: 'Administração',
  // Page footer of the assessment, support and tutorials pages (spec 3 §1 shared chrome).
  footerNavigation: 'Links do rodapé',
  footerCopyright: (year: number) => `© ${year} Sppock. Todos os direitos reservados.`,
  footerPlans: 'Planos',
  // Upgrade card.
  upgradeCardTitleFree: 'Desbloqueie o plano Pro',
  upgradeCardTextFree: 'Mais tokens, busca na web e os agentes de marketing e vendas.',
  upgradeCardTitlePro: 'Leve sua equipe ao Enterprise',
  upgradeCardTextPro: 'Até 10 usuários, conversas ilimitadas e agentes personalizados.',
  upgradeCardAction: 'Ver planos',
  // Account overview panel (spec 1 §2 "Right panel").
  close: 'Fechar',
  currentPlan: 'Plano atual',
  planName: (label: string) => `Plano ${label}`,
  seats: (seats: string) => `${seats} usuário(s)`,
  manageAccount: 'Gerenciar conta',
  hybridTitle: 'Sistema híbrido',
  hybridText: (costPer100k: number) =>
    `Quando a franquia base do seu plano acaba, a franquia flex mantém seus agentes funcionando por ${formatBRL(costPer100k)} a cada 100K tokens extras.`,
  hybridTextUnlimited: 'No Enterprise o uso de tokens e de conversas é ilimitado — sem cobranças extras.',
  cycleTitle: 'Ciclo da assinatura',
  cycleRange: (start: string, end: string) => `${start} → ${end}`,
  cycleDaysLeft: (days: number) =>
    days < 0 ? 'Ciclo encerrado' : days === 1 ? 'Renova em 1 dia' : `Renova em ${days} dias`,
  usageTitle: 'Uso do ciclo',
  tokens: 'Tokens',
  conversations: 'Conversas',
  usageOf: (used: string, limit: string) => `${used} de ${limit}`,
  unlimited: 'Ilimitado',
  recentActivities: 'Atividades recentes',
  noActivities: 'Nenhuma atividade recente',
  noActivitiesHint: 'Suas conversas e análises aparecem aqui.',
  retry: 'Tentar novamente',
  usageLoadError: 'Erro ao carregar dados de uso',
  activitiesLoadError: 'Erro ao carregar atividades',
  // Session expiry (spec 1 §4).
  sessionExpiringTitle: 'Sua sessão está prestes a expirar',
  sessionExpiringText: (minutes: number) =>
    minutes <= 1 ? 'Ela expira em menos de 1 minuto.' : `Ela expira em ${minutes} minutos.`,
  stayLoggedIn: 'Continuar logado',
  dismiss: 'Dispensar',
  // Dashboard.
  dashboardTitle: 'Dashboard',
};

export type ShellMessages = typeof shellMessages;
