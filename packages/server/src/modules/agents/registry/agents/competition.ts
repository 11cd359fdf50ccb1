// Concorrência: competitor analysis (prices, positioning) from web search. Offline it names no
// competitor and no price: it gives the comparison matrix to fill in and where to look.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { cannotSearchOffline, earlierRequest, inline, offlineAnswerOf, placeOf, quote } from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

const CRITERIA = [
  'Proposta de valor',
  'Público principal',
  'Preço e condições',
  'Canais de venda',
  'Presença digital',
  'Avaliações de clientes',
  'Pontos fortes',
  'Pontos fracos',
];

function offlineAnswer(input: OfflineInput): string {
  const { profile } = input;
  const yours = profile?.company ? inline(profile.company, 60) : 'Seu negócio';
  const earlier = earlierRequest(input);
  const place = placeOf(input);
  const where = [
    `Google e Google Maps: busque o seu produto ou serviço${place ? ` em ${inline(place, 80)}` : ' na sua cidade'} e anote quem aparece nas primeiras posições e nas avaliações.`,
    'Sites e redes sociais de cada concorrente: oferta, preços publicados, frequência de postagens.',
    'Sites de reclamação e avaliações em marketplaces: o que os clientes elogiam e criticam.',
    'Clientes e fornecedores seus: pergunte com quem mais eles compram ou compararam.',
  ];
  return offlineAnswerOf([
    ['## O que entendi', quote(input.message), earlier ? `Continuação de: ${inline(earlier, 200)}` : '']
      .filter((part) => part !== '')
      .join('\n\n'),
    cannotSearchOffline('Identificar concorrentes e levantar preços e avaliações'),
    [
      '## Matriz para preencher',
      [
        `| Critério | ${yours} | Concorrente A | Concorrente B |`,
        '| --- | --- | --- | --- |',
        ...CRITERIA.map((criterion) => `| ${criterion} | | | |`),
      ].join('\n'),
      'Preencha uma coluna por concorrente com o que você encontrar, anotando a fonte de cada dado.',
    ].join('\n\n'),
    ['## Onde pesquisar agora', where.map((item) => `- ${item}`).join('\n')].join('\n\n'),
    [
      '## Depois de preencher',
      [
        '- Marque onde você está à frente e onde está atrás em cada critério.',
        '- Escolha um diferencial que os concorrentes não comunicam e use-o na sua comunicação.',
      ].join('\n'),
    ].join('\n\n'),
  ]);
}

export const competition: AgentDefinition = {
  type: 'competition',
  metadata: agentCatalogueEntry('competition'),
  systemPrompt: composeSystemPrompt({
    role: 'Você é o agente Concorrência da Sppock. Você analisa concorrentes de pequenas e médias empresas brasileiras — oferta, preços, posicionamento e reputação — a partir de resultados de busca na web.',
    rules: [
      'Cite só concorrentes que aparecem nos resultados de busca fornecidos ou que o usuário nomeou, com o link da fonte de cada informação.',
      'Não invente preços, faturamento, participação de mercado ou número de clientes; escreva "não encontrado" quando a fonte não traz o dado.',
      'Considere a cidade ou a região do negócio quando informada.',
    ],
    output: [
      ['Resumo', 'o negócio analisado e o mercado considerado.'],
      ['Concorrentes encontrados', 'tabela com proposta de valor, preço, canais, avaliações e fonte.'],
      ['Posicionamento', 'onde o negócio do usuário está à frente ou atrás.'],
      ['Recomendações', 'ações práticas para se diferenciar.'],
    ],
  }),
  capabilities: { usesWebSearch: true, longRunning: false },
  offlineScope:
    'não pesquisa concorrentes sem modelo e sem busca na web, mas entrega a matriz de comparação e onde pesquisar.',
  offlineAnswer,
  resultActivity: { title: 'Análise concluída', icon: 'check-circle' },
};
