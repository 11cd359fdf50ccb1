import { formatNumber } from '@sppock/sdk';

/**
 * pt-BR copy of the 'Integrações' tab (issue 16: partner sites embed the FAQ chatbot and the
 * Commander; issue 25: each site's budget and published custom agents).
 */
export const integrationsTexts = {
  tab: 'Integrações',
  title: 'Incorporar no seu site',
  description:
    'Coloque o chatbot de dúvidas e o Commander do Sppock no site da sua empresa com uma tag de script. Os visitantes só conseguem usá-los a partir das origens que você cadastrar.',
  name: 'Nome do site',
  namePlaceholder: 'Loja Aurora',
  nameRequired: 'Informe o nome do site.',
  origins: 'Origens permitidas',
  originsPlaceholder: 'https://www.suaempresa.com.br',
  originsHint:
    'Uma por linha, no formato https://www.suaempresa.com.br (sem caminho). http:// só para localhost.',
  originsRequired: 'Informe ao menos uma origem.',
  originsTooMany: 'Informe no máximo 10 origens.',
  widgetsLegend: 'Widgets',
  widgetChatbot: 'Chatbot de dúvidas (respostas sobre o Sppock para os visitantes)',
  widgetCommander: 'Commander (conversa com os agentes; cada mensagem dos visitantes conta no seu plano)',
  widgetsRequired: 'Escolha ao menos um widget.',
  widgetsLabel: 'Widgets',
  widgetNames: { chatbot: 'Chatbot', commander: 'Commander' } as Record<string, string>,
  create: 'Cadastrar site',
  creating: 'Cadastrando...',
  sitesTitle: (count: number, max: number) => `Sites cadastrados (${count} de ${max})`,
  empty: 'Nenhum site cadastrado ainda. Cadastre o primeiro acima para receber o snippet.',
  loadError: 'Não foi possível carregar os sites.',
  originsLabel: 'Origens',
  siteKey: 'Chave do site',
  snippetLabel: (name: string) => `Snippet de ${name}`,
  copy: 'Copiar snippet',
  copied: 'Snippet copiado. Cole-o antes de </body> na sua página.',
  copyError: 'Não foi possível copiar. Selecione o snippet e copie manualmente.',
  remove: 'Remover',
  removeTitle: (name: string) => `Remover o site ${name}?`,
  removeDescription: 'O snippet deixa de funcionar nesse site e as conversas abertas nele terminam.',
  cancel: 'Cancelar',
  visitorsLabel: 'Visitantes do Commander',
  budgetUsage: (used: number, budget: number) =>
    `${formatNumber(used)} de ${formatNumber(budget)} mensagens neste mês`,
  budgetPaused: 'Pausado (orçamento 0)',
  publishedLabel: 'Agentes publicados',
  publishedNone: 'Nenhum: só o Commander e os agentes do Sppock',
  editVisitors: 'Orçamento e agentes',
  visitorsTitle: (name: string) => `Visitantes do Commander em ${name}`,
  visitorsDescription:
    'Qualquer pessoa com a chave do site pode conversar com o Commander dele; cada mensagem conta no seu plano. Limite o mês e escolha os agentes personalizados que os visitantes podem usar.',
  budget: 'Mensagens de visitantes por mês',
  budgetHint: (max: number) =>
    `De 0 a ${formatNumber(max)}. Ao chegar no limite, os visitantes leem que o assistente voltará no próximo mês; 0 pausa o Commander para eles.`,
  budgetRequired: 'Informe quantas mensagens por mês.',
  budgetTooHigh: (max: number) => `Informe no máximo ${formatNumber(max)} mensagens por mês.`,
  publishLegend: 'Agentes personalizados publicados neste site',
  publishHint:
    'Os visitantes só alcançam os agentes marcados, que respondem com as instruções e os documentos deles (sem ler endereços da web). Os documentos podem ser citados ao visitante.',
  ownerOnlyAgent: 'Só o dono: não pode ser publicado. Compartilhe-o com a equipe para publicar.',
  noAgents: 'Sua equipe ainda não tem agentes personalizados que você possa publicar.',
  agentsLoading: 'Carregando os agentes personalizados...',
  agentsPlan: 'Publicar agentes personalizados faz parte do plano Enterprise.',
  agentsError: 'Não foi possível carregar os agentes personalizados.',
  saveVisitors: 'Salvar',
  savingVisitors: 'Salvando...',
};
