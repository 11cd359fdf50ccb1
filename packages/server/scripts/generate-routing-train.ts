// Writes src/modules/routing/data/train.tsv: the hand-written requests (data/handwritten.tsv) plus
// requests built from templates × slots, so each agent is seen with many businesses, cities,
// registers ("vc", "pfv", formal), greetings and typos. Seeded: the same script writes the same
// file. Run with `npm run routing:data -w @sppock/server`, then `npm run routing:build`.
import fs from 'node:fs';
import { parseDataset, routingDataPath } from '../src/modules/routing/dataset.ts';
import type { RoutedAgent } from '../src/modules/routing/labels.ts';

const PER_AGENT = 42;

/** mulberry32: a small seeded generator, so the file is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SLOTS: Record<string, readonly string[]> = {
  negocio: [
    'padaria',
    'pet shop',
    'clínica odontológica',
    'loja de roupas femininas',
    'escritório de contabilidade',
    'hamburgueria',
    'salão de beleza',
    'academia',
    'loja de materiais de construção',
    'oficina mecânica',
    'escola de inglês',
    'agência de viagens',
    'floricultura',
    'ótica',
    'distribuidora de bebidas',
    'confeitaria',
    'loja de informática',
    'consultoria de RH',
    'imobiliária',
    'estúdio de tatuagem',
    'farmácia de manipulação',
    'empresa de software',
    'lavanderia',
    'sorveteria',
    'autoescola',
    'clínica de fisioterapia',
    'loja de cosméticos',
    'marcenaria',
    'empresa de energia solar',
    'pizzaria',
  ],
  cidade: [
    'Campinas',
    'Recife',
    'Belo Horizonte',
    'Curitiba',
    'Porto Alegre',
    'Salvador',
    'Fortaleza',
    'Goiânia',
    'Manaus',
    'Florianópolis',
    'Natal',
    'São Luís',
    'Londrina',
    'Uberlândia',
    'Sorocaba',
    'Juiz de Fora',
    'Caxias do Sul',
    'Teresina',
    'Cuiabá',
    'Santos',
  ],
  produto: [
    'bolo de pote',
    'camiseta estampada',
    'ração natural',
    'óculos de sol',
    'fone bluetooth',
    'kit de churrasco',
    'sabonete artesanal',
    'curso online de Excel',
    'plano de internet',
    'cadeira de escritório',
    'mel orgânico',
    'perfume importado',
    'tênis de corrida',
    'serviço de faxina',
    'app de agendamento',
  ],
  insumo: [
    'embalagens',
    'tecido',
    'farinha de trigo',
    'matéria-prima para sabonete',
    'caixas de papelão',
    'etiquetas',
    'uniformes',
    'café em grãos',
    'peças automotivas',
    'cosméticos para revenda',
    'copos descartáveis',
    'frutas congeladas',
    'material de limpeza',
    'chocolate',
    'móveis',
  ],
  cliente: [
    'clínicas médicas',
    'escolas particulares',
    'restaurantes',
    'construtoras',
    'academias',
    'hotéis',
    'escritórios de advocacia',
    'supermercados',
    'indústrias',
    'condomínios',
    'transportadoras',
    'lojas de varejo',
    'prefeituras',
    'startups',
    'hospitais',
  ],
  marca: ['Magalu', 'Nubank', 'iFood', 'Natura', 'Renner', 'Havaianas', 'Cacau Show', 'Localiza', 'Hering'],
  reuniao: [
    'kickoff',
    'alinhamento',
    'feedback',
    'planejamento',
    'apresentação de proposta',
    'diagnóstico',
    'negociação',
    'resultados',
    'boas-vindas',
    'renovação de contrato',
  ],
  quem: [
    'cliente',
    'fornecedor',
    'sócio',
    'gerente',
    'diretor financeiro',
    'investidor',
    'time de vendas',
    'prospect',
  ],
  conceito: [
    'funil de vendas',
    'lead',
    'pipeline',
    'cold email',
    'benchmarking',
    'brainstorming',
    'método SPIN',
    'fornecedor',
    'análise de concorrência',
    'prospecção',
    'ticket médio',
    'taxa de conversão',
    'MEI',
    'CNPJ',
    'boleto',
    'Pix',
    'nota fiscal',
    'licitação',
    'pauta de reunião',
    'marketing de conteúdo',
    'e-mail marketing',
  ],
};

const TEMPLATES: Record<RoutedAgent, readonly string[]> = {
  chatsppock: [
    'o que é {conceito}?',
    'me explica o que significa {conceito}',
    'oq é {conceito}',
    'o que seria {conceito}? nunca entendi',
    'pode me explicar como funciona {conceito}?',
    'qual a diferença entre {conceito} e {conceito}?',
    'explica {conceito} de um jeito simples',
    'pra que serve {conceito}?',
    'defina {conceito} em poucas palavras',
    'qual o conceito de {conceito}?',
    'como funciona o imposto de uma {negocio}?',
    'quanto custa abrir uma {negocio} em {cidade}? só uma estimativa geral',
    'qual a previsão do tempo em {cidade} amanhã?',
    'me conta a história de {cidade}',
    'tudo bem? queria tirar uma dúvida rápida sobre {conceito}',
  ],
  brainstorm: [
    'me dá ideias para a minha {negocio}',
    'ideias de nome para uma {negocio}',
    'sugestões de promoção para a {negocio} no fim de semana',
    'quero ideias de produtos novos para vender junto com {produto}',
    'brainstorm de ações para atrair clientes para a {negocio}',
    'como posso inovar na minha {negocio}? quero ideias',
    'me sugira nomes criativos para {produto}',
    'ideias pra ganhar dinheiro vendendo {produto}',
    'quais negócios posso abrir em {cidade} com pouco dinheiro?',
    'pensa em ideias de campanha pra {negocio} no dia das mães',
    'vc me ajuda a ter ideias de brindes para clientes da {negocio}?',
    'preciso de ideias diferentes pra divulgar {produto}',
  ],
  content_generator: [
    'escreve um post pro instagram da {negocio} sobre {produto}',
    'crie uma legenda para a foto do {produto}',
    'faz um texto para o facebook da {negocio} anunciando a promoção',
    'escreva um artigo de blog para a {negocio} sobre dicas de {produto}',
    'gera a descrição do produto {produto} para o site',
    'roteiro de reels para a {negocio} mostrando o {produto}',
    'crie um anúncio para o Google Ads da {negocio} em {cidade}',
    'preciso de um post para o LinkedIn da {negocio}',
    'texto para o story da {negocio} sobre a inauguração em {cidade}',
    'escreve a copy da página de vendas do {produto}',
    'cria 3 legendas pro insta da {negocio}',
    'faça um texto pra lista de transmissão do WhatsApp da {negocio}',
  ],
  email_writer: [
    'escreve um email para o {quem} sobre o atraso',
    'e-mail de follow-up para o {quem} depois da proposta',
    'redija um e-mail formal para o {quem} pedindo uma reunião',
    'preciso de um email de cobrança para um cliente da {negocio}',
    'crie um cold email para {cliente} oferecendo {produto}',
    'email de boas-vindas para novos clientes da {negocio}',
    'responde o email do {quem} que reclamou do preço',
    'faz um email agradecendo o {quem} pela parceria',
    'me ajuda com um e-mail para o {quem} recusando a proposta',
    'email avisando os clientes da {negocio} sobre o novo horário',
    'escreve um email de prospecção para {cliente} de {cidade}',
    'e-mail lembrando do boleto vencido de um cliente da {negocio}',
  ],
  competition: [
    'quem são os concorrentes da minha {negocio} em {cidade}?',
    'análise da concorrência para uma {negocio}',
    'compare a minha {negocio} com as concorrentes do bairro',
    'benchmarking de preços de {produto} entre os concorrentes',
    'como a {marca} se posiciona em relação aos concorrentes?',
    'quais os pontos fortes e fracos dos concorrentes da {negocio}?',
    'faz uma análise competitiva do mercado de {produto} em {cidade}',
    'o que os concorrentes da {negocio} estão fazendo nas redes sociais?',
    'mapear os concorrentes diretos e indiretos de uma {negocio}',
    'quanto os concorrentes cobram por {produto}?',
    'quero entender a estratégia da {marca} contra os concorrentes',
    'compara a {marca} com a concorrência',
  ],
  lead_finder: [
    'encontre {cliente} em {cidade} para oferecer {produto}',
    'lista de leads de {cliente} em {cidade}',
    'quero prospectar {cliente} para vender {produto}',
    'busque potenciais clientes para a minha {negocio}',
    'preciso de contatos de {cliente} em {cidade} para prospecção',
    'quem são os decisores de compra em {cliente} de {cidade}?',
    'gera uma lista de prospects de {cliente}',
    'me ajuda a achar clientes B2B para {produto}',
    'encontra {cliente} que possam comprar {produto}',
    'leads qualificados de {cliente} para a {negocio}',
    'quais {cliente} de {cidade} poderiam contratar a {negocio}?',
    'prospecção de {cliente} no interior para vender {produto}',
  ],
  supplier_finder: [
    'encontre fornecedores de {insumo} em {cidade}',
    'preciso de um fornecedor de {insumo} para a minha {negocio}',
    'onde comprar {insumo} no atacado?',
    'distribuidor de {insumo} que entregue em {cidade}',
    'quero um fabricante de {insumo} com preço bom',
    'me indica fornecedores de {insumo}',
    'lista de atacadistas de {insumo} em {cidade}',
    'busque fábricas que produzam {insumo} sob encomenda',
    'procuro importadora de {insumo}',
    'quem vende {insumo} pra revenda em {cidade}?',
    'preciso cotar {insumo} com fornecedores confiáveis',
    'fornecedor de {insumo} que aceite pagamento por boleto',
  ],
  funil_vendas: [
    'monte o funil de vendas da minha {negocio}',
    'crie um funil de vendas para vender {produto}',
    'estruture o pipeline comercial da {negocio}',
    'quais as etapas do funil de vendas de uma {negocio}?',
    'como melhorar a conversão do funil da {negocio}?',
    'fluxo de nutrição de leads para {produto}',
    'me ajuda a organizar as etapas de venda da {negocio} no CRM',
    'desenha a jornada do cliente da {negocio} do primeiro contato ao pós-venda',
    'régua de relacionamento para leads da {negocio}',
    'meu funil da {negocio} converte pouco, como ajustar as etapas?',
    'funil de vendas pelo WhatsApp para {produto}',
    'monta um pipeline de vendas B2B para vender {produto} a {cliente}',
  ],
  meeting: [
    'pauta da reunião de {reuniao} com o {quem}',
    'me ajuda a preparar a reunião de {reuniao} com o {quem}',
    'roteiro para a reunião de {reuniao} da {negocio}',
    'perguntas SPIN para a call com {cliente}',
    'agenda da reunião de {reuniao} de amanhã',
    'como me preparar para a reunião com o {quem}?',
    'prepara um roteiro de call de vendas para {cliente} de {cidade}',
    'organiza a pauta da reunião semanal da {negocio}',
    'quais perguntas fazer na reunião de {reuniao} com o {quem}?',
    'preciso de um script para a reunião de {reuniao}',
    'planejar a reunião de {reuniao} com a equipe da {negocio}',
    'reunião de {reuniao} com o {quem} na sexta, monta a pauta',
  ],
};

const OPENINGS = [
  '',
  '',
  '',
  '',
  'oi, ',
  'bom dia! ',
  'boa tarde, ',
  'por favor, ',
  'pfv ',
  'vc pode: ',
  'consegue me ajudar? ',
  'urgente: ',
  'olá sppock, ',
  'preciso disso hoje: ',
];
const ENDINGS = ['', '', '', '', ' pfv', ' por favor', ', obrigado', ' valeu', ' rapidinho', '!!', ' kkk'];

function fill(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => pick(SLOTS[slot] ?? [slot]));
}

/** Some of the requests lose their accents, their capitals or a letter, as typed on a phone. */
function roughen(text: string): string {
  let result = text;
  if (random() < 0.35) {
    result = result.normalize('NFD').replace(/\p{M}+/gu, '');
  }
  if (random() < 0.25) {
    const words = result.split(' ');
    const at = Math.floor(random() * words.length);
    const word = words[at] ?? '';
    if (word.length > 4) {
      const cut = 1 + Math.floor(random() * (word.length - 2));
      // Drop a letter or swap two: the two commonest typos.
      words[at] =
        random() < 0.5
          ? word.slice(0, cut) + word.slice(cut + 1)
          : word.slice(0, cut - 1) + (word[cut] ?? '') + (word[cut - 1] ?? '') + word.slice(cut + 1);
    }
    result = words.join(' ');
  }
  if (random() < 0.15) {
    result = result.charAt(0).toUpperCase() + result.slice(1);
  }
  return result;
}

function generate(): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [agent, templates] of Object.entries(TEMPLATES)) {
    let made = 0;
    let attempts = 0;
    while (made < PER_AGENT && attempts < PER_AGENT * 20) {
      attempts += 1;
      const text = roughen(pick(OPENINGS) + fill(pick(templates)) + pick(ENDINGS)).trim();
      if (!seen.has(text)) {
        seen.add(text);
        lines.push(`${text}\t${agent}`);
        made += 1;
      }
    }
  }
  return lines;
}

const handwritten = fs.readFileSync(routingDataPath('handwritten.tsv'), 'utf8');
// Parsing checks every hand-written line before anything is written.
parseDataset(handwritten, 'handwritten.tsv');
const body = handwritten
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '');
const output = ['text\tlabel', ...body, ...generate()].join('\n');
fs.writeFileSync(routingDataPath('train.tsv'), `${output}\n`);
console.log(`train.tsv: ${body.length} escritos à mão + ${PER_AGENT * 9} de modelos.`);
