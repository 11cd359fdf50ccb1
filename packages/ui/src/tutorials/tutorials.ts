// The tutorials page's static list (spec 3 §2 "Tutorials page": coming soon, a sample list):
// videos planned about what the product really does, each with its planned length.

/** The category chips, in the spec's order; `all` shows every video. */
export const TUTORIAL_CATEGORIES = [
  { id: 'all', label: 'Todos' },
  { id: 'primeiros-passos', label: 'Primeiros Passos' },
  { id: 'agentes', label: 'Agentes' },
  { id: 'prompts', label: 'Prompts' },
  { id: 'conteudo', label: 'Conteúdo' },
  { id: 'dicas', label: 'Dicas' },
] as const;

export type TutorialCategory = Exclude<(typeof TUTORIAL_CATEGORIES)[number]['id'], 'all'>;

export interface Tutorial {
  id: string;
  title: string;
  description: string;
  category: TutorialCategory;
  /** Planned length, in seconds. */
  durationSeconds: number;
}

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'primeira-conversa',
    title: 'Sua primeira conversa com o Commander',
    description: 'Peça o que precisa em português: o Commander entende o pedido e chama o agente certo.',
    category: 'primeiros-passos',
    durationSeconds: 4 * 60 + 30,
  },
  {
    id: 'perfil-e-empresa',
    title: 'Complete seu perfil para respostas sob medida',
    description: 'Nome, empresa, cargo, setor e cidade do perfil entram nas respostas dos agentes.',
    category: 'primeiros-passos',
    durationSeconds: 3 * 60 + 10,
  },
  {
    id: 'planos-e-tokens',
    title: 'Planos, tokens e a franquia flex',
    description: 'Como acompanhar o consumo do mês, os alertas de 80 % e 100 % e os tokens extras.',
    category: 'primeiros-passos',
    durationSeconds: 5 * 60,
  },
  {
    id: 'email-writer',
    title: 'E-mails de cobrança, proposta e follow-up com o Email Writer',
    description: 'Do rascunho ao tom certo: o agente monta o e-mail a partir do seu pedido e do perfil.',
    category: 'agentes',
    durationSeconds: 6 * 60 + 15,
  },
  {
    id: 'reunioes-spin',
    title: 'Prepare reuniões com perguntas SPIN',
    description: 'Pauta, objetivos e perguntas de situação, problema, implicação e necessidade.',
    category: 'agentes',
    durationSeconds: 7 * 60 + 40,
  },
  {
    id: 'funil-de-vendas',
    title: 'Monte seu funil de vendas etapa por etapa',
    description: 'O agente de funil organiza as etapas, os gatilhos de passagem e as métricas de cada uma.',
    category: 'agentes',
    durationSeconds: 8 * 60 + 5,
  },
  {
    id: 'leads-e-fornecedores',
    title: 'Buscar leads, fornecedores e concorrentes na web',
    description: 'Com a busca ativa no plano, os agentes citam as fontes de cada resultado.',
    category: 'agentes',
    durationSeconds: 9 * 60 + 20,
  },
  {
    id: 'pedidos-claros',
    title: 'Pedidos claros: contexto, objetivo e formato',
    description: 'Três partes que deixam qualquer resposta mais útil, com exemplos antes e depois.',
    category: 'prompts',
    durationSeconds: 5 * 60 + 45,
  },
  {
    id: 'continuar-conversa',
    title: 'Refine a resposta sem recomeçar a conversa',
    description: 'O agente lembra o que foi dito: peça ajustes como "e para o Marcos?" na mesma sessão.',
    category: 'prompts',
    durationSeconds: 4 * 60 + 5,
  },
  {
    id: 'brainstorm',
    title: 'Brainstorm de nomes e campanhas',
    description: 'Gere ideias em blocos, escolha as melhores e peça variações de cada uma.',
    category: 'conteudo',
    durationSeconds: 6 * 60 + 50,
  },
  {
    id: 'posts-da-semana',
    title: 'Calendário de posts da semana com o Gerador de Conteúdo',
    description: 'Temas, legendas e chamadas para cada rede a partir de um único pedido.',
    category: 'conteudo',
    durationSeconds: 7 * 60 + 25,
  },
  {
    id: 'documentos',
    title: 'Analise documentos e planilhas no chat',
    description: 'Envie PDF, DOCX ou XLSX e pergunte sobre o conteúdo (planos Pro e Enterprise).',
    category: 'dicas',
    durationSeconds: 5 * 60 + 30,
  },
  {
    id: 'exportar-conversas',
    title: 'Exporte e organize suas conversas',
    description: 'Encontre conversas antigas na sua conta, exporte em texto e apague o que não precisa.',
    category: 'dicas',
    durationSeconds: 3 * 60 + 40,
  },
  {
    id: 'avaliacoes',
    title: 'Roda da Vida, MBTI e IGTA: como ler os relatórios',
    description: 'O que cada avaliação mede e como usar o relatório escrito por IA no seu plano de ação.',
    category: 'dicas',
    durationSeconds: 8 * 60 + 30,
  },
];
