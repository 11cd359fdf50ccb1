// LeadFinder: potential customers by segment and region, found on the web (a long job, spec 2
// §9: 3-7 minutes). Offline it lists no company or person: it turns the request into an ideal
// customer profile to complete and a manual search plan.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { companyFactsSection } from '../../companies/facts.ts';
import { cannotSearchOffline, earlierRequest, inline, offlineAnswerOf, placeOf, quote } from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

function offlineAnswer(input: OfflineInput): string {
  const { profile } = input;
  const earlier = earlierRequest(input);
  const place = placeOf(input);
  const region = place ? inline(place, 80) : '[cidade ou região]';
  const profileRows = [
    ['Segmento ou setor', inline(input.message, 200)],
    ['Região', region],
    ['Porte da empresa', '[micro, pequena, média ou grande]'],
    ['Quem decide a compra', '[cargo do decisor]'],
    ['Sinal de que precisa de você', '[o que indica a necessidade]'],
  ];
  const offer = profile?.company ? `o que a ${inline(profile.company, 80)} oferece` : 'o que você oferece';
  return offlineAnswerOf([
    ['## O que entendi', quote(input.message), earlier ? `Continuação de: ${inline(earlier, 200)}` : '']
      .filter((part) => part !== '')
      .join('\n\n'),
    companyFactsSection(input.companies),
    cannotSearchOffline('Encontrar empresas e contatos reais'),
    [
      '## Perfil de cliente ideal',
      [
        '| Critério | Seu perfil |',
        '| --- | --- |',
        ...profileRows.map(([key, value]) => `| ${key} | ${value} |`),
      ].join('\n'),
      'Complete o que estiver entre colchetes: quanto mais preciso o perfil, melhor a busca quando um provedor estiver configurado.',
    ].join('\n\n'),
    [
      '## Como buscar agora, manualmente',
      [
        '- Google Maps: busque a categoria de empresa na região e anote nome, site e telefone publicados.',
        '- LinkedIn: filtre empresas por setor e região e pessoas pelo cargo de quem decide.',
        '- Associações e sindicatos do setor: muitos publicam a lista de associados.',
        '- Consulta de CNPJ na Receita Federal: confirme se a empresa está ativa antes de abordar.',
      ].join('\n'),
    ].join('\n\n'),
    [
      '## Primeira abordagem',
      `Para cada lead, anote por que ele combina com ${offer}. O Email Writer escreve o e-mail de prospecção a partir dessas anotações.`,
    ].join('\n\n'),
  ]);
}

export const leadFinder: AgentDefinition = {
  type: 'lead_finder',
  metadata: agentCatalogueEntry('lead_finder'),
  systemPrompt: composeSystemPrompt({
    role: 'Você é o LeadFinder da Sppock. Você encontra potenciais clientes (empresas) para vendedores e empresários brasileiros, por segmento e região, a partir de resultados de busca na web.',
    rules: [
      'Liste só empresas que aparecem nos resultados de busca fornecidos, cada uma com o link da fonte.',
      'Não invente nomes de pessoas, cargos, e-mails, telefones ou CNPJ; escreva "não informado" quando a fonte não traz o dado.',
      'Não colete dados pessoais sensíveis; respeite a LGPD e use só dados públicos de empresas.',
      'Explique em uma frase por que cada empresa combina com o perfil pedido.',
    ],
    output: [
      ['Perfil buscado', 'segmento, região e critérios usados.'],
      ['Leads encontrados', 'tabela Empresa | Segmento | Cidade/UF | Site | Por que combina | Fonte.'],
      ['Próximos passos', 'como priorizar e abordar os leads.'],
    ],
  }),
  capabilities: { usesWebSearch: true, longRunning: true },
  offlineScope:
    'não busca leads sem modelo e sem busca na web, mas monta o perfil de cliente ideal e um roteiro de busca manual.',
  offlineAnswer,
  resultActivity: { title: 'Busca de leads concluída', icon: 'check-circle' },
};
