// pt-BR copy of the custom agents (issue 21).
export const CUSTOM_AGENT_MESSAGES = {
  enterpriseOnly:
    'Agentes personalizados fazem parte do plano Enterprise. Assine o Enterprise para criar os seus.',
  ownerOnly:
    'Só o dono da equipe, ou o membro que criou este agente com a permissão do dono, pode alterar, exportar ou excluir o agente.',
  createNotAllowed:
    'O dono da equipe ainda não permitiu que você crie agentes personalizados. Peça a permissão a ele na aba Equipe.',
  notFound: 'Agente personalizado não encontrado.',
  documentNotFound: 'Documento não encontrado.',
  sessionNotFound: 'Conversa não encontrada.',
  sessionDeleted: 'Conversa apagada.',
  messageNotFound: 'Mensagem não encontrada.',
  branchNeedsSession: 'Informe o session_id da conversa da mensagem.',
  editOrRegenerate: 'Envie edit_of ou regenerate_of, não os dois.',
  editOnlyUserMessage: 'Só uma mensagem sua pode ser editada.',
  regenerateOnlyAnswer: 'Só uma resposta pode ser gerada de novo.',
  tooManyVersions: (max: number) =>
    `Esta mensagem já tem ${max} versões, o máximo. Continue numa delas ou comece outra conversa.`,
  invalidBranchMessage: 'Informe a mensagem do ramo a mostrar.',
  duplicateName: (name: string) => `Sua equipe já tem um agente chamado ${name}.`,
  tooManyAgents: (limit: number) =>
    `Sua equipe já tem ${limit} agentes personalizados. Exclua um para criar outro.`,
  tooManyDocuments: (limit: number) => `Este agente já tem ${limit} documentos. Exclua um para enviar outro.`,
  created: (name: string) => `Agente ${name} criado.`,
  imported: (name: string) => `Agente ${name} importado.`,
  saved: (name: string) => `Agente ${name} salvo.`,
  deleted: (name: string) => `Agente ${name} excluído.`,
  documentAdded: (filename: string) => `Documento ${filename} adicionado.`,
  documentDeleted: (filename: string) => `Documento ${filename} excluído.`,
  badImport: 'O arquivo não é um agente exportado pelo Sppock.',
  badBase64: 'O conteúdo do arquivo não está em Base64.',
  noText: 'Não foi possível ler texto neste arquivo.',
  blankField: (label: string) => `Informe ${label}.`,
  emptyMessage: 'Digite uma mensagem.',
  offlineIntro:
    'Resposta offline, sem redação por IA: trechos dos documentos do agente que respondem ao pedido.',
  offlineNoMatch:
    'Não encontrei nos documentos deste agente um trecho sobre o seu pedido. Tente outras palavras ou peça ao dono da equipe para enviar o documento que trata disso.',
  offlineNoDocuments:
    'Este agente ainda não tem documentos de conhecimento, e sem um provedor de IA configurado ele só responde com trechos dos documentos. Peça ao dono da equipe para enviar um documento.',
  urlReadingOff:
    'Este agente não está liberado para ler endereços da web; a página do link não foi lida. O dono da equipe pode ativar a leitura de URLs nas ferramentas do agente.',
  searchOffline:
    'A busca na web deste agente precisa de um provedor de IA configurado; no modo offline a resposta usa só os documentos do agente.',
  publishUnknown: (id: string) => `Agente personalizado não encontrado: ${id.slice(0, 40)}.`,
  publishNotEditable: (name: string) =>
    `Só o dono da equipe, ou quem criou o agente ${name} com a permissão do dono, pode publicá-lo num site.`,
  ownerOnlyNotPublishable: (name: string) =>
    `O agente ${name} é só do dono e não pode ser publicado num site. Compartilhe-o com a equipe antes de publicar.`,
  visitorToolsOff:
    'Pelo site parceiro este agente responde só com as instruções e os documentos dele: não lê endereços da web nem busca na web.',
  routed: (name: string) => `O ${name} vai cuidar do seu pedido.`,
  notRouted: 'Nenhum agente personalizado da equipe combina com o pedido; o Sppock Commander segue com ele.',
  intent: (name: string) => `agente personalizado ${name}`,
  noIntent: 'nenhum agente personalizado',
} as const;

export const FIELD_LABELS = {
  name: 'o nome do agente',
  description: 'a descrição do agente',
  instructions: 'as instruções do agente',
} as const;
