/** The pt-BR messages of the search across conversations. */
export const CONVERSATION_SEARCH_MESSAGES = {
  emptyQuery: 'Digite o que procurar.',
  queryTooLong: 'A busca aceita até 200 caracteres.',
  invalidLimit: 'Parâmetro limit inválido: use um número de 1 a 50.',
  invalidCursor: 'Cursor inválido: refaça a busca.',
} as const;
