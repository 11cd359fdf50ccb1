// Supplier Finder: suppliers for a product or service, by type and region. Finding them needs a
// web search, so offline it names no supplier: it summarises the search, says what is missing,
// gives the criteria for the supplier type and a ready request for quotation.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { companyFactsSection } from '../../companies/facts.ts';
import {
  cannotSearchOffline,
  inline,
  keepLineBreaks,
  offlineAnswerOf,
  quote,
  signatureOf,
  textOf,
  topicOf,
} from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

/** Spec 2 §9: "Supplier types used in examples". */
export const SUPPLIER_TYPES = ['Fabricante', 'Distribuidor', 'Importador', 'Prestador de Serviços'] as const;
type SupplierType = (typeof SUPPLIER_TYPES)[number];

const CRITERIA: Record<SupplierType, string[]> = {
  Fabricante: [
    'Capacidade de produção e lote mínimo de compra.',
    'Certificações e controle de qualidade do processo.',
    'Prazo de fabricação e de entrega.',
    'Possibilidade de personalização do produto.',
  ],
  Distribuidor: [
    'Estoque disponível e regularidade de reposição.',
    'Região de cobertura e prazo de entrega.',
    'Marcas que representa oficialmente.',
    'Condições de pagamento e pedido mínimo.',
  ],
  Importador: [
    'Habilitação para importar (Radar da Receita Federal) e regularidade fiscal.',
    'Prazo total da importação, incluindo desembaraço aduaneiro.',
    'Quem responde pela garantia e pela assistência técnica no Brasil.',
    'Certificações exigidas para o produto no Brasil (por exemplo, Inmetro ou Anvisa, quando se aplicam).',
  ],
  'Prestador de Serviços': [
    'Portfólio e referências de clientes do mesmo porte.',
    'Escopo, prazos e níveis de serviço por escrito em contrato.',
    'Equipe disponível e quem será o responsável pelo atendimento.',
    'Forma de cobrança e o que está incluído no preço.',
  ],
};

const WHERE_TO_LOOK: Record<SupplierType, string[]> = {
  Fabricante: [
    'Associações e sindicatos da indústria do seu produto.',
    'Feiras do setor e seus catálogos de expositores.',
    'Plataformas de compras entre empresas.',
  ],
  Distribuidor: [
    'Sites dos fabricantes (páginas "onde comprar" ou "distribuidores autorizados").',
    'Plataformas de compras entre empresas e marketplaces do setor.',
    'Indicações de outras empresas do seu segmento.',
  ],
  Importador: [
    'Câmaras de comércio bilaterais.',
    'Feiras internacionais do setor e seus expositores brasileiros.',
    'Representantes oficiais das marcas estrangeiras no Brasil.',
  ],
  'Prestador de Serviços': [
    'Indicações de empresas parceiras e de clientes.',
    'LinkedIn e perfis profissionais com portfólio.',
    'Avaliações públicas no Google e em sites de reclamação.',
  ],
};

/** When the type is not chosen: what matters for any supplier. */
const GENERAL_CRITERIA = [
  'Regularidade: CNPJ ativo e tempo de mercado.',
  'Referências de clientes do seu porte e do seu setor.',
  'Capacidade de atender o seu volume, com pedido mínimo compatível.',
  'Prazo de entrega, condições de pagamento e validade da proposta.',
];
const GENERAL_WHERE = [
  'Associações e sindicatos do setor do produto.',
  'Plataformas de compras entre empresas e feiras do setor.',
  'Indicações de outras empresas do seu segmento.',
];

/** Without the form, the request's words may name the type ("importadores de…"). */
const TYPE_CUES: ReadonlyArray<readonly [RegExp, SupplierType]> = [
  [/fabricante|fábrica|indústria/i, 'Fabricante'],
  [/distribuidor|atacad/i, 'Distribuidor'],
  [/importa/i, 'Importador'],
  [/prestador|serviço/i, 'Prestador de Serviços'],
];

const isSupplierType = (value: string | undefined): value is SupplierType =>
  (SUPPLIER_TYPES as readonly string[]).includes(value ?? '');

function supplierNoun(type: SupplierType | undefined): string {
  if (type === undefined) {
    return 'um fornecedor';
  }
  return type === 'Prestador de Serviços' ? 'um prestador de serviços' : `um ${type.toLowerCase()}`;
}

function requestForQuotation(input: OfflineInput, product: string, type: SupplierType | undefined): string {
  const volume = textOf(input.form, 'volume');
  const requirements = textOf(input.form, 'requirements');
  const region = textOf(input.form, 'region');
  const signature = signatureOf(input.profile);
  const body = [
    'Olá,',
    '',
    `Estamos buscando ${supplierNoun(type)} de ${product} e gostaríamos de receber uma cotação.`,
    '',
    volume ? `- Volume: ${inline(volume, 120)}` : '- Volume: [informe a quantidade e a frequência]',
    region
      ? `- Entrega ou atendimento em: ${inline(region, 120)}`
      : '- Entrega ou atendimento em: [cidade ou região]',
    requirements
      ? `- Requisitos: ${inline(requirements, 300)}`
      : '- Requisitos: [certificações, prazos, especificações]',
    '',
    'Por favor, informem preço, prazo de entrega, condições de pagamento, pedido mínimo e validade da proposta.',
    '',
    'Obrigado,',
    ...(signature.length > 0 ? signature : ['[Seu nome]', '[Sua empresa e contato]']),
  ];
  return ['## Pedido de cotação pronto para enviar', keepLineBreaks(body)].join('\n\n');
}

function offlineAnswer(input: OfflineInput): string {
  const { form } = input;
  const product = inline(textOf(form, 'product') ?? topicOf(input.message), 160);
  const typeValue = textOf(form, 'supplier_type');
  const type = isSupplierType(typeValue)
    ? typeValue
    : TYPE_CUES.find(([cue]) => cue.test(input.message))?.[1];
  const region = textOf(form, 'region') ?? input.profile?.city;

  const summary = [
    `- **Produto ou serviço:** ${product}`,
    `- **Tipo de fornecedor:** ${type ?? 'não informado (no formulário: Fabricante, Distribuidor, Importador ou Prestador de Serviços)'}`,
  ];
  if (region) {
    summary.push(`- **Região:** ${inline(region, 120)}`);
  }
  if (textOf(form, 'volume')) {
    summary.push(`- **Volume:** ${inline(textOf(form, 'volume') ?? '', 120)}`);
  }
  return offlineAnswerOf([
    ...(form ? [] : ['Busca montada a partir do seu pedido:', quote(input.message)]),
    ['## Resumo da busca', summary.join('\n')].join('\n\n'),
    companyFactsSection(input.companies),
    cannotSearchOffline('Encontrar fornecedores reais'),
    [
      `## Como avaliar ${supplierNoun(type)}`,
      (type ? CRITERIA[type] : GENERAL_CRITERIA).map((item) => `- ${item}`).join('\n'),
    ].join('\n\n'),
    [
      '## Onde procurar agora',
      [
        ...(type ? WHERE_TO_LOOK[type] : GENERAL_WHERE),
        'Antes de fechar, consulte o CNPJ na Receita Federal e a reputação em sites de reclamação.',
      ]
        .map((item) => `- ${item}`)
        .join('\n'),
    ].join('\n\n'),
    requestForQuotation(input, product, type),
  ]);
}

export const supplierFinder: AgentDefinition = {
  type: 'supplier_finder',
  metadata: agentCatalogueEntry('supplier_finder'),
  form: {
    instruction: 'Encontre fornecedores com estes dados:',
    fields: [
      {
        name: 'product',
        type: 'text',
        label: 'Produto ou serviço',
        placeholder: 'Ex.: embalagens de papel kraft para delivery',
        required: true,
        min_length: 3,
        max_length: 200,
      },
      {
        name: 'supplier_type',
        type: 'select',
        label: 'Tipo de fornecedor',
        required: true,
        options: [...SUPPLIER_TYPES],
      },
      {
        name: 'region',
        type: 'text',
        label: 'Região',
        placeholder: 'Ex.: Campinas e região, SP',
        help: 'Onde o fornecedor precisa entregar ou atender.',
        required: false,
        max_length: 120,
      },
      {
        name: 'volume',
        type: 'text',
        label: 'Volume de compra',
        placeholder: 'Ex.: 2 mil unidades por mês',
        required: false,
        max_length: 120,
      },
      {
        name: 'requirements',
        type: 'textarea',
        label: 'Requisitos',
        placeholder: 'Certificações, prazos, especificações técnicas',
        required: false,
        max_length: 1000,
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o Supplier Finder da Sppock. Você ajuda empresas brasileiras a encontrar e comparar fornecedores (fabricantes, distribuidores, importadores e prestadores de serviços) a partir de resultados de busca na web.',
    rules: [
      'Liste só fornecedores que aparecem nos resultados de busca fornecidos, cada um com o link da fonte. Sem resultados, diga que não encontrou e sugira como refinar a busca.',
      'Não invente CNPJ, telefone, e-mail, preço ou prazo: escreva "não informado" quando a fonte não traz o dado.',
      'Priorize fornecedores do tipo e da região pedidos.',
    ],
    output: [
      ['Resumo da busca', 'produto, tipo, região e volume.'],
      ['Fornecedores encontrados', 'tabela Fornecedor | Tipo | Cidade/UF | Contato | Fonte.'],
      ['Como avaliar', 'critérios para o tipo de fornecedor.'],
      ['Pedido de cotação pronto para enviar', 'mensagem com os dados da busca e a assinatura do usuário.'],
    ],
  }),
  capabilities: { usesWebSearch: true, longRunning: false },
  offlineScope:
    'não busca fornecedores sem modelo e sem busca na web, mas entrega os critérios de avaliação e um pedido de cotação pronto.',
  offlineAnswer,
  resultActivity: { title: 'Busca de fornecedores concluída', icon: 'check-circle' },
};
