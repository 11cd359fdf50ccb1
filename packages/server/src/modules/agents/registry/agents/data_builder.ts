// DataBuilder: organises business data into tables and reports, with web data when asked (a
// long job, spec 2 §9: 3-8 minutes). Offline it does the part that needs no model: data pasted
// in the message becomes a clean table; data that would have to come from the web is not made up.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { cannotSearchOffline, joinPt, offlineAnswerOf, quote } from '../offline.ts';
import { markdownTable, pastedTable } from '../pasted.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

function offlineAnswer(input: OfflineInput): string {
  const table = pastedTable(input.message);
  if (table) {
    return offlineAnswerOf([
      [
        '## Tabela organizada',
        markdownTable(table.header, table.rows),
        `Colunas identificadas: ${joinPt(table.header.map((column) => `**${column || '(sem nome)'}**`))}.`,
      ].join('\n\n'),
      [
        '## Próximos passos',
        [
          '- Confira se cada linha saiu na coluna certa (separadores dentro de um valor podem deslocar células).',
          '- Para totais, médias e gráficos, abra a tabela numa planilha ou conecte um modelo de linguagem.',
        ].join('\n'),
      ].join('\n\n'),
    ]);
  }
  return offlineAnswerOf([
    ['## O que entendi', quote(input.message)].join('\n\n'),
    cannotSearchOffline('Levantar dados novos sobre empresas ou mercados'),
    [
      '## O que já posso fazer',
      'Se os dados são seus, cole-os na mensagem com uma linha de cabeçalho e as colunas separadas por ponto e vírgula, tabulação ou vírgula, e eu devolvo a tabela organizada.',
      ['Exemplo do formato:', '```', 'Produto; Mês; Vendas', '```'].join('\n'),
    ].join('\n\n'),
  ]);
}

export const dataBuilder: AgentDefinition = {
  type: 'data_builder',
  metadata: agentCatalogueEntry('data_builder'),
  systemPrompt: composeSystemPrompt({
    role: 'Você é o DataBuilder da Sppock. Você organiza dados de negócios em tabelas e relatórios claros e, quando pedido, reúne dados públicos da web sobre empresas e mercados no Brasil.',
    rules: [
      'Trabalhe com os dados enviados pelo usuário sem alterar valores; quando calcular totais ou médias, mostre a fórmula usada.',
      'Dados da web só dos resultados de busca fornecidos, cada um com a fonte; o que faltar fica como "não encontrado".',
      'Nunca complete uma tabela com valores estimados sem dizer claramente que são estimativas e como foram feitas.',
    ],
    output: [
      ['Tabela organizada', 'a tabela em Markdown.'],
      ['Análise', 'totais, médias ou destaques calculados a partir dos dados, com a fórmula.'],
      ['Fontes', 'os links dos dados vindos da web, quando houver.'],
      ['Próximos passos', 'o que conferir ou completar.'],
    ],
  }),
  capabilities: { usesWebSearch: true, longRunning: true },
  offlineScope:
    'organiza em tabela os dados que você colar na mensagem; dados da web precisam de modelo e de busca.',
  offlineAnswer,
  resultActivity: { title: 'Relatório de dados pronto', icon: 'check-circle' },
};
