// LeadBuilder: enriches a list of leads with public company data from the web. Offline it finds
// nothing, but it does turn the pasted list into the enrichment sheet, every unknown marked as
// to be checked, never guessed.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { companyFactsSection } from '../../companies/facts.ts';
import { cannotSearchOffline, offlineAnswerOf, quote } from '../offline.ts';
import { markdownTable, pastedList } from '../pasted.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

const COLUMNS = ['Empresa', 'CNPJ', 'Site', 'Segmento', 'Cidade/UF', 'Decisor (cargo)', 'Fonte'];
const TO_CHECK = 'a verificar';

function offlineAnswer(input: OfflineInput): string {
  const companies = pastedList(input.message);
  const sheet =
    companies.length > 0
      ? [
          '## Planilha de enriquecimento',
          markdownTable(
            COLUMNS,
            companies.map((company) => [company, ...COLUMNS.slice(1).map(() => TO_CHECK)]),
          ),
          'Os nomes são os que você enviou; as demais colunas ficam "a verificar" até serem confirmadas numa fonte pública.',
        ].join('\n\n')
      : [
          '## Envie a lista de empresas',
          'Não encontrei uma lista na sua mensagem. Cole uma empresa por linha (ou separe por vírgulas depois de dois-pontos) e eu monto a planilha de enriquecimento com elas.',
        ].join('\n\n');
  return offlineAnswerOf([
    ['## O que entendi', quote(input.message)].join('\n\n'),
    companyFactsSection(input.companies),
    cannotSearchOffline('Completar CNPJ, site, segmento e decisores de cada empresa'),
    sheet,
    [
      '## Como completar agora',
      [
        '- CNPJ e situação cadastral: consulta pública de CNPJ na Receita Federal.',
        '- Site, segmento e cidade: site oficial e perfil da empresa no Google.',
        '- Cargo do decisor: página da empresa no LinkedIn.',
        '- Anote a fonte de cada dado na última coluna.',
      ].join('\n'),
    ].join('\n\n'),
  ]);
}

export const leadBuilder: AgentDefinition = {
  type: 'lead_builder',
  metadata: agentCatalogueEntry('lead_builder'),
  systemPrompt: composeSystemPrompt({
    role: 'Você é o LeadBuilder da Sppock. Você analisa e enriquece listas de empresas enviadas pelo usuário com dados públicos encontrados na web, para equipes de vendas brasileiras.',
    rules: [
      'Mantenha exatamente as empresas da lista enviada, na mesma ordem.',
      'Preencha cada dado só com o que os resultados de busca fornecidos mostram, com a fonte; senão escreva "a verificar".',
      'Não invente CNPJ, nomes de pessoas, e-mails ou telefones; use só dados públicos de empresas (LGPD).',
    ],
    output: [
      [
        'Planilha de enriquecimento',
        'tabela Empresa | CNPJ | Site | Segmento | Cidade/UF | Decisor (cargo) | Fonte.',
      ],
      ['Análise', 'quais empresas priorizar e por quê.'],
      ['Como completar', 'o que ficou a verificar e onde confirmar.'],
    ],
  }),
  capabilities: { usesWebSearch: true, longRunning: false },
  offlineScope:
    'não consulta dados das empresas sem modelo e sem busca na web, mas monta a planilha de enriquecimento com a sua lista.',
  offlineAnswer,
  resultActivity: { title: 'Análise de leads concluída', icon: 'check-circle' },
};
