// Funil de Vendas: the stages of a sales funnel for a product, audience and set of channels.
// Offline it builds the stages (topo, meio, fundo, pós-venda) with actions per chosen channel and
// the metrics to follow — names of metrics only: targets come from the user's own figures.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { formatNumber } from '../forms.ts';
import {
  inline,
  joinPt,
  listOf,
  lowerFirst,
  numberOf,
  offlineAnswerOf,
  profileContext,
  quote,
  textOf,
  topicOf,
  upperFirst,
} from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

export const FUNNEL_CHANNELS = [
  'Instagram',
  'Facebook',
  'LinkedIn',
  'TikTok',
  'YouTube',
  'WhatsApp',
  'Google Ads',
  'Site ou blog',
  'E-mail',
  'Indicações',
  'Eventos e feiras',
  'Loja física',
  'Marketplace',
  'Prospecção ativa',
] as const;
type Channel = (typeof FUNNEL_CHANNELS)[number];

export const SALES_CYCLES = [
  'Compra no mesmo dia',
  'Até uma semana',
  'Até um mês',
  'Mais de um mês',
] as const;

interface ChannelPlay {
  top: string;
  middle: string;
  bottom: string;
}

/** What each channel does at each stage; `{p}` is the product, `{a}` the audience. */
const PLAYS: Record<Channel, ChannelPlay> = {
  Instagram: {
    top: 'Reels e carrosséis que mostram o problema que {p} resolve para {a}.',
    middle: 'Stories com perguntas, bastidores e depoimentos; destaque com dúvidas frequentes.',
    bottom: 'Oferta com chamada para o direct ou para o link da bio.',
  },
  Facebook: {
    top: 'Posts e vídeos curtos impulsionados para {a}.',
    middle: 'Grupos e conteúdos que respondem às objeções sobre {p}.',
    bottom: 'Anúncios de remarketing para quem interagiu, com a oferta.',
  },
  LinkedIn: {
    top: 'Artigos e posts sobre os desafios de {a}.',
    middle: 'Conexão com decisores e conversa sobre o cenário deles antes de ofertar.',
    bottom: 'Convite para uma reunião de diagnóstico sobre {p}.',
  },
  TikTok: {
    top: 'Vídeos curtos com gancho nos primeiros segundos sobre o dia a dia de {a}.',
    middle: 'Séries de vídeos que mostram {p} em uso.',
    bottom: 'Chamada para o link do perfil com a oferta.',
  },
  YouTube: {
    top: 'Vídeos que respondem às buscas de {a} sobre o problema.',
    middle: 'Tutoriais e comparativos mostrando como {p} funciona.',
    bottom: 'Link na descrição para a oferta ou para falar com vendas.',
  },
  WhatsApp: {
    top: 'Botão de WhatsApp em todos os canais para quem quer tirar dúvidas.',
    middle: 'Respostas rápidas para as dúvidas frequentes e envio de materiais sobre {p}.',
    bottom: 'Proposta enviada na conversa, com prazo de validade e forma de pagamento.',
  },
  'Google Ads': {
    top: 'Campanhas de pesquisa nas palavras que {a} usa para descrever o problema.',
    middle: 'Remarketing para quem visitou o site sem converter.',
    bottom: 'Anúncios nas buscas com intenção de compra de {p}.',
  },
  'Site ou blog': {
    top: 'Artigos sobre as dúvidas de {a}, pensados para a busca do Google.',
    middle: 'Material rico (guia, checklist) em troca do e-mail.',
    bottom: 'Página de oferta de {p} com prova social e chamada clara.',
  },
  'E-mail': {
    top: 'Convite para a newsletter em todos os canais.',
    middle: 'Sequência de nutrição: problema, solução, casos, objeções.',
    bottom: 'E-mail de oferta com prazo e um único botão de ação.',
  },
  Indicações: {
    top: 'Peça indicações a clientes satisfeitos logo após a entrega.',
    middle: 'Apresentação feita por quem indicou, com contexto do indicado.',
    bottom: 'Condição especial para quem chega por indicação.',
  },
  'Eventos e feiras': {
    top: 'Presença em eventos frequentados por {a}.',
    middle: 'Registro dos contatos do evento e retorno com conteúdo útil.',
    bottom: 'Reunião de proposta agendada ainda durante ou logo após o evento.',
  },
  'Loja física': {
    top: 'Vitrine e sinalização que comunicam o principal benefício de {p}.',
    middle: 'Atendimento consultivo e demonstração na loja.',
    bottom: 'Condição de fechamento no balcão e cadastro para recompra.',
  },
  Marketplace: {
    top: 'Anúncios com título e fotos pensados para a busca do marketplace.',
    middle: 'Perguntas respondidas rapidamente e avaliações em destaque.',
    bottom: 'Preço, frete e prazo competitivos na página do produto.',
  },
  'Prospecção ativa': {
    top: 'Lista de contas com o perfil de {a}.',
    middle: 'Cadência de contatos (e-mail, telefone, LinkedIn) com uma conversa de diagnóstico.',
    bottom: 'Proposta apresentada em reunião, com próximos passos combinados.',
  },
};

const METRICS: ReadonlyArray<readonly [stage: string, metric: string, how: string]> = [
  ['Topo', 'Alcance e visitantes', 'relatórios das redes, do Google Ads e do site'],
  ['Topo', 'Novos contatos (leads)', 'formulários, mensagens recebidas, cadastros'],
  ['Meio', 'Taxa de leads qualificados', 'leads qualificados ÷ leads recebidos'],
  ['Meio', 'Tempo de resposta', 'tempo entre o contato e o primeiro retorno'],
  ['Fundo', 'Taxa de conversão', 'vendas ÷ propostas enviadas'],
  ['Fundo', 'Custo de aquisição (CAC)', 'investimento em marketing e vendas ÷ novos clientes'],
  ['Pós-venda', 'Recompra e indicações', 'clientes que voltaram ou indicaram ÷ clientes do período'],
];

const fill = (template: string, product: string, audience: string) =>
  upperFirst(template.replaceAll('{p}', product).replaceAll('{a}', audience));

function channelsOf(input: OfflineInput): Channel[] {
  const chosen = listOf(input.form, 'channels').filter((channel): channel is Channel => channel in PLAYS);
  return chosen.length > 0 ? chosen : ['WhatsApp', 'Instagram', 'Indicações'];
}

function stage(title: string, goal: string, actions: string[]): string {
  return [`## ${title}`, `**Objetivo:** ${goal}`, actions.map((action) => `- ${action}`).join('\n')].join(
    '\n\n',
  );
}

function offlineAnswer(input: OfflineInput): string {
  const { form } = input;
  // A typed request ("Funil para vender cursos de inglês") names the product after its verb.
  const typed = form ? undefined : topicOf(input.message).replace(/^(?:vender|venda\s+de|divulgar)\s+/i, '');
  const product = lowerFirst(inline(textOf(form, 'product') ?? typed ?? 'o seu produto', 160));
  const audience = lowerFirst(inline(textOf(form, 'audience') ?? 'o seu público-alvo', 200));
  const ticket = numberOf(form, 'average_ticket');
  const cycle = textOf(form, 'sales_cycle');
  const goal = textOf(form, 'goal');
  const channels = channelsOf(input);
  const chosenChannels = listOf(form, 'channels').length > 0;

  const overview = [
    `- **Produto ou serviço:** ${upperFirst(product)}`,
    `- **Público-alvo:** ${upperFirst(audience)}`,
    `- **Canais:** ${joinPt(channels)}${chosenChannels ? '' : ' (sugestão: escolha os seus no formulário)'}`,
  ];
  if (ticket !== undefined) {
    overview.push(`- **Ticket médio:** R$ ${formatNumber(ticket)}`);
  }
  if (cycle) {
    overview.push(`- **Ciclo de venda:** ${cycle}`);
  }
  if (goal) {
    overview.push(`- **Objetivo do funil:** ${inline(goal, 200)}`);
  }

  const plays = channels.map((channel) => [channel, PLAYS[channel]] as const);
  const sections = [
    ...(input.form ? [] : ['Funil montado a partir do seu pedido:', quote(input.message)]),
    ['## Visão geral', overview.join('\n')].join('\n\n'),
    stage(
      'Topo do funil — atrair',
      `fazer ${audience} conhecer ${product}.`,
      plays.map(([channel, play]) => `**${channel}:** ${fill(play.top, product, audience)}`),
    ),
    stage(
      'Meio do funil — engajar e qualificar',
      'transformar interesse em conversa e separar quem tem perfil de compra.',
      [
        ...plays.map(([channel, play]) => `**${channel}:** ${fill(play.middle, product, audience)}`),
        'Critérios de qualificação: necessidade real, orçamento, quem decide e quando pretende comprar.',
      ],
    ),
    stage('Fundo do funil — converter', `fechar a venda de ${product}.`, [
      ...plays.map(([channel, play]) => `**${channel}:** ${fill(play.bottom, product, audience)}`),
      'Liste as objeções mais comuns e prepare uma resposta para cada uma.',
    ]),
    stage('Pós-venda — reter e indicar', 'fazer o cliente voltar e indicar.', [
      'Contato de acompanhamento depois da entrega para confirmar a satisfação.',
      'Pedido de avaliação e de indicação aos clientes satisfeitos.',
      'Oferta de recompra ou de complemento no momento certo do ciclo do cliente.',
    ]),
    [
      '## Métricas para acompanhar',
      [
        '| Etapa | Métrica | Como medir |',
        '| --- | --- | --- |',
        ...METRICS.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n'),
      ticket !== undefined
        ? `Com ticket médio de R$ ${formatNumber(ticket)}, o custo de aquisição por cliente precisa ficar abaixo desse valor (e da margem) para o funil dar lucro.`
        : 'Informe o ticket médio no formulário para comparar o custo de aquisição com o valor de cada venda.',
      'Defina as metas de cada métrica a partir dos seus números atuais: registre-os por algumas semanas antes de fixar metas.',
    ].join('\n\n'),
  ];
  const context = profileContext(input.profile);
  if (context) {
    sections.push(context);
  }
  return offlineAnswerOf(sections);
}

export const funilVendas: AgentDefinition = {
  type: 'funil_vendas',
  metadata: agentCatalogueEntry('funil_vendas'),
  form: {
    instruction: 'Monte o funil de vendas com estes dados:',
    fields: [
      {
        name: 'product',
        type: 'text',
        label: 'Produto ou serviço',
        placeholder: 'Ex.: consultoria financeira para pequenas empresas',
        required: true,
        min_length: 3,
        max_length: 200,
      },
      {
        name: 'audience',
        type: 'textarea',
        label: 'Público-alvo',
        placeholder: 'Quem compra: perfil, porte, região, principal dor',
        required: true,
        min_length: 10,
        max_length: 500,
      },
      {
        name: 'average_ticket',
        type: 'number',
        label: 'Ticket médio (R$)',
        help: 'Valor médio de uma venda. Usado para comparar com o custo de aquisição.',
        required: false,
        min: 1,
        max: 100_000_000,
      },
      {
        name: 'channels',
        type: 'multiselect',
        label: 'Canais de venda e divulgação',
        required: true,
        min_items: 1,
        max_items: 8,
        options: [...FUNNEL_CHANNELS],
      },
      {
        name: 'sales_cycle',
        type: 'select',
        label: 'Ciclo de venda',
        help: 'Quanto tempo o cliente costuma levar do primeiro contato à compra.',
        required: false,
        options: [...SALES_CYCLES],
      },
      {
        name: 'goal',
        type: 'text',
        label: 'Objetivo do funil',
        placeholder: 'Ex.: conseguir mais reuniões com empresas da região',
        required: false,
        max_length: 200,
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o agente Funil de Vendas da Sppock. Você estrutura funis de vendas práticos para pequenas e médias empresas brasileiras, com ações concretas por etapa e por canal.',
    rules: [
      'Use só os canais informados; para cada etapa, diga o que fazer em cada canal.',
      'Não invente taxas de conversão, custos ou metas: indique as métricas a acompanhar e como medi-las; use números só quando o usuário os der (como o ticket médio).',
      'Adapte a linguagem ao público-alvo e ao ciclo de venda informados.',
    ],
    output: [
      ['Visão geral', 'produto, público, canais, ticket médio e ciclo de venda.'],
      ['Topo do funil — atrair', 'objetivo e ações por canal.'],
      ['Meio do funil — engajar e qualificar', 'objetivo, ações por canal e critérios de qualificação.'],
      ['Fundo do funil — converter', 'objetivo, ações por canal e tratamento de objeções.'],
      ['Pós-venda — reter e indicar', 'ações de retenção e indicação.'],
      ['Métricas para acompanhar', 'tabela Etapa | Métrica | Como medir.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope:
    'monta as etapas do funil (topo, meio, fundo e pós-venda) com ações por canal e as métricas a acompanhar.',
  offlineAnswer,
  resultActivity: { title: 'Funil de vendas estruturado', icon: 'send' },
};
