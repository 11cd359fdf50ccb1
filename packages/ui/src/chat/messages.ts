import { agentLockedMessage, formatBRL, formatNumber, formatTokensInWords } from '@sppock/sdk';

/**
 * pt-BR copy of the Commander chat (spec 2 §2–§9). The spec's own texts are kept word for word;
 * the rest follows the product's voice. Override any entry with `<SppockMessagesProvider>`.
 */
export const chatMessages = {
  // Empty state (spec 2 §2).
  title: 'Commander',
  intro:
    'Pergunte o que quiser: o Commander entende o seu pedido e o encaminha automaticamente ao agente especializado mais adequado.',
  chipsLabel: 'Comece por aqui',
  chipChat: 'Converse com a IA',
  chipFiles: 'Envie arquivos para análise',
  chipWeb: 'Investigue páginas web',
  chipPlanning: 'Planejamento e estratégia',
  chipMarketing: 'Marketing e conteúdo',
  chipSales: 'Vendas e negócios',
  gotIt: 'Entendi',
  examplesTitle: 'Exemplos de pedidos',
  exampleLabel: (example: string) => `Usar o exemplo: ${example}`,
  helpChatTitle: 'Converse com a IA',
  helpChatText:
    'Escreva o seu pedido como falaria com um consultor. O Commander identifica a intenção, escolhe o agente especializado e mostra qual agente respondeu e com que confiança.',
  helpChatExamples: [
    'Quero abrir uma cafeteria em Curitiba com 80 mil reais. Me dê ideias de diferenciais.',
    'Escreva um e-mail de follow-up para um cliente que pediu orçamento e não respondeu.',
    'Monte um funil de vendas para a minha loja de roupas no Instagram.',
  ],
  helpFilesTitle: 'Envie arquivos para análise',
  helpFilesText:
    'Anexe um arquivo pelo botão de clipe (ou arraste-o para o painel) e escreva o que quer saber sobre ele. Aceitos: pdf, docx, doc, xlsx, xls, jpg, jpeg, png, gif, txt e md, até 100MB. A análise de documentos é um recurso dos planos Pro e Enterprise.',
  helpFilesExamples: [
    'Resuma este contrato e liste as cláusulas de multa.',
    'Analise esta planilha de vendas e aponte os produtos com queda no trimestre.',
    'Revise esta proposta comercial e sugira melhorias no texto.',
  ],
  helpWebTitle: 'Investigue páginas web',
  helpWebText:
    'Adicione um link pelo botão de link: o Commander lê a página e responde sobre ela. Você também pode colar o endereço na mensagem.',
  helpWebExamples: [
    'Analise esta página web: https://www.exemplo.com.br e resuma a proposta de valor.',
    'Compare os preços desta página com os da minha loja.',
    'Liste os pontos fortes e fracos do site do meu concorrente.',
  ],
  categoryTitle: (category: string) => `Agentes de ${category}`,
  categoryPlanning: 'Planejamento e estratégia',
  categoryMarketing: 'Marketing e conteúdo',
  categorySales: 'Vendas e negócios',
  categoryDescription:
    'O Commander encaminha o seu pedido a estes agentes quando eles são os mais adequados.',
  noAgentsInCategory: 'Nenhum agente disponível nesta categoria',
  /** The mark of a team's custom agent in the lists (issue 21). */
  teamAgent: 'Da equipe',
  lockedPlan: (plan: string) => `Plano ${plan}`,
  unlocksWith: agentLockedMessage,
  seePlans: 'Ver planos',
  openAgent: (agent: string) => `Abrir ${agent}`,

  // Toolbar (spec 2 §2).
  toolbarLabel: 'Ferramentas do chat',
  conversations: 'Conversas',
  showConversations: 'Mostrar conversas',
  hideConversations: 'Ocultar conversas',
  attachFile: 'Anexar arquivo',
  attachFileLocked: (plan: string) => `Anexar arquivo (${plan})`,
  addLink: 'Adicionar link',
  supportChatbot: 'Chatbot de suporte',
  exportConversation: 'Exportar conversa (TXT)',
  extras: 'Mais opções',
  regenerate: 'Gerar a última resposta de novo',
  askAnotherAgent: 'Perguntar a outro agente',
  debugPanel: 'Painel de depuração',

  // The Commander's question back (issue 26): its two one-tap choices.
  clarificationChoices: 'Escolha o que você quer',
  clarificationAgent: (agent: string) => `com ${agent}`,

  // Conversation sidebar (spec 2 §2).
  sidebarTitle: 'Conversas',
  sidebarEmptyTitle: 'Nenhuma conversa ainda',
  sidebarEmptyText: 'Crie uma nova conversa para começar',
  sidebarLoadError: 'Erro ao carregar conversas',
  sessionTokens: (tokens: number | null) => (tokens == null ? '—' : `${formatNumber(tokens)} tokens`),
  currentSession: 'Conversa atual',
  deleteSession: 'Deletar sessão',
  deleteSessionOf: (title: string) => `Deletar sessão “${title}”`,
  deleteConfirmTitle: 'Deletar esta sessão?',
  deleteConfirmDescription: 'A conversa e as suas mensagens serão apagadas permanentemente.',
  deleteConfirm: 'Deletar sessão',
  cancel: 'Cancelar',
  closeSidebar: 'Fechar conversas',

  // Input bar (spec 2 §2, §5, §9).
  newConversation: 'Nova conversa',
  inputLabel: 'Mensagem',
  placeholder: 'Inicie uma conversa',
  send: 'Enviar mensagem',
  stop: 'Parar resposta',
  footerHint: 'Nossos agentes podem cometer erros, sempre analise as respostas',
  inputHint: 'Enter envia, Shift+Enter quebra a linha',
  spacingWait: (seconds: number) =>
    `Aguarde ${seconds} s para enviar outra mensagem: cada agente atende um pedido por vez, com um intervalo mínimo entre eles.`,
  rateLimited: (seconds: number | null) =>
    seconds
      ? `Você poderá enviar de novo em ${seconds} s. O intervalo mínimo entre mensagens evita pedidos repetidos por engano.`
      : 'Espere alguns segundos antes de enviar de novo. O intervalo mínimo entre mensagens evita pedidos repetidos por engano.',
  leaveConfirm: 'Sair da conversa? As mensagens já foram salvas em Conversas.',
  formAgentNotice: 'Este agente usa formulário especializado',

  // Messages (spec 2 §2).
  messagesLabel: 'Mensagens da conversa',
  earlierMessages: (count: number) =>
    count === 1 ? 'Mostrar 1 mensagem anterior' : `Mostrar mensagens anteriores (${formatNumber(count)})`,
  you: 'Você',
  assistant: 'Assistente',
  contentUnavailable: 'Conteúdo não disponível',
  contentLoading: 'Carregando...',
  processedBy: (agent: string) => `Processado por ${agent}`,
  copy: 'Copiar resposta',
  copied: 'Conteúdo copiado!',
  feedbackPositive: 'Resposta útil',
  feedbackNegative: 'Resposta não útil',
  feedbackSent: 'Feedback enviado!',
  stopped: 'Resposta interrompida',
  stoppedHint: 'A parte recebida até a interrupção ficou salva.',
  stoppedEmpty: 'A resposta foi interrompida antes de o primeiro trecho chegar.',
  attachment: (name: string) => `Baixar o anexo ${name}`,
  downloadFile: (name: string) => `Baixar ${name}`,
  answerCost: (tokens: number, cost: number) => `${formatNumber(tokens)} tokens · ${formatBRL(cost)}`,
  offlineAnswer: 'Modo offline',
  // The answer's speed (issue 29): '1º token em 0,4 s · 52 tokens/s'.
  answerSpeed: (firstTokenMs: number, tokensPerSecond: number | null) =>
    `1º token em ${formatNumber(firstTokenMs / 1000, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s${
      tokensPerSecond === null
        ? ''
        : ` · ${formatNumber(tokensPerSecond, { maximumFractionDigits: 0 })} tokens/s`
    }`,
  // The conversation's context use (issue 29).
  contextUse: (tokens: number, window: number | null) =>
    window === null
      ? `Contexto: ${formatTokensInWords(tokens)} tokens`
      : `Contexto: ${formatTokensInWords(tokens)} de ${formatTokensInWords(window)} tokens`,
  contextWindowUnknown: 'a janela de contexto deste modelo não é conhecida',
  contextMeterLabel: 'Uso da janela de contexto do modelo',
  // Edit and branch (issue 29).
  editMessage: 'Editar mensagem',
  editSend: 'Enviar edição',
  editCancel: 'Cancelar',
  editLabel: 'Texto da mensagem editada',
  editKeepsBranch: 'A versão anterior continua disponível em < >.',
  versionOf: (index: number, count: number) => `${index} de ${count}`,
  versionLabel: (index: number, count: number) => `Versão ${index} de ${count}`,
  previousVersion: 'Versão anterior',
  nextVersion: 'Próxima versão',
  tokensLeft: (tokens: number) => `Restam ${formatNumber(tokens)} tokens no seu plano`,
  tokensExhausted: 'Os tokens do seu plano neste ciclo acabaram',
  answerReady: 'Resposta pronta',
  messageProcessed: 'Mensagem processada com sucesso!',

  // Waiting state (spec 2 §2, §9).
  waitingLabel: 'Aguardando a resposta',
  estimatedTime: (time: string) => `Tempo estimado: ${time}`,
  elapsed: (seconds: number) => `${seconds} s`,
  elapsedLabel: (seconds: number) => `${seconds} segundos decorridos`,
  probableAgent: (agent: string, range: string) => `Provável agente: ${agent} (${range})`,
  agentWithRange: (agent: string, range: string) => `${agent} (${range})`,
  defaultEstimatedTime: '3-5 minutos',
  defaultLoadingText: 'Processando sua mensagem...',

  // Orchestration (spec 2 §2, issue 12).
  orchestrationToast: (description: string, confidence: number) => `${description} (${confidence}%)`,
  orchestrationTitle: 'Roteamento do Commander',
  confidence: (confidence: number) => `${confidence}%`,
  why: 'Por quê',
  chooseAgentTitle: 'Perguntar a outro agente',
  chooseAgentDescription:
    'A última pergunta é enviada de novo ao agente escolhido, numa nova conversa com ele; a resposta aparece aqui.',
  answerElsewhere: (agent: string) => `Resposta salva numa nova conversa com ${agent}.`,

  // Export (spec 2 §4, §5, §8).
  exported: 'Conversa exportada em formato TXT!',
  nothingToExport: 'Nenhuma conversa para exportar',
  exportError: 'Erro ao exportar conversa',

  // Success toasts (spec 2 §4).
  sessionCreated: (agent: string) => `Nova sessão de ${agent} criada!`,
  sessionDeleted: (agent: string) => `Sessão de ${agent} deletada permanentemente!`,

  // Form agents (spec 2 §2).
  formTitle: (agent: string) => `Formulário do ${agent}`,
  formSubmit: 'Enviar',
  formToggleOpen: 'Mostrar formulário',
  formToggleClose: 'Ocultar formulário',
  fieldRequired: (label: string) => `O campo "${label}" é obrigatório.`,
  fieldMinLength: (label: string, min: number) =>
    `O campo "${label}" precisa ter ao menos ${min} caracteres.`,
  fieldMaxLength: (label: string, max: number) => `O campo "${label}" aceita no máximo ${max} caracteres.`,
  fieldRange: (label: string, min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `O campo "${label}" precisa estar entre ${formatNumber(min)} e ${formatNumber(max)}.`
      : min !== undefined
        ? `O campo "${label}" precisa ser no mínimo ${formatNumber(min)}.`
        : `O campo "${label}" precisa ser no máximo ${formatNumber(max ?? 0)}.`,
  fieldInteger: (label: string) => `O campo "${label}" precisa ser um número inteiro.`,
  fieldNumber: (label: string) => `O campo "${label}" precisa ser um número.`,
  fieldUrl: (label: string) =>
    `Informe um endereço válido em "${label}" (começando com http:// ou https://).`,
  fieldEmail: (label: string) => `Informe um e-mail válido em "${label}".`,
  fieldDate: (label: string) => `Informe uma data válida em "${label}" (AAAA-MM-DD).`,
  fieldMinItems: (label: string, min: number) =>
    min === 1 ? `Escolha ao menos uma opção em "${label}".` : `Escolha ao menos ${min} opções em "${label}".`,
  fieldMaxItems: (label: string, max: number) => `Escolha no máximo ${max} opções em "${label}".`,
  choose: 'Selecione',
};

export type ChatMessages = typeof chatMessages;
