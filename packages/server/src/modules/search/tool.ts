// Web search as an AI SDK tool: the model calls `buscar_na_web` with a query; each result it got
// is kept so the answer can cite it.
import { jsonSchema, type ToolSet, tool } from 'ai';
import { type SearchClient, SearchError, type SearchLocation, type SearchResult } from './client.ts';

export const SEARCH_TOOL_NAME = 'buscar_na_web';

/** Results of every search the model ran during one answer, in order, without repeats. */
export class SearchLog {
  readonly results: SearchResult[] = [];
  readonly queries: string[] = [];

  add(query: string, results: readonly SearchResult[]): void {
    this.queries.push(query);
    for (const result of results) {
      if (!this.results.some((known) => known.url === result.url)) {
        this.results.push(result);
      }
    }
  }
}

/** The tool set of a search agent's model call. */
export function searchTools(
  client: SearchClient,
  options: { location: SearchLocation; log: SearchLog; limit?: number },
): ToolSet {
  return {
    [SEARCH_TOOL_NAME]: tool({
      description:
        'Busca na web (resultados do Google ou do Exa). Use para encontrar empresas, fornecedores, concorrentes, dados e fontes reais. Devolve título, link e trecho de cada resultado; cite o link de cada informação usada.',
      inputSchema: jsonSchema<{ query: string }>({
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 2, maxLength: 300, description: 'A busca, em português.' },
        },
        required: ['query'],
        additionalProperties: false,
      }),
      execute: async ({ query }, { abortSignal }) => {
        try {
          const results = await client.search({
            query,
            location: options.location,
            limit: options.limit ?? 8,
            ...(abortSignal ? { signal: abortSignal } : {}),
          });
          options.log.add(query, results);
          return { results };
        } catch (error) {
          if (error instanceof SearchError) {
            return { error: error.message, results: [] };
          }
          throw error;
        }
      },
    }),
  };
}
