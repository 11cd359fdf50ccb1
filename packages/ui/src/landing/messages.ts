import {
  CUSTOM_AGENTS_DISCOUNT_PERCENT,
  formatTokensInWords,
  PLAN_MONTHLY_LIMITS,
  PLAN_SEATS,
  REFUND_WINDOW_DAYS,
  SERVICE_CLAIMS,
} from '@sppock/sdk';

// The claims and policies below are the SDK's (`domain/policies.ts`): the FAQ chatbot repeats
// them, so the two never disagree.
const { availabilityPercent, agentAccuracyPercent, answerMinutes, setupMinutes } = SERVICE_CLAIMS;

// The plan cards' limits are the SDK's too (`domain/plans.ts`), the figures the server enforces.
const { freemium, professional, enterprise } = PLAN_MONTHLY_LIMITS;
/** '100 mil tokens por mês', '2 milhões de tokens por mês'. */
const tokensPerMonth = (tokens: number) =>
  `${formatTokensInWords(tokens)}${tokens >= 1_000_000 ? ' de' : ''} tokens por mês`;
/** '30 conversas por mês', or 'Conversas ilimitadas'. */
const conversationsPerMonth = (max: number | null) =>
  max === null ? 'Conversas ilimitadas' : `${max} conversas por mês`;

/** A plan card of the landing's pricing section (spec 1 §3 "Plan (display on landing)"). */
export interface LandingPlan {
  /** Identifies the plan (and its card). */
  id: 'freemium' | 'professional' | 'enterprise';
  name: string;
  /** What the price is per: '/mês'. */
  period: string;
  description: string;
  /** Every feature of the plan; the card shows only the first 4 (spec 1 §2). */
  features: ReadonlyArray<string>;
  buttonText: string;
  /** Marks the card 'Mais Popular'. */
  popular: boolean;
}

/** A group of the landing's FAQ: one question and its answer paragraphs. */
export interface LandingFaqGroup {
  id: string;
  question: string;
  answer: ReadonlyArray<string>;
}

/** A card of the features section. */
export interface LandingFeature {
  /** Names the icon: see `LandingPage`'s icon table. */
  id:
    | 'commander'
    | 'brainstorm'
    | 'content'
    | 'leads'
    | 'competition'
    | 'email'
    | 'suppliers'
    | 'meetings'
    | 'mbti'
    | 'igta';
  title: string;
  description: string;
}

let plans: ReadonlyArray<LandingPlan> | undefined;
/**
 * The plan cards, built on first read rather than when the app loads: their token figures go
 * through Intl, and the first number formatter of a page costs a long task on a phone.
 */
function landingPlans(): ReadonlyArray<LandingPlan> {
  plans ??= [
    {
      id: 'freemium',
      name: 'Freemium',
      period: '/mês',
      description: 'Para conhecer a plataforma e experimentar o Commander.',
      features: [
        tokensPerMonth(freemium.baseTokens),
        conversationsPerMonth(freemium.maxConversations),
        'Commander e agentes essenciais',
        'Suporte por e-mail',
        `${freemium.maxDevices} dispositivo`,
      ],
      buttonText: 'Começar Gratuitamente',
      popular: false,
    },
    {
      id: 'professional',
      name: 'Professional',
      period: '/mês',
      description: 'Para profissionais que usam IA todos os dias.',
      features: [
        tokensPerMonth(professional.baseTokens),
        conversationsPerMonth(professional.maxConversations),
        'Busca na web para leads e fornecedores',
        'Suporte prioritário',
        `Até ${professional.maxDevices} dispositivos`,
      ],
      buttonText: 'Assinar Professional',
      popular: true,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      period: '/mês',
      description: 'Para equipes que querem IA sob medida.',
      features: [
        tokensPerMonth(enterprise.baseTokens),
        conversationsPerMonth(enterprise.maxConversations),
        `Até ${PLAN_SEATS.enterprise} usuários`,
        `${CUSTOM_AGENTS_DISCOUNT_PERCENT}% de desconto em agentes personalizados`,
        'Suporte prioritário',
      ],
      buttonText: 'Agendar Demo Enterprise',
      popular: false,
    },
  ];
  return plans;
}

/**
 * pt-BR copy of the public landing page (spec 1 §1, §2, §9). Texts the spec words are kept
 * exactly ('Começar Gratuitamente', 'Experimente o Commander', 'Mais Popular', 'Saiba mais',
 * 'Agendar Demo Enterprise', 'Modo Claro', 'Modo Escuro'). Override any entry with
 * `<SppockMessagesProvider>`.
 */
export const landingMessages = {
  brandName: 'Sppock',
  homeLink: 'Sppock — página inicial',
  skipToContent: 'Pular para o conteúdo',

  // Top bar
  primaryNavigation: 'Navegação principal',
  navFeatures: 'Recursos',
  navTechnology: 'Tecnologia',
  navPricing: 'Preços',
  navFaq: 'FAQ',
  navLogin: 'Entrar',
  navRegister: 'Criar conta',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  mobileMenu: 'Menu',

  // Hero
  heroBadge: 'Potencializado por IA avançada',
  heroTitle: 'Seus agentes de IA especializados,',
  heroTitleHighlight: 'em um só chat',
  heroSubtitle:
    'A Sppock reúne mais de dez agentes de IA — de brainstorm a busca de leads — em uma única conversa. O Commander entende o que você precisa e escolhe sozinho o agente certo para cada pedido.',
  heroCta: 'Começar Gratuitamente',
  heroSecondaryCta: 'Ver planos',
  heroNote: 'Plano Freemium gratuito para sempre · Sem cartão de crédito',

  // Commander
  commanderEyebrow: 'Commander',
  commanderTitle: 'Um chat. O agente certo para cada pedido.',
  commanderSubtitle:
    'Você não precisa escolher o agente: descreva o que precisa e o Commander encaminha o pedido para o especialista certo.',
  commanderBenefits: [
    {
      title: 'Orquestração inteligente',
      description:
        'Analisa cada pedido e aciona o agente especializado mais adequado, sem que você precise escolher.',
    },
    {
      title: 'Interface unificada',
      description: 'Todos os agentes na mesma conversa, com histórico e memória do que já foi dito.',
    },
    {
      title: 'Roteamento inteligente',
      description: 'Entende a intenção do seu pedido em português e direciona cada tarefa com precisão.',
    },
  ] as ReadonlyArray<{ title: string; description: string }>,
  commanderCta: 'Experimente o Commander',
  diagramTitle: 'Como o Commander encaminha seus pedidos',
  diagramDescription:
    'Seu pedido chega ao Commander, que o encaminha para o agente especializado certo: Brainstorm, Conteúdo, Análise ou Leads.',
  diagramRequest: 'Seu pedido',
  diagramRequestExample: '“Preciso de ideias para lançar meu produto”',
  diagramCommander: 'Commander',
  diagramCommanderNote: 'entende e escolhe o agente',
  diagramAgents: ['Brainstorm', 'Conteúdo', 'Análise', 'Leads'] as ReadonlyArray<string>,

  // Features (id="features")
  featuresEyebrow: 'Recursos',
  featuresTitle: 'Agentes especializados para cada tarefa',
  featuresSubtitle: 'Mais de dez agentes de IA prontos para trabalhar, todos acessíveis pelo mesmo chat.',
  features: [
    {
      id: 'commander',
      title: 'Orquestrador',
      description: 'O Commander entende seu pedido e aciona o agente ideal.',
    },
    {
      id: 'brainstorm',
      title: 'Brainstorm e ideação',
      description: 'Ideias, ângulos e caminhos novos para seus projetos.',
    },
    {
      id: 'content',
      title: 'Geração de conteúdo',
      description: 'Posts, artigos e textos de marketing no tom da sua marca.',
    },
    {
      id: 'leads',
      title: 'Busca de leads',
      description: 'Encontra potenciais clientes para o seu negócio.',
    },
    {
      id: 'competition',
      title: 'Análise de concorrência',
      description: 'Mapeia concorrentes, posicionamento e oportunidades.',
    },
    {
      id: 'email',
      title: 'Redação de e-mails',
      description: 'E-mails profissionais prontos para enviar.',
    },
    {
      id: 'suppliers',
      title: 'Busca de fornecedores',
      description: 'Localiza fornecedores e parceiros para a sua operação.',
    },
    {
      id: 'meetings',
      title: 'Planejamento de reuniões',
      description: 'Pautas, objetivos e próximos passos organizados.',
    },
    {
      id: 'mbti',
      title: 'Avaliação MBTI',
      description: 'Descubra seu perfil de personalidade com um relatório feito por IA.',
    },
    {
      id: 'igta',
      title: 'Diagnóstico IGTA',
      description: 'Diagnóstico organizacional: identifique lacunas e trace ações.',
    },
  ] as ReadonlyArray<LandingFeature>,
  featureClaimsTitle: 'E mais',
  featureClaims: [
    'Vários provedores de modelos de linguagem',
    'Assinatura mensal, sem fidelidade',
    'Histórico de todas as interações',
    'Agentes que guardam memória',
    'Suporte pela área de mensagens',
    'Chatbot de dúvidas em todas as páginas',
    'Agentes personalizados no plano Enterprise',
  ] as ReadonlyArray<string>,

  // Technology (id="about")
  technologyEyebrow: 'Tecnologia',
  technologyTitle: 'Tecnologia de ponta, pronta para usar',
  technologySubtitle:
    'Combinamos os melhores modelos de linguagem com memória e histórico, para respostas que entendem o seu contexto.',
  technologyPillars: [
    {
      title: 'Vários provedores de IA',
      description: 'Cada tarefa usa o modelo de linguagem mais adequado entre vários provedores.',
    },
    {
      title: 'Memória de contexto',
      description: 'Os agentes lembram o que já foi conversado e não pedem tudo de novo.',
    },
    {
      title: 'Histórico completo',
      description: 'Suas conversas ficam salvas para consultar, exportar ou continuar depois.',
    },
  ] as ReadonlyArray<{ title: string; description: string }>,
  technologyStatsLabel: 'A Sppock em números',
  technologyStats: [
    // A decimal comma without Intl: this object is built when the app loads, and Intl's first
    // number formatter costs a long task on a phone (99.9 → '99,9').
    { value: `${String(availabilityPercent).replace('.', ',')}%`, label: 'de disponibilidade' },
    { value: `>${agentAccuracyPercent}%`, label: 'de precisão dos agentes' },
    { value: `${answerMinutes.min}–${answerMinutes.max} min`, label: 'por resposta completa' },
    { value: `${setupMinutes} min`, label: 'para começar a usar' },
  ] as ReadonlyArray<{ value: string; label: string }>,

  // Pricing (id="pricing")
  pricingEyebrow: 'Preços',
  pricingTitle: 'Planos para cada momento do seu negócio',
  pricingSubtitle: 'Comece grátis e mude de plano quando quiser.',
  popularBadge: 'Mais Popular',
  priceLoading: 'Carregando preço...',
  priceUnavailable: 'Preço indisponível',
  pricesLoadError: 'Não foi possível carregar os preços agora.',
  pricesRetry: 'Tentar novamente',
  planDetails: (plan: string) => `Saiba mais sobre o plano ${plan}`,
  planPolicyTitle: (plan: string) => `Plano ${plan}`,
  planRefundPolicy: `Reembolso integral se você cancelar em até ${REFUND_WINDOW_DAYS} dias após a contratação.`,
  planRenewalPolicy: 'A assinatura é renovada automaticamente a cada 30 dias; cancele quando quiser.',
  planPolicyClose: 'Entendi',
  planFeaturesLabel: (plan: string) => `Recursos do plano ${plan}`,
  /** Built on first read (see `landingPlans`). */
  get plans(): ReadonlyArray<LandingPlan> {
    return landingPlans();
  },

  // FAQ (id="faq")
  faqEyebrow: 'FAQ',
  faqTitle: 'Perguntas frequentes',
  faqSubtitle: 'Não encontrou sua resposta? Fale com a gente pela área de suporte depois de entrar.',
  faq: [
    {
      id: 'conta',
      question: 'Como funciona o uso e a gestão da minha conta?',
      answer: [
        'Você cria a conta com nome, e-mail e celular e confirma com o código de 6 dígitos que enviamos para o seu e-mail. Depois é só entrar e conversar com o Commander.',
        'Em Minha Conta você edita seus dados, troca a senha, acompanha o consumo de tokens, gerencia a assinatura e suas conversas.',
      ],
    },
    {
      id: 'usuarios',
      question: 'Quantos usuários podem usar a mesma conta?',
      answer: [
        `Os planos Freemium e Professional são individuais: 1 usuário por conta. O Enterprise inclui até ${PLAN_SEATS.enterprise} usuários, e usuários extras podem ser contratados sob consulta, com preço promocional.`,
      ],
    },
    {
      id: 'prompts',
      question: 'Preciso saber escrever prompts? Como funcionam as respostas?',
      answer: [
        'Não. Escreva o que você precisa em português, como falaria com uma pessoa. O Commander entende o pedido e encaminha para o agente especializado certo.',
        `Cada resposta consome tokens do seu plano. Respostas completas levam de ${answerMinutes.min} a ${answerMinutes.max} minutos, e você acompanha o progresso enquanto o agente trabalha.`,
      ],
    },
    {
      id: 'historico',
      question: 'Minhas interações ficam salvas?',
      answer: [
        'Sim. Todas as conversas ficam no seu histórico: você pode retomá-las, exportá-las em JSON ou excluí-las quando quiser. Excluir uma conversa não devolve o consumo do seu plano.',
      ],
    },
    {
      id: 'agentes-personalizados',
      question: 'Como funcionam os agentes personalizados do Enterprise?',
      answer: [
        `No plano Enterprise criamos agentes sob medida para os processos da sua empresa, com ${CUSTOM_AGENTS_DISCOUNT_PERCENT}% de desconto. Agende uma demonstração para conversar com nosso time.`,
      ],
    },
    {
      id: 'assinatura',
      question: 'Como funcionam a assinatura e o cancelamento?',
      answer: [
        `A assinatura é mensal e renova automaticamente a cada 30 dias. Se cancelar em até ${REFUND_WINDOW_DAYS} dias após a contratação, você recebe o reembolso integral.`,
        'Você pode cancelar quando quiser: o acesso continua até o fim do período pago e, depois, a conta passa para o plano Freemium. Também é possível reativar a assinatura.',
      ],
    },
    {
      id: 'suporte',
      question: 'Como entro em contato com o suporte?',
      answer: [
        'Pela área de Suporte, dentro da plataforma, você envia mensagens e acompanha as respostas, com aviso de novas notificações. O chatbot de dúvidas também está disponível em todas as páginas.',
        'Todos os planos têm suporte por e-mail; Professional e Enterprise têm atendimento prioritário.',
      ],
    },
    {
      id: 'seguranca',
      question: 'Meus dados estão seguros?',
      answer: [
        'Sim. Tratamos seus dados de acordo com a LGPD: suas conversas são privadas, o acesso é protegido por senha e sessões com validade, e você pode exportar ou excluir suas conversas e a sua conta a qualquer momento.',
      ],
    },
  ] as ReadonlyArray<LandingFaqGroup>,

  // Call to action
  ctaTitle: 'Pronto para colocar a IA para trabalhar por você?',
  ctaSubtitle: `Crie sua conta gratuita em ${setupMinutes} minutos e converse com o Commander hoje mesmo.`,
  ctaPrimary: 'Começar Gratuitamente',
  ctaSecondary: 'Já tenho conta',

  // Newsletter
  newsletterTitle: 'Receba as novidades da Sppock',
  newsletterSubtitle: 'Novos agentes, dicas de uso e lançamentos direto no seu e-mail. Sem spam.',
  newsletterEmailLabel: 'Seu e-mail',
  newsletterPlaceholder: 'voce@empresa.com.br',
  newsletterSubmit: 'Inscrever-se',
  newsletterSubmitting: 'Inscrevendo...',
  newsletterConsent: 'Ao se inscrever, você aceita receber e-mails da Sppock. Cancele quando quiser.',

  // Footer
  footerTagline: 'Agentes de IA especializados para profissionais e empresas, em um só chat.',
  footerProduct: 'Produto',
  footerAccount: 'Conta',
  footerSocial: 'Redes sociais',
  footerLegal: 'Legal',
  socialNetworks: ['Instagram', 'LinkedIn', 'YouTube'] as ReadonlyArray<string>,
  privacyPolicy: 'Política de Privacidade',
  termsOfUse: 'Termos de Uso',
  comingSoon: 'Em breve',
  copyright: (year: number) => `© ${year} Sppock. Todos os direitos reservados.`,
  madeIn: 'Feito no Brasil, em português.',

  // Enterprise demo request (extension: the spec's button does nothing)
  demoTitle: 'Agendar Demo Enterprise',
  demoDescription:
    'Conte um pouco sobre sua empresa e nossa equipe entra em contato para agendar uma demonstração.',
  demoName: 'Nome',
  demoNameRequired: 'Informe seu nome.',
  demoEmail: 'E-mail corporativo',
  demoCompany: 'Empresa',
  demoCompanyRequired: 'Informe o nome da empresa.',
  demoPhone: 'Telefone',
  demoPhonePlaceholder: '(11) 91234-5678',
  demoTeamSize: 'Tamanho da equipe',
  demoTeamSizePlaceholder: 'Ex.: 25',
  demoTeamSizeInvalid: 'Informe o tamanho da equipe: um número de 1 a 100000.',
  demoMessage: 'Mensagem',
  demoMessagePlaceholder: 'O que você gostaria de ver na demonstração?',
  demoMessageTooLong: 'A mensagem deve ter no máximo 2000 caracteres.',
  demoOptional: '(opcional)',
  demoSubmit: 'Solicitar demonstração',
  demoSubmitting: 'Enviando...',
  demoCancel: 'Cancelar',
  demoSuccessTitle: 'Pedido enviado',
  demoClose: 'Fechar',
};

export type LandingMessages = typeof landingMessages;
