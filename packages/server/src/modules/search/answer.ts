// What a search agent answers from the results: the offline provider lists them, cited, with
// nothing added; a model's answer gets the sources it used listed at the end when it did not
// link them itself. Either way every result shown comes with its link.
import { inline, OFFLINE_NOTE } from '../llm/offline-text.ts';
import type { SearchResult } from './client.ts';

const escapeLinkText = (text: string) => inline(text, 160).replace(/[[\]]/g, '');

/** `[Título](url)`, safe inside Markdown. */
export function resultLink(result: SearchResult): string {
  return `[${escapeLinkText(result.title)}](${result.url.replace(/[()\s]/g, encodeURIComponent)})`;
}

/** The numbered list of results: title with its link, the date when known, and the snippet. */
export function resultsList(results: readonly SearchResult[]): string {
  return results
    .map((result, index) => {
      const date = result.date ? ` (${inline(result.date, 40)})` : '';
      const snippet = result.snippet ? `\n   ${inline(result.snippet, 300)}` : '';
      return `${index + 1}. ${resultLink(result)}${date}${snippet}`;
    })
    .join('\n');
}

/**
 * The offline answer of a search agent: the search's results as found, cited, and the plain
 * statement that no model read or checked them. No company, person or figure is added.
 */
export function offlineSearchAnswer(input: {
  agentName: string;
  query: string;
  provider: string;
  results: readonly SearchResult[];
}): string {
  const { results } = input;
  const sections = [
    `## Resultados da busca na web`,
    `Busquei na web (${input.provider}) por: "${inline(input.query, 200)}".`,
  ];
  if (results.length === 0) {
    sections.push(
      'A busca não trouxe resultados. Tente descrever o pedido com outras palavras, o setor e a cidade.',
    );
  } else {
    sections.push(resultsList(results));
    sections.push(
      `## Como usar estes resultados\nSão os resultados da busca como vieram, cada um com a sua fonte. No modo offline o ${input.agentName} não lê as páginas nem confere os dados: abra cada link e confirme antes de usar. Com um provedor de linguagem configurado, o agente analisa os resultados e monta a resposta completa.`,
    );
  }
  sections.push(OFFLINE_NOTE);
  return sections.join('\n\n');
}

/** The sources a model's answer used and did not link itself, as a closing section ('' when none). */
export function sourcesSection(answer: string, used: readonly SearchResult[]): string {
  const missing = used.filter((result) => !answer.includes(result.url));
  if (missing.length === 0) {
    return '';
  }
  const heading = /##\s*Fontes/i.test(answer) ? '' : '## Fontes\n\n';
  return `\n\n${heading}${missing.map((result) => `- ${resultLink(result)}`).join('\n')}`;
}
